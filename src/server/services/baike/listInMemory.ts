/**
 * getBaikeLists over the kept entries (listRows.ts): the same category filter, match, rank, order, page and exact
 * matches as the query of list.ts, which answers without a public cache; tests/api/baike-list-in-memory.test.ts holds
 * them equal byte for byte.
 */
import type { BaikeExactMatch, BaikeListAnswer } from '#lib/baike/types.ts';
import type { BaikeListInput } from '#lib/baike/validators.ts';
import { foldSearchText } from '#lib/search/normalise.ts';
import { keywordMatcher } from '#server/services/search/matchInMemory.ts';
import { toCard, toRef } from './cards.ts';
import type { BaikeListRow, BaikeListRows } from './listRows.ts';
import { descendantIds } from './tree.ts';

/** list.ts's rank: 0 title, 1 alias, 2 title prefix, 3 title contains, 4 elsewhere (the LIKEs' patterns are literal). */
function rankOf(r: BaikeListRow, k: string): number {
  if (r.title === k) return 0;
  if (r.aliases.includes(k)) return 1;
  if (r.title.startsWith(k)) return 2;
  return r.title.includes(k) ? 3 : 4;
}

/** 'unknown' when the category names no node of the tree. */
export function baikeListInMemory(kept: BaikeListRows, input: BaikeListInput): BaikeListAnswer | 'unknown' {
  const { page, pageSize } = input;
  const keyword = foldSearchText(input.keyword ?? '');
  let rows = kept.entries;
  if (input.category !== undefined) {
    if (!kept.categories.some((r) => r.id === input.category)) return 'unknown';
    const under = new Set(descendantIds(kept.categories, input.category));
    rows = rows.filter((r) => under.has(r.categoryId));
  }
  let hits = rows;
  if (keyword) {
    const match = keywordMatcher(keyword);
    hits = match
      ? rows
          .filter((r) => match(r.doc))
          .map((r) => ({ r, rank: rankOf(r, keyword) }))
          .sort((a, b) => a.rank - b.rank || a.r.newest - b.r.newest)
          .map((h) => h.r)
      : [];
  }
  const exact: BaikeExactMatch[] = keyword
    ? rows
        .filter((r) => r.title === keyword || r.aliases.includes(keyword))
        .sort((a, b) => a.id - b.id)
        .slice(0, 20)
        .map((r) => ({
          ...toRef(r),
          summary: r.summary,
          alias: r.title === keyword ? null : (r.aliases.find((x) => x === keyword) ?? null),
          category: { id: r.categoryId, name: r.categoryName },
        }))
    : [];
  const list = hits.slice((page - 1) * pageSize, page * pageSize).map(toCard);
  return { list, total: hits.length, page, pageSize, exact };
}
