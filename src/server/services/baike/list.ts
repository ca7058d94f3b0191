/**
 * getBaikeLists: a category's published entries (its descendants' too), newest change first, or a search through the
 * search column ranked exact title, exact alias, title prefix, title contains, the rest; with the exact matches of the
 * keyword (title or alias equal to it: one lands on the entry, several are a disambiguation list).
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { baikeEntries } from '#server/db/schema/index.ts';
import type { BaikeExactMatch, BaikeListAnswer } from '#lib/baike/types.ts';
import type { BaikeListInput } from '#lib/baike/validators.ts';
import { foldSearchText } from '#lib/search/normalise.ts';
import { matchKeywords, searchText } from '#server/services/search/match.ts';
import { selectCards, selectCardsCounted, toCard, toRef } from './cards.ts';
import { categoryRows, descendantIds } from './tree.ts';

const likePrefix = (k: string): string => `${k.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const likeInside = (k: string): string => `%${likePrefix(k)}`;

/** Title or alias equal to the folded keyword; the alias through the GIN index on aliases. */
const exactCondition = (k: string): SQL =>
  sql`(${baikeEntries.title} = ${k} or ${baikeEntries.aliases} @> ${JSON.stringify([k])}::jsonb)`;

/** One page of published entries (`where` narrows them), a keyword's matches ranked, with their total beside each row. */
export function baikeListQuery(
  db: Db,
  keyword: string,
  where: (SQL | undefined)[] = [eq(baikeEntries.status, 'published')],
  page = 1,
  pageSize = 20,
) {
  const match = keyword ? matchKeywords(searchText(baikeEntries), keyword) : undefined;
  const rank = keyword
    ? sql`case when ${baikeEntries.title} = ${keyword} then 0
        when ${baikeEntries.aliases} @> ${JSON.stringify([keyword])}::jsonb then 1
        when ${baikeEntries.title} like ${likePrefix(keyword)} then 2
        when ${baikeEntries.title} like ${likeInside(keyword)} then 3 else 4 end`
    : undefined;
  const order = [desc(baikeEntries.changedAt), desc(baikeEntries.id)];
  return selectCardsCounted(db)
    .where(and(...where, match))
    .orderBy(...(rank ? [rank, ...order] : order))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** 'unknown' when the category names no node of the tree. */
export async function baikeList(db: Db, input: BaikeListInput): Promise<BaikeListAnswer | 'unknown'> {
  const { page, pageSize } = input;
  const keyword = foldSearchText(input.keyword ?? '');
  const where: (SQL | undefined)[] = [eq(baikeEntries.status, 'published')];
  if (input.category !== undefined) {
    const rows = await categoryRows(db);
    if (!rows.some((r) => r.id === input.category)) return 'unknown';
    where.push(inArray(baikeEntries.categoryId, descendantIds(rows, input.category)));
  }
  const match = keyword ? matchKeywords(searchText(baikeEntries), keyword) : undefined;
  // The page and the exact matches in one round (the embedded database's worker takes them back to back).
  const [rows, exactRows] = await Promise.all([
    baikeListQuery(db, keyword, where, page, pageSize),
    keyword
      ? selectCards(db)
          .where(and(...where, exactCondition(keyword)))
          .orderBy(baikeEntries.id)
          .limit(20)
      : Promise.resolve([]),
  ]);
  const total = rows.length
    ? Number(rows[0]!.total)
    : page > 1
      ? Number(
          (
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(baikeEntries)
              .where(and(...where, match))
          )[0]?.n ?? 0,
        )
      : 0;
  const exact: BaikeExactMatch[] = exactRows.map((r) => ({
    ...toRef(r),
    summary: r.summary,
    alias: r.title === keyword ? null : (r.aliases.find((x) => x === keyword) ?? null),
    category: { id: r.categoryId, name: r.categoryName },
  }));
  return { list: rows.map(toCard), total, page, pageSize, exact };
}
