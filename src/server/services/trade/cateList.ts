/** getProductCateList: the HS tree, sections › chapters, or one chapter's headings with their subheadings. */
import { asc, eq, like } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tradeHsCodes, tradeHsSections } from '#server/db/schema/index.ts';
import type { TradeCateBranch, TradeCateList, TradeHsNode } from '#lib/trade/types.ts';
import { hsByCode, hsName, hsPath } from './hsCodes.ts';
import { codesWithData } from './withData.ts';

type Row = typeof tradeHsCodes.$inferSelect;

const node = (r: Row, data: Set<string>): TradeHsNode => ({
  code: r.code,
  name: hsName(r),
  name_en: r.nameEn,
  level: r.level as TradeHsNode['level'],
  has_data: data.has(r.code),
});

export async function cateList(db: Db, code?: string): Promise<TradeCateList | null> {
  const data = await codesWithData(db);
  if (!code) {
    const [sections, chapters] = await Promise.all([
      db.select().from(tradeHsSections).orderBy(asc(tradeHsSections.sort)),
      db.select().from(tradeHsCodes).where(eq(tradeHsCodes.level, 2)).orderBy(asc(tradeHsCodes.code)),
    ]);
    return {
      sections: sections.map((s) => ({
        section: s.section,
        name: s.nameZh,
        chapters: chapters.filter((c) => c.section === s.section).map((c) => node(c, data)),
      })),
    };
  }
  const self = await hsByCode(db, code);
  if (!self) return null;
  // Everything under the code in one read: 1,186 codes in all, a chapter has at most a few dozen.
  const below =
    self.level === 6
      ? []
      : await db
          .select()
          .from(tradeHsCodes)
          .where(like(tradeHsCodes.code, `${code}%`))
          .orderBy(asc(tradeHsCodes.code));
  const children = below
    .filter((r) => r.parent === code)
    .map((r) => {
      const n = node(r, data);
      const grand = below.filter((g) => g.parent === r.code).map((g) => node(g, data));
      return grand.length ? { ...n, children: grand } : n;
    });
  const branch: TradeCateBranch = {
    code: self.code,
    name: self.name,
    name_en: self.name_en,
    level: self.level,
    has_data: data.has(self.code),
    path: await hsPath(db, code),
    children,
  };
  return branch;
}
