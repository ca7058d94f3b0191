import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { facetPath } from '#content/facets.ts';
import { urlOf } from '#content/plan.ts';
import { KIND_INFO } from '#lib/articleKinds.ts';
import { categoryPath, columnPath, monthPath, pageHref, tagPath } from '#lib/listPages.ts';
import {
  facetParam,
  LIST_ROUTES,
  listPlaces,
  listUrl,
  listUrls,
  type ListCounts,
  type ListPlace,
  type ListRoute,
} from '#lib/listRoutes.ts';
import { articleListKey, FAMILY } from '#lib/pageFamilies.ts';

const ROUTES: Record<string, ListRoute> = LIST_ROUTES;

describe('list route table', () => {
  it('gives every page of a list and of each facet value, page 1 at the bare address', () => {
    const counts: ListCounts = {
      total: 45,
      facets: {
        column: [
          { value: '3', count: 21 },
          { value: '4', count: 20 },
        ],
        month: [{ value: '2026-10', count: 5 }],
      },
    };
    expect(listUrls(LIST_ROUTES.news, counts)).toEqual([
      '/article/news',
      '/article/news/page/2',
      '/article/news/page/3',
      '/article/news/column/3',
      '/article/news/column/3/page/2',
      '/article/news/column/4',
      '/article/news/month/2026-10',
    ]);
    expect(listUrls(LIST_ROUTES.periodical, { total: 0, facets: {} })).toEqual(['/reference/periodical']);
  });

  it('gives tags their own pages but not the bare /article/tag (the tag index is another page)', () => {
    const counts: ListCounts = { total: 99, facets: { '': [{ value: '5', count: 41 }] } };
    expect(listUrls(LIST_ROUTES.tag, counts)).toEqual([
      '/article/tag/5',
      '/article/tag/5/page/2',
      '/article/tag/5/page/3',
    ]);
  });

  it('spells each address as the links of the list pages do', () => {
    const news = KIND_INFO.news.listPath;
    const at = (facet: ListPlace['facet'], page: number) => listUrl(LIST_ROUTES.news, { facet, page });
    expect(at(undefined, 2)).toBe(pageHref(news, 2));
    expect(at({ name: 'column', value: '3' }, 2)).toBe(pageHref(columnPath(news, 3), 2));
    expect(at({ name: 'category', value: '7' }, 1)).toBe(categoryPath(news, 7));
    expect(at({ name: 'month', value: '2026-10' }, 1)).toBe(monthPath(news, '2026-10'));
    expect(listUrl(LIST_ROUTES.tag, { facet: { name: '', value: '5' }, page: 1 })).toBe(tagPath(5));
    expect(listUrl(LIST_ROUTES.report, { page: 1 })).toBe(KIND_INFO.report.listPath);
    const product = { facet: { name: 'industry', value: '玉米' }, page: 1 };
    expect(encodeURI(listUrl(LIST_ROUTES.product, product))).toBe(
      facetPath('/data/product', 'industry', '玉米'),
    );
  });

  it('records the same address the build records through the rest parameter', () => {
    const place = { facet: { name: 'year', value: '2026' }, page: 2 };
    expect(urlOf('/reference/periodical/[...facet]', { facet: facetParam(place) })).toBe(
      listUrl(LIST_ROUTES.periodical, place),
    );
    expect(urlOf('/article/[kind]/[...facet]', { kind: 'policy', facet: facetParam({ page: 1 }) })).toBe(
      '/article/policy',
    );
  });

  it('keys article lists as the publish planner names them, tags by tag id', () => {
    expect(LIST_ROUTES.news.key({ page: 1 })).toBe(articleListKey('news', 'all', 1));
    expect(LIST_ROUTES.report.key({ facet: { name: 'month', value: '2026-10' }, page: 9 })).toBe(
      'report|month:2026-10|tail',
    );
    expect(LIST_ROUTES.tag.key({ facet: { name: '', value: '12' }, page: 3 })).toBe(12);
  });

  it('lets /article/[kind]/… serve news and policy only, at their own list addresses', () => {
    const kinds = Object.values(ROUTES).flatMap((r) => (r.params?.kind ? [r] : []));
    expect(kinds.map((r) => r.params?.kind).sort()).toEqual(['news', 'policy']);
    for (const r of kinds) expect(r.base).toBe(`/article/${r.params?.kind}`);
  });
});

/** The place of a recorded list address under `route`, or null when the table has no such shape. */
function placeOf(route: ListRoute, url: string): ListPlace | null {
  if (url === route.base) return route.whole ? { page: 1 } : null;
  if (!url.startsWith(`${route.base}/`)) return null;
  const parts = url.slice(route.base.length + 1).split('/');
  const page = parts.length >= 2 && parts.at(-2) === 'page' ? Number(parts.splice(-2)[1]) : 1;
  if (parts.length === 0) return route.whole && page > 1 ? { page } : null;
  const [name, value] = parts.length === 1 ? ['', parts[0]!] : parts;
  if (parts.length > 2 || !route.facets.includes(name!)) return null;
  return { facet: { name: name!, value: value! }, page };
}

// The last full build's record (npm run build), when this checkout has one: every list page it holds is one the
// table describes, under the table's family and key, and every list has page 1 and no gap in its pages.
const MANIFEST = 'dist/_portal/pages.json';
const built = existsSync(MANIFEST)
  ? (JSON.parse(readFileSync(MANIFEST, 'utf8')) as { pages: Record<string, Record<string, string[]>> }).pages
  : null;

describe.skipIf(!built)('the last full build', () => {
  const families = new Set(Object.values(ROUTES).map((r) => r.family));

  it('records only list pages the table describes, each under its key', () => {
    for (const family of families)
      for (const [key, urls] of Object.entries(built![family] ?? {}))
        for (const url of urls) {
          const route = Object.values(ROUTES).find((r) => r.family === family && placeOf(r, url));
          expect(route, url).toBeDefined();
          const place = placeOf(route!, url)!;
          expect(listUrl(route!, place)).toBe(url);
          expect(route!.key ? String(route!.key(place)) : url, url).toBe(key);
        }
  });

  it('holds every page of each list the table gives for the counts it shows', () => {
    for (const route of Object.values(ROUTES)) {
      const urls = Object.values(built![route.family] ?? {})
        .flat()
        .filter((u) => placeOf(route, u));
      const places = urls.map((u) => placeOf(route, u)!);
      // The counts the pages imply: the last page of the list and of each facet value, full.
      const last = (of: ListPlace[]) => Math.max(0, ...of.map((p) => p.page)) * 20;
      const counts: ListCounts = {
        total: last(places.filter((p) => !p.facet)),
        facets: Object.fromEntries(
          route.facets.map((name) => {
            const values = [
              ...new Set(places.filter((p) => p.facet?.name === name).map((p) => p.facet!.value)),
            ];
            return [
              name,
              values.map((value) => ({
                value,
                count: last(places.filter((p) => p.facet?.value === value && p.facet.name === name)),
              })),
            ];
          }),
        ),
      };
      expect(urls.sort(), route.base).toEqual(
        listPlaces(route, counts)
          .map((p) => listUrl(route, p))
          .sort(),
      );
      if (route.whole) expect(urls, route.base).toContain(route.base);
    }
  });
});

it('keeps list families in the families the planner knows', () => {
  for (const route of Object.values(ROUTES)) expect(Object.values(FAMILY)).toContain(route.family);
});
