/** Pure helpers of the prebuilt reference and product lists: facet counts, facet paths, a page of a list, neighbours. */
import { LIST_PAGE_SIZE } from '#lib/listPages.ts';
import type { Paged } from '#lib/paging.ts';

/** One value of a list filter (an industry, a year, a format) with how many items carry it. */
export interface Facet {
  id: string;
  name: string;
  count: number;
}

/** Page 1 of the list at `listPath` filtered to one facet value: `/reference/list/industry/玉米` (encoded). */
export const facetPath = (listPath: string, facet: string, value: string): string =>
  `${listPath}/${facet}/${encodeURIComponent(value)}`;

/** The distinct non-empty values of `keyOf` with their counts, in `order` (default: most items first, then by name). */
export function countBy<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  order: (a: Facet, b: Facet) => number = (a, b) =>
    b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'),
): Facet[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([id, count]) => ({ id, name: id, count })).sort(order);
}

/** Newest year first. */
export const byYearDesc = (a: Facet, b: Facet): number => Number(b.id) - Number(a.id);

/** Page `page` of an already ordered list. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = LIST_PAGE_SIZE): Paged<T> {
  const start = (page - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length, page, pageSize };
}

export interface Neighbour {
  id: number;
  title: string;
}

/** The item after `id` (older, shown as 上一篇) and before it (newer, 下一篇) in a newest-first list. */
export function neighboursOf<T extends { id: number }>(
  list: readonly T[],
  id: number,
  titleOf: (item: T) => string,
): { prev: Neighbour | null; next: Neighbour | null } {
  const at = list.findIndex((item) => item.id === id);
  const pick = (i: number): Neighbour | null => {
    const item = at < 0 || i < 0 ? undefined : list[i];
    return item ? { id: item.id, title: titleOf(item) } : null;
  };
  return { prev: pick(at + 1), next: pick(at - 1) };
}

/** One link of a filter row (the shape of src/components/article/FilterRow.astro). */
export interface FacetOption {
  href: string;
  label: string;
  count: number;
  selected: boolean;
  current: boolean;
}

export interface FacetRowInput {
  listPath: string;
  /** Path segment of the filter: `industry`, `year`, `format`. */
  facet: string;
  facets: Facet[];
  /** Value this row filters by on the page shown, if any. */
  chosen?: string;
  /** Items of the unfiltered list (the count of 全部). */
  total: number;
  /** The page shown applies no filter at all. */
  unfiltered: boolean;
  labelOf?: (f: Facet) => string;
}

/** 全部 plus one option per facet value; the shown page's option is current, 全部 of the other rows is selected. */
export function facetOptions(row: FacetRowInput): FacetOption[] {
  const { listPath, facet, facets, chosen, total, unfiltered, labelOf = (f) => f.name } = row;
  return [
    { href: listPath, label: '全部', count: total, selected: chosen === undefined, current: unfiltered },
    ...facets.map((f) => ({
      href: facetPath(listPath, facet, f.id),
      label: labelOf(f),
      count: f.count,
      selected: f.id === chosen,
      current: f.id === chosen,
    })),
  ];
}
