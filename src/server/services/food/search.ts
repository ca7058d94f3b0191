/**
 * search: foods by Chinese name, alias, pinyin or initials (苹果, pingguo, pg) through the search column's indexes,
 * ranked by closeness: the name (without its state in brackets) exactly, then a name that starts with it, then an
 * alias exactly, then anything containing it; among equals the home page's everyday foods, then shorter names.
 */
import { asc, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { foods } from '#server/db/schema/index.ts';
import { foldSearchText } from '#lib/search/normalise.ts';
import type { FoodSearchInput } from '#lib/food/validators.ts';
import type { FoodPage } from '#lib/food/types.ts';
import { matchKeywords, searchText } from '#server/services/search/match.ts';
import { offsetOf } from '#server/db/paging.ts';
import { selectItems, toItem } from './rows.ts';

/**
 * 0 exact name, 1 name prefix, 2 alias exact, 3 contains: the same for the pinyin and initials of each name. Compared
 * with the stored text unfolded (a per-row fold of hundreds of matches costs more than the search itself): Chinese
 * names and aliases are what NFKC leaves alone, pinyin and initials are stored folded.
 */
function closeness(k: string) {
  const common = sql`regexp_replace(${foods.name}, '[（(].*$', '')`;
  const py = sql`split_part(${foods.pinyin}, ' ', 1)`;
  const ini = sql`split_part(${foods.initials}, ' ', 1)`;
  const inList = (list: unknown, sep: string) =>
    sql`position(${sep + k + sep} in ${sep} || ${list} || ${sep}) > 0`;
  return sql<number>`case
    when ${common} = ${k} or ${foods.name} = ${k} or ${py} = ${k} or ${ini} = ${k} then 0
    when starts_with(${foods.name}, ${k}) or starts_with(${py}, ${k}) or starts_with(${ini}, ${k}) then 1
    when ${inList(foods.aliases, '、')} or ${inList(foods.pinyin, ' ')} or ${inList(foods.initials, ' ')} then 2
    else 3 end`;
}

export async function searchFoods(db: Db, input: FoodSearchInput): Promise<FoodPage> {
  const { page, pageSize } = input;
  const where = matchKeywords(searchText(foods), input.keyword);
  const empty = { list: [], total: 0, page, pageSize, sort: null, order: 'desc' as const };
  if (!where) return empty;
  const rows = await selectItems(db, { total: sql<number>`count(*) over ()`.mapWith(Number) })
    .where(where)
    .orderBy(
      closeness(foldSearchText(input.keyword)),
      // Among equally close matches, the everyday foods of the home page first (pg: 苹果 before 培根), then shorter names.
      sql`${foods.popular} = 0`,
      sql`char_length(${foods.name})`,
      asc(foods.id),
    )
    .limit(pageSize)
    .offset(offsetOf(input));
  const total =
    rows[0]?.total ??
    (page > 1
      ? Number(
          (
            await db
              .select({ n: sql`count(*)` })
              .from(foods)
              .where(where)
          )[0]?.n ?? 0,
        )
      : 0);
  return { ...empty, list: rows.map((r) => toItem(r)), total };
}
