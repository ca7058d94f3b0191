/**
 * The food search (search.ts) over the kept rows (searchRows.ts): the same match, closeness, order and page as its
 * query, which answers without a public cache; tests/api/food-search-in-memory.test.ts holds them equal byte for byte.
 */
import type { FoodPage } from '#lib/food/types.ts';
import type { FoodSearchInput } from '#lib/food/validators.ts';
import { foldSearchText } from '#lib/search/normalise.ts';
import { keywordMatcher } from '#server/services/search/matchInMemory.ts';
import { toItem } from './rows.ts';
import type { FoodSearchRow } from './searchRows.ts';

const inList = (list: string, sep: string, k: string) => `${sep}${list}${sep}`.includes(`${sep}${k}${sep}`);

/** search.ts's closeness: 0 exact name, 1 name prefix, 2 alias exact, 3 contains (pinyin and initials alike). */
function closeness(r: FoodSearchRow, k: string): number {
  const name = r.name ?? '';
  if (r.common === k || name === k || r.py === k || r.ini === k) return 0;
  if (name.startsWith(k) || r.py.startsWith(k) || r.ini.startsWith(k)) return 1;
  if (inList(r.aliases ?? '', '、', k) || inList(r.pinyin, ' ', k) || inList(r.initials, ' ', k)) return 2;
  return 3;
}

/** char_length: code points, as the database counts them. */
const charLength = (s: string) => [...s].length;

export function searchFoodsInMemory(rows: FoodSearchRow[], input: FoodSearchInput): FoodPage {
  const { page, pageSize } = input;
  const empty = { list: [], total: 0, page, pageSize, sort: null, order: 'desc' as const };
  const match = keywordMatcher(input.keyword);
  if (!match) return empty;
  const k = foldSearchText(input.keyword);
  const hits = rows
    .filter((r) => match(r.doc))
    .map((r) => ({ r, close: closeness(r, k), length: charLength(r.name ?? '') }));
  hits.sort(
    (a, b) =>
      a.close - b.close ||
      Number(a.r.popular === 0) - Number(b.r.popular === 0) ||
      a.length - b.length ||
      a.r.id! - b.r.id!,
  );
  const list = hits.slice((page - 1) * pageSize, page * pageSize).map((h) => toItem(h.r));
  return { ...empty, list, total: hits.length };
}
