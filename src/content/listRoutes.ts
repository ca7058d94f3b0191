/**
 * getStaticPaths of the list routes (src/lib/listRoutes.ts): each list's counts read from the build's content, every
 * page of it passed through `scoped()` with its family and key, so a rebuild renders only the planned ones.
 */
import type { ListedKind } from '#lib/articleKinds.ts';
import {
  facetParam,
  LIST_ROUTES,
  listPlaces,
  type FacetCount,
  type ListCounts,
  type ListName,
  type ListPlace,
} from '#lib/listRoutes.ts';
import type { Facet } from './facets.ts';
import { planned, scoped } from './plan.ts';
import { productFormats, productIndustries, productsPage } from './products.ts';
import {
  periodicalsPage,
  periodicalYears,
  referenceIndustries,
  referencesPage,
  referenceYears,
} from './references.ts';
import { categoryFilters, columnFilters, countArticles, monthFilters } from './source.ts';
import { tagsInUse } from './tags.ts';

const values = (facets: Facet[]): FacetCount[] => facets.map((f) => ({ value: f.id, count: f.count }));

async function articleCounts(kind: ListedKind): Promise<ListCounts> {
  const [total, columns, categories, months] = await Promise.all([
    countArticles(kind),
    columnFilters(kind),
    categoryFilters(kind),
    monthFilters(kind),
  ]);
  const byId = (c: { id: number; count: number }) => ({ value: String(c.id), count: c.count });
  return {
    total,
    facets: {
      column: columns.map(byId),
      category: categories.map(byId),
      month: months.map((m) => ({ value: m.month, count: m.count })),
    },
  };
}

/** What each list holds, as its pages count it. */
const COUNTS: Record<ListName, () => Promise<ListCounts>> = {
  news: () => articleCounts('news'),
  policy: () => articleCounts('policy'),
  report: () => articleCounts('report'),
  tag: async () => ({
    total: 0,
    facets: { '': (await tagsInUse()).map((t) => ({ value: String(t.id), count: t.count })) },
  }),
  product: async () => ({
    total: (await productsPage(1)).total,
    facets: { industry: values(await productIndustries()), format: values(await productFormats()) },
  }),
  reference: async () => ({
    total: (await referencesPage(1)).total,
    facets: { industry: values(await referenceIndustries()), year: values(await referenceYears()) },
  }),
  periodical: async () => ({
    total: (await periodicalsPage(1)).total,
    facets: { year: values(await periodicalYears()) },
  }),
};

/** What a list page renders: which list, and which page of it. */
export interface ListPageProps {
  list: ListName;
  place: ListPlace;
}

/** The static paths of a list route file serving the lists `names` (news and policy share /article/[kind]/…). */
export async function listStaticPaths(routePattern: string, ...names: ListName[]) {
  const perList = await Promise.all(
    names.map(async (list) => {
      const route = LIST_ROUTES[list];
      if (!planned(route.family)) return [];
      const paths = listPlaces(route, await COUNTS[list]()).map((place) => ({
        params: { ...('params' in route ? route.params : {}), facet: facetParam(place) },
        props: { list, place } satisfies ListPageProps,
      }));
      return scoped(
        route.family,
        routePattern,
        paths,
        'key' in route ? (p) => route.key(p.props.place) : undefined,
      );
    }),
  );
  return perList.flat();
}
