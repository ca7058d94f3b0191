/**
 * Families of prebuilt pages a content change can touch. A dynamic page's getStaticPaths names its family through
 * `scoped()` (src/content/plan.ts); the rebuild planner (src/server/services/publish/planner.ts) names the families
 * and keys a change touches. Keyed families are rendered per key (item id, or kind for article lists), the others
 * as a whole.
 */
export const FAMILY = {
  /** /article/detail/{id}: keyed by article id. */
  articleDetail: 'article-detail',
  /** Paged and filtered lists of news, policy and reports (columns, categories, months): keyed by kind. */
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
} as const;
export type Family = (typeof FAMILY)[keyof typeof FAMILY];
