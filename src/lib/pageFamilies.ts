/**
 * Families of prebuilt pages a content change can touch. A dynamic page's getStaticPaths names its family through
 * `scoped()` (src/content/plan.ts); the rebuild planner (src/server/services/publish/planner.ts) names the families
 * and keys a change touches. Keyed families are rendered per key (item id, or kind for article lists), the others
 * as a whole.
 */
export const FAMILY = {
  /** /article/detail/{id}: keyed by article id. */
  articleDetail: 'article-detail',
  /** Paged and filtered lists of news, policy and reports (columns, categories, months): keyed by `articleListKey`. */
  articleList: 'article-list',
  /** /article/tag/{id} and its pages: keyed by tag id. */
  tag: 'tag',
  /** /reference/detail/{id}: keyed by reference id. */
  referenceDetail: 'reference-detail',
  /** /reference/list and /reference/periodical with their pages and filters. */
  referenceList: 'reference-list',
  /** /product/detail/{id}: keyed by product id. */
  productDetail: 'product-detail',
  /** /data/product with its pages and filters. */
  productList: 'product-list',
  /** /application/standard/detail/{id}: keyed by standard id. */
  standardDetail: 'standard-detail',
  /** /application/food/detail/{code}: keyed by the food's row id (the content events' entity id). */
  foodDetail: 'food-detail',
  /** /application/trade/detail/{code}: every HS code's page, rendered whole when a trade import changes which codes have flows. */
  tradeProduct: 'trade-product',
  /** /application/trade/country-detail/{ISO2}: whole (a trade import changes which partners have flows). */
  tradeCountry: 'trade-country',
  /** /application/baike/{id} and /application/baike/history/{id}: keyed by entry id. */
  baikeEntry: 'baike-entry',
} as const;
export type Family = (typeof FAMILY)[keyof typeof FAMILY];

/** How many first pages of a list go live with a publish; later pages follow in the same run's second phase. */
export const LIST_HEAD_PAGES = 3;

/**
 * Key of an article list page: kind, facet (`all`, `column:3`, `category:5`, `month:2026-10`) and whether it is one
 * of the first pages. A publish shifts every later page of its lists by one item; readers look at the first ones.
 */
export function articleListKey(kind: string, facet: string, page: number): string {
  return `${kind}|${facet}|${page <= LIST_HEAD_PAGES ? 'head' : 'tail'}`;
}

/** A page's key in its family: an item id (detail and tag pages) or a name (article lists, `articleListKey`). */
export type PageKey = number | string;

/** Whether a page key is among the wanted ones (exactly, or by a `prefix*` entry). */
export function keyWanted(wanted: readonly PageKey[], key: PageKey): boolean {
  return wanted.some((w) =>
    typeof w === 'string' && w.endsWith('*')
      ? String(key).startsWith(w.slice(0, -1))
      : String(w) === String(key),
  );
}
