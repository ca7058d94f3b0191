/** getProductCateList: the HS tree, sections › chapters, or one chapter's headings with their subheadings. */
import { asc, eq, like } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tradeHsCodes, tradeHsSections } from '#server/db/schema/index.ts';
import type { TradeCateBranch, TradeCateList, TradeHsNode } from '#lib/trade/types.ts';
import { codeHasFlows } from './flowSql.ts';
import { hsByCode, hsName, hsPath } from './hsCodes.ts';

type Row = typeof tradeHsCodes.$inferSelect;

/** The codes with whether flows exist under each (one index probe per code answered). */
const withData = (db: Db) =>
  db
    .select({ hs: tradeHsCodes, hasData: codeHasFlows(tradeHsCodes.code).mapWith(Boolean) })
    .from(tradeHsCodes);

const node = ({ hs: r, hasData }: { hs: Row; hasData: boolean }): TradeHsNode => ({
  code: r.code,
  name: hsName(r),
  name_en: r.nameEn,
  level: r.level as TradeHsNode['level'],
  has_data: hasData,
});

export async function cateList(db: Db, code?: string): Promise<TradeCateList | null> {
  if (!code) {
    const [sections, chapters] = await Promise.all([
      db.select().from(tradeHsSections).orderBy(asc(tradeHsSections.sort)),
      withData(db).where(eq(tradeHsCodes.level, 2)).orderBy(asc(tradeHsCodes.code)),
    ]);
    return {
      sections: sections.map((s) => ({
        section: s.section,
        name: s.nameZh,
        chapters: chapters.filter((c) => c.hs.section === s.section).map(node),
      })),
    };
  }
  const self = await hsByCode(db, code);
  if (!self) return null;
  // The code and everything under it in one read: 1,186 codes in all, a chapter has at most a few dozen.
  const below = await withData(db)
    .where(like(tradeHsCodes.code, `${code}%`))
    .orderBy(asc(tradeHsCodes.code));
  const children = below
    .filter((r) => r.hs.parent === code)
    .map((r) => {
      const n = node(r);
      const grand = below.filter((g) => g.hs.parent === r.hs.code).map(node);
      return grand.length ? { ...n, children: grand } : n;
    });
  const branch: TradeCateBranch = {
    code: self.code,
    name: self.name,
    name_en: self.name_en,
    level: self.level,
    has_data: below.some((r) => r.hs.code === code && r.hasData),
    path: await hsPath(db, code),
    children,
  };
  return branch;
}
