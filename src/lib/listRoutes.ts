/**
 * The prebuilt list families: where each list lives, the facets that narrow it and the shape of its URLs —
 * `{base}`, `{base}/page/N`, `{base}/{facet}/{value}`, `{base}/{facet}/{value}/page/N`. One rest-parameter route per
 * family (`[...facet].astro`) serves them all; `src/content/listRoutes.ts` gives each list its counts at build time.
 */
import { articleListKey, FAMILY, type Family, type PageKey } from './pageFamilies.ts';
import { LIST_PAGE_SIZE } from './listPages.ts';
import { pageCount } from './paging.ts';

/** One page of a list: the facet value it is narrowed to (if any) and its number. */
export interface ListPlace {
  facet?: { name: string; value: string };
  page: number;
}

/** One value of a facet and how many items carry it. */
export interface FacetCount {
  value: string;
  count: number;
}

/** What a list holds: its items, and per facet the values in use with their items. */
export interface ListCounts {
  total: number;
  facets: Record<string, readonly FacetCount[]>;
}

export interface ListRoute {
  /** Family of the pages (src/lib/pageFamilies.ts): what `scoped()` records and the publish planner names. */
  family: Family;
  /** Page 1 of the whole list. */
  base: string;
  /** The route's own parameters besides `facet` (`kind` of /article/[kind]/[...facet]). */
  params?: Record<string, string>;
  /** Facet names, each a path segment after the base; `''`: the value itself follows the base (/article/tag/5). */
  facets: readonly string[];
  /** Whether the unfiltered list has pages: not for tags (/article/tag is the tag index, another page). */
  whole: boolean;
  /** A page's key in its keyed family; unkeyed families are rendered whole. */
  key?: (place: ListPlace) => PageKey;
}

const ARTICLE_FACETS = ['column', 'category', 'month'] as const;

/** An article list page's key: kind, `all` or `column:3`, head or tail (src/lib/pageFamilies.ts). */
const articleKey =
  (kind: string) =>
  (place: ListPlace): PageKey =>
    articleListKey(kind, place.facet ? `${place.facet.name}:${place.facet.value}` : 'all', place.page);

export const LIST_ROUTES = {
  news: {
    family: FAMILY.articleList,
    base: '/article/news',
    params: { kind: 'news' },
    facets: ARTICLE_FACETS,
    whole: true,
    key: articleKey('news'),
  },
  policy: {
    family: FAMILY.articleList,
    base: '/article/policy',
    params: { kind: 'policy' },
    facets: ARTICLE_FACETS,
    whole: true,
    key: articleKey('policy'),
  },
  report: {
    family: FAMILY.articleList,
    base: '/report/list',
    facets: ARTICLE_FACETS,
    whole: true,
    key: articleKey('report'),
  },
  tag: {
    family: FAMILY.tag,
    base: '/article/tag',
    facets: [''],
    whole: false,
    key: (place) => Number(place.facet?.value),
  },
  product: { family: FAMILY.productList, base: '/data/product', facets: ['industry', 'format'], whole: true },
  reference: {
    family: FAMILY.referenceList,
    base: '/reference/list',
    facets: ['industry', 'year'],
    whole: true,
  },
  periodical: { family: FAMILY.referenceList, base: '/reference/periodical', facets: ['year'], whole: true },
} as const satisfies Record<string, ListRoute>;

export type ListName = keyof typeof LIST_ROUTES;

const pagesOf = (count: number, pageSize: number): number[] =>
  Array.from({ length: pageCount(count, pageSize) }, (_, i) => i + 1);

/** Every page a list has for these counts: the whole list's, then each facet value's (page 1 even when empty). */
export function listPlaces(route: ListRoute, counts: ListCounts, pageSize = LIST_PAGE_SIZE): ListPlace[] {
  const places: ListPlace[] = route.whole ? pagesOf(counts.total, pageSize).map((page) => ({ page })) : [];
  for (const name of route.facets)
    for (const { value, count } of counts.facets[name] ?? [])
      for (const page of pagesOf(count, pageSize)) places.push({ facet: { name, value }, page });
  return places;
}

/** The rest parameter of a page: `column/3/page/2`, `5` (a tag), or undefined for page 1 of the whole list. */
export function facetParam(place: ListPlace): string | undefined {
  const parts = place.facet ? [place.facet.name, place.facet.value].filter(Boolean) : [];
  if (place.page > 1) parts.push('page', String(place.page));
  return parts.length ? parts.join('/') : undefined;
}

/** The address of a page (unencoded, as the build records it). */
export function listUrl(route: ListRoute, place: ListPlace): string {
  const param = facetParam(place);
  return param ? `${route.base}/${param}` : route.base;
}

/** Every address of a list for these counts. */
export const listUrls = (route: ListRoute, counts: ListCounts, pageSize = LIST_PAGE_SIZE): string[] =>
  listPlaces(route, counts, pageSize).map((place) => listUrl(route, place));
