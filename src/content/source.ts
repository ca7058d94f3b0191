/** Build-time article content: what the article pages show, composed from build queries (src/content/query.ts). */
import type { ArticleItem } from '#server/services/content/articleList.ts';
import type { Paged } from '#lib/paging.ts';
import type { ListedKind } from '#lib/articleKinds.ts';
import { LIST_PAGE_SIZE } from '#lib/listPages.ts';
import { chinaDate } from '#lib/chinaTime.ts';
import { articleListKey, FAMILY, LIST_HEAD_PAGES } from '#lib/pageFamilies.ts';
import { planned, plannedKeys } from './plan.ts';
import { query } from './query.ts';

export type { ArticleItem };

export interface Neighbour {
  id: number;
  title: string;
}

/** An article as its prebuilt detail page shows it (the view is not counted: building is not reading). */
export interface ArticlePage extends ArticleItem {
  content_html: string;
  tags: { id: number; name: string }[];
  /** Older and newer article of the same kind, in list order. */
  prev: Neighbour | null;
  next: Neighbour | null;
}

/** Every published article of a kind, newest first. */
const snapshot = (kind: ListedKind) => query('articlesOfKind', kind);

/**
 * Whether this build reads a kind page by page (its list pages, counts and neighbours in SQL): a publish run that
 * renders only the first pages of the kind's lists. The full build, and a run rendering every page of them, read the
 * whole kind once and slice it (one query for thousands of pages). Both give the same pages, byte for byte.
 */
const pageByPage = (kind: ListedKind): boolean =>
  !planned(FAMILY.articleList, articleListKey(kind, 'all', LIST_HEAD_PAGES + 1));

/** Page `page` of a kind's list (20 a page), optionally of one column only. */
export const listArticlesPage = (
  kind: ListedKind,
  page: number,
  columnId?: number,
): Promise<Paged<ArticleItem>> => listFilteredPage(kind, page, { columnId });

/** Number of published articles of a kind (of one column when given). */
export async function countArticles(kind: ListedKind, columnId?: number): Promise<number> {
  return (await listArticlesPage(kind, 1, columnId)).total;
}

export interface ColumnFilter {
  id: number;
  name: string;
  count: number;
}

type Facet = 'column' | 'category';
const FACET_KEY = { column: 'column_id', category: 'category_id' } as const;

/** Per column or category id, the kind's published articles carrying it. */
async function facetCounts(kind: ListedKind, facet: Facet): Promise<Map<number, number>> {
  if (pageByPage(kind))
    return new Map(
      (await query('articleCounts'))[facet].filter((c) => c.kind === kind).map((c) => [c.value, c.count]),
    );
  const counts = new Map<number, number>();
  for (const a of await snapshot(kind)) {
    const id = a[FACET_KEY[facet]];
    if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** `facets` (columns or categories, in their order) that hold published articles, with their counts. */
async function counted(
  facets: Promise<{ id: number; name: string }[]>,
  counts: Promise<Map<number, number>>,
): Promise<ColumnFilter[]> {
  const [all, byId] = await Promise.all([facets, counts]);
  return all.map((c) => ({ id: c.id, name: c.name, count: byId.get(c.id) ?? 0 })).filter((c) => c.count > 0);
}

/** The kind's columns that hold published articles, in column order: one prebuilt filtered list each. */
export const columnFilters = (kind: ListedKind): Promise<ColumnFilter[]> =>
  counted(query('columnsOf', kind), facetCounts(kind, 'column'));

/** Ids of every published article of the listed kinds: one detail page each (in a publish run, of its plan). */
export function allArticleIds(): Promise<number[]> {
  const keys = plannedKeys(FAMILY.articleDetail);
  return keys ? query('articleIdsAmong', keys.map(Number)) : query('articleIds');
}

/** The older (`prev`) and newer (`next`) article next to `id` in its kind's list. */
async function neighboursOf(kind: ListedKind, id: number): Promise<Pick<ArticlePage, 'prev' | 'next'>> {
  if (pageByPage(kind)) return query('articleNeighbours', kind, id);
  const siblings = await snapshot(kind);
  const at = siblings.findIndex((a) => a.id === id);
  const neighbour = (i: number): Neighbour | null => {
    const a = at < 0 ? undefined : siblings[i];
    return a ? { id: a.id, title: a.title } : null;
  };
  return { prev: neighbour(at + 1), next: at > 0 ? neighbour(at - 1) : null };
}

/** The published article `id` for its detail page, or null when it is not public. */
export async function getArticle(id: number): Promise<ArticlePage | null> {
  const body = await query('articleBody', id);
  if (!body) return null;
  const { prev, next } = await neighboursOf(body.item.kind as ListedKind, id);
  return { ...body.item, content_html: body.content_html, tags: body.tags, prev, next };
}

/** Articles sharing tags or category with `id` (the API's getRelatedList). */
export const relatedTo = (id: number, limit = 6) => query('relatedArticles', id, limit);

/** Most read articles of a kind (the API's getRecommendList). */
export const recommendedFor = (kind: ListedKind, limit = 6) => query('recommendedArticles', kind, limit);

/** Categories, months and tags: the filters of the article lists. */
export const categoriesOf = (kind: ListedKind) => query('categoriesOf', kind);
export const monthsOf = (kind: ListedKind) => query('monthsOf', kind);
export const popularTags = (limit = 30) => query('popularTags', limit);

/** One dimension of a list filter at a time: a column, a category or a month (`YYYY-MM`, China time). */
export interface ListFilter {
  columnId?: number;
  categoryId?: number;
  month?: string;
}

/** The China-time month (`YYYY-MM`) an article was published in, or '' when it has no date. */
export const monthOfArticle = (a: ArticleItem): string =>
  a.published_at ? chinaDate(a.published_at).slice(0, 7) : '';

const matches = (a: ArticleItem, f: ListFilter): boolean =>
  (f.columnId === undefined || a.column_id === f.columnId) &&
  (f.categoryId === undefined || a.category_id === f.categoryId) &&
  (f.month === undefined || monthOfArticle(a) === f.month);

/** Page `page` of a kind's list narrowed by `filter` (20 a page). */
export async function listFilteredPage(
  kind: ListedKind,
  page: number,
  filter: ListFilter,
): Promise<Paged<ArticleItem>> {
  if (pageByPage(kind)) {
    // Only what the page shows: its 20 rows and the filter's total, in the API's own list order.
    const { columnId: column_id, categoryId: category_id, month } = filter;
    return query('articlePage', kind, page, { column_id, category_id, month });
  }
  const chosen = (await snapshot(kind)).filter((a) => matches(a, filter));
  const start = (page - 1) * LIST_PAGE_SIZE;
  return {
    list: chosen.slice(start, start + LIST_PAGE_SIZE),
    total: chosen.length,
    page,
    pageSize: LIST_PAGE_SIZE,
  };
}

/** The kind's categories that hold published articles, in category order: one prebuilt filtered list each. */
export const categoryFilters = (kind: ListedKind): Promise<ColumnFilter[]> =>
  counted(categoriesOf(kind), facetCounts(kind, 'category'));

export interface MonthFilter {
  month: string;
  count: number;
}

/** Months (China time) with published articles of the kind, newest first, counted from the same list the pages show. */
export async function monthFilters(kind: ListedKind): Promise<MonthFilter[]> {
  if (pageByPage(kind))
    return (await query('articleCounts')).month
      .filter((c) => c.kind === kind)
      .map((c) => ({ month: c.value, count: c.count }));
  const counts = new Map<string, number>();
  for (const a of await snapshot(kind)) {
    const month = monthOfArticle(a);
    if (month) counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => b.localeCompare(a)).map(([month, count]) => ({ month, count }));
}
