/** Build queries of the article pages: what src/content/source.ts reads, locally or through the running server. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles } from '#server/db/schema/index.ts';
import { LISTED_KIND_ORDER, type ListedKind } from '#lib/articleKinds.ts';
import { monthList } from '../articleCalendar.ts';
import {
  listArticles,
  publicArticle,
  recommendedArticles,
  relatedArticles,
  selectItems,
  toItem,
} from '../articleList.ts';
import { categoryList, columnList, tagList, tagsOf } from '../taxonomy.ts';

export const articleQueries = {
  /** Every published article of a kind, newest first. */
  articlesOfKind: async (db: Db, kind: ListedKind) =>
    (await listArticles(db, { kind }, { page: 1, pageSize: Number.MAX_SAFE_INTEGER })).list,
  /** Ids of every published article of the listed kinds (their detail pages), without reading the articles. */
  articleIds: async (db: Db) =>
    (
      await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(publicArticle(), inArray(articles.kind, [...LISTED_KIND_ORDER])))
        .orderBy(asc(articles.id))
    ).map((r) => r.id),
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
