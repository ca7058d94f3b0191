/** Build queries of the article pages: what src/content/source.ts reads, locally or through the running server. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles } from '#server/db/schema/index.ts';
import { LISTED_KIND_ORDER, type ListedKind } from '#lib/articleKinds.ts';
import { LIST_PAGE_SIZE } from '#lib/listPages.ts';
import { monthList } from '#server/services/content/articleCalendar.ts';
import { articleCounts } from '#server/services/content/articleFacets.ts';
import { articleNeighbours } from '#server/services/content/articleNeighbours.ts';
import {
  listArticles,
  publicArticle,
  recommendedArticles,
  relatedArticles,
  selectItems,
  toItem,
} from '#server/services/content/articleList.ts';
import { categoryList, columnList, tagList, tagsOf } from '#server/services/content/taxonomy.ts';

/** A list page's one filter (JSON: ids and the `YYYY-MM` month). */
export interface ArticlePageFilter {
  column_id?: number;
  category_id?: number;
  month?: string;
}

const listedPublic = () => and(publicArticle(), inArray(articles.kind, [...LISTED_KIND_ORDER]));

export const articleQueries = {
  /** Every published article of a kind, newest first (the full build slices its pages from it). */
  articlesOfKind: async (db: Db, kind: ListedKind) =>
    (await listArticles(db, { kind }, { page: 1, pageSize: Number.MAX_SAFE_INTEGER })).list,
  /** One list page of a kind, narrowed to one column, category or month: the API's own list, so the same order. */
  articlePage: (db: Db, kind: ListedKind, page: number, filter: ArticlePageFilter) =>
    listArticles(db, { kind, ...filter }, { page, pageSize: LIST_PAGE_SIZE }),
  /** Published articles of every listed kind per column, category and China-time month (one pass). */
  articleCounts: (db: Db) => articleCounts(db),
  /** The older and newer article next to `id` in its kind's list. */
  articleNeighbours: (db: Db, kind: ListedKind, id: number) => articleNeighbours(db, kind, id),
  /** Which of `ids` are published articles of the listed kinds (a publish run's detail pages), ascending. */
  articleIdsAmong: async (db: Db, ids: number[]) =>
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: articles.id })
            .from(articles)
            .where(and(listedPublic(), inArray(articles.id, ids)))
            .orderBy(asc(articles.id))
        ).map((r) => r.id),
  /** Ids of every published article of the listed kinds (their detail pages), without reading the articles. */
  articleIds: async (db: Db) =>
    (await db.select({ id: articles.id }).from(articles).where(listedPublic()).orderBy(asc(articles.id))).map(
      (r) => r.id,
    ),
  /** A published article with its body and tags, or null when it is not public. */
  articleBody: async (db: Db, id: number) => {
    const [row] = await selectItems(db).where(and(eq(articles.id, id), publicArticle()));
    if (!row) return null;
    const [[content], tags] = await Promise.all([
      db.select({ html: articles.contentHtml }).from(articles).where(eq(articles.id, id)),
      tagsOf(db, [id]),
    ]);
    return { item: toItem(row), content_html: content?.html ?? '', tags: tags.get(id) ?? [] };
  },
  relatedArticles: (db: Db, id: number, limit: number) => relatedArticles(db, id, limit),
  recommendedArticles: (db: Db, kind: ListedKind, limit: number) => recommendedArticles(db, kind, limit),
  columnsOf: (db: Db, kind: ListedKind) => columnList(db, kind),
  categoriesOf: (db: Db, kind: ListedKind) => categoryList(db, kind),
  monthsOf: (db: Db, kind: ListedKind) => monthList(db, kind),
  popularTags: (db: Db, limit: number) => tagList(db, limit),
};
