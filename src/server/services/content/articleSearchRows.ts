/**
 * What the site search (articleSearch.ts) matches and orders in memory, kept per version of the articles cache tag
 * (every article event drops it): each public article's id, kind, stored search document and place in the list's
 * order (published_at desc, id desc) as the database orders it. Only these: the shown columns of a page's few rows
 * are read by id. Past MATCH_IN_MEMORY_MAX_ROWS articles nothing is kept (null) and the search asks its indexes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles } from '#server/db/schema/index.ts';
import { keptPerVersion } from '#server/services/search/keptPerVersion.ts';
import { searchText } from '#server/services/search/match.ts';
import { MATCH_IN_MEMORY_MAX_ROWS, withinMax } from '#server/services/search/matchInMemory.ts';
import { newestFirst, publicArticle } from './articleList.ts';

export interface ArticleSearchRow {
  id: number;
  kind: string;
  doc: string;
}

/** The public articles' documents, newest first; null past `max` of them. */
export const readArticleSearchRows = async (db: Db, max = MATCH_IN_MEMORY_MAX_ROWS) =>
  withinMax<ArticleSearchRow>(
    await db
      .select({ id: articles.id, kind: articles.kind, doc: sql<string>`${searchText(articles)}` })
      .from(articles)
      .where(publicArticle())
      .orderBy(...newestFirst)
      .limit(max + 1),
    max,
  );

/** The rows as of `version` (the public cache's version of CACHE_TAG.articles), read once for it. */
export const articleSearchRows = keptPerVersion((db) => readArticleSearchRows(db));
