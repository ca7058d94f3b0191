/**
 * getList: standards by type, sub-class, status on China's day, CCS and ICS class, 发布 year, and a keyword read as a
 * number however typed (GBT2763-2021, gb/t 2763, 2763: by the code column) or else as title words (the search index).
 */
import { and, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { canonicalNumber, parseStandardNumber, type StandardNumber } from '#lib/standard/number.ts';
import type { StandardList } from '#lib/standard/types.ts';
import type { StandardListInput } from '#lib/standard/validators.ts';
import type { Db } from '#server/db/client.ts';
import { standards } from '#server/db/schema/index.ts';
import { matchKeywords, searchText } from '#server/services/search/match.ts';
import { LIST_COLUMNS, listItem, type ListRow } from './row.ts';
import { statusWhere } from './statusSql.ts';

/** A typed number: its code (or a part of it: 5009 finds GB 5009.3), its prefix family and its year when typed. */
function numberWhere(n: StandardNumber): SQL {
  const parts = [or(eq(standards.code, n.code), like(standards.code, `${n.code}.%`))!];
  // GB 2763 and GB/T 2763 are one family to a searcher who typed the wrong one; NY is not GB.
  if (n.base) parts.push(eq(standards.base, n.base));
  if (n.year)
    parts.push(
      n.year.length === 2
        ? or(eq(standards.year, n.year), sql`right(${standards.year}, 2) = ${n.year}`)!
        : eq(standards.year, n.year),
    );
  return and(...parts)!;
}

/** The filters other than the keyword. */
export function filterWhere(input: StandardListInput, today: string): SQL[] {
  const where: SQL[] = [];
  if (input.type) where.push(eq(standards.type, input.type));
  if (input.sub) where.push(eq(standards.sub, input.sub));
  if (input.status) where.push(statusWhere(input.status, today));
  if (input.ccs)
    where.push(input.ccs.length === 1 ? like(standards.ccs, `${input.ccs}%`) : eq(standards.ccs, input.ccs));
  if (input.ics) where.push(or(eq(standards.ics, input.ics), like(standards.ics, `${input.ics}.%`))!);
  if (input.year)
    where.push(
      and(gte(standards.issued, `${input.year}-01-01`), lt(standards.issued, `${input.year + 1}-01-01`))!,
    );
  return where;
}

export async function standardList(db: Db, input: StandardListInput, today: string): Promise<StandardList> {
  const where = filterWhere(input, today);
  const number = input.keyword ? parseStandardNumber(input.keyword) : null;
  let order: SQL[] = [sql`${standards.issued} desc nulls last`, desc(standards.id)];
  if (number) {
    where.push(numberWhere(number));
    // The exact number first, then the typed prefix, then the newest version.
    order = [
      sql`(${standards.number} = ${canonicalNumber(number)}) desc`,
      sql`(${standards.prefix} = ${number.prefix ?? ''}) desc`,
      sql`${standards.year} desc nulls last`,
      sql`${standards.number}`,
    ];
  } else if (input.keyword) {
    const match = matchKeywords(searchText(standards), input.keyword);
    if (match) where.push(match);
  }
  const rows = await db
    .select({ ...LIST_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(standards)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && input.page > 1) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(standards)
      .where(where.length ? and(...where) : undefined);
    total = row?.n ?? 0;
  }
  return {
    list: rows.map((r) => listItem(r as ListRow, today)),
    total,
    page: input.page,
    pageSize: input.pageSize,
    keyword_as: number ? 'number' : input.keyword ? 'text' : null,
  };
}
