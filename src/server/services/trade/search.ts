/**
 * search: HS codes by code prefix (0201, 12019), Chinese name (大豆), trade name (豆粕), pinyin (dadou) or initials (dd), through the
 * code's pattern index and the search column's indexes (CONTRIBUTING "A searchable column"); chapters first.
 */
import { and, asc, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tradeHsCodes } from '#server/db/schema/index.ts';
import { searchKeywords } from '#lib/search/normalise.ts';
import type { TradeSearch } from '#lib/trade/types.ts';
import { matchKeywords, searchText } from '#server/services/search/match.ts';
import { hsName } from './hsCodes.ts';
import { codeHasFlows } from './flowSql.ts';

export async function searchHs(
  db: Db,
  q: { keyword: string; page: number; pageSize: number },
): Promise<TradeSearch> {
  const words = searchKeywords(q.keyword.replace(/\./g, ''));
  const codes = words.filter((w) => /^\d{1,6}$/.test(w));
  const names = words.filter((w) => !/^\d{1,6}$/.test(w));
  const where: (SQL | undefined)[] = codes.map((c) => like(tradeHsCodes.code, `${c}%`));
  if (names.length) where.push(matchKeywords(searchText(tradeHsCodes), names.join(' ')));
  const rows = await db
    .select({
      code: tradeHsCodes.code,
      nameZh: tradeHsCodes.nameZh,
      nameEn: tradeHsCodes.nameEn,
      aliases: tradeHsCodes.aliases,
      level: tradeHsCodes.level,
      parent: tradeHsCodes.parent,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      hasData: codeHasFlows(tradeHsCodes.code).mapWith(Boolean),
    })
    .from(tradeHsCodes)
    .where(and(...where))
    .orderBy(asc(tradeHsCodes.level), asc(tradeHsCodes.code))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({
      code: r.code,
      name: hsName(r),
      name_en: r.nameEn,
      level: r.level,
      parent: r.parent,
      has_data: r.hasData,
      aliases: r.aliases ? r.aliases.split(' ') : [],
    })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
