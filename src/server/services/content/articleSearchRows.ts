/**
 * What the site search (articleSearch.ts) matches and orders in memory, kept per version of the articles cache tag
 * (every article event drops it): each public article's id, kind, stored search document and place in the list's
 * order (published_at desc, id desc) as the database orders it. Only these: the shown columns of a page's few rows
 * are read by id, so a catalogue of tens of thousands of articles keeps its documents only.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles } from '#server/db/schema/index.ts';
import { keptPerVersion } from '#server/services/search/keptPerVersion.ts';
import { searchText } from '#server/services/search/match.ts';
import { newestFirst, publicArticle } from './articleList.ts';

const read = (db: Db) =>
  db
    .select({ id: articles.id, kind: articles.kind, doc: sql<string>`${searchText(articles)}` })
    .from(articles)
    .where(publicArticle())
    .orderBy(...newestFirst)
    // A query builder runs again at each await: the rows, once.
    .then((rows) => rows);

export type ArticleSearchRow = Awaited<ReturnType<typeof read>>[number];

/** The rows as of `version` (the public cache's version of CACHE_TAG.articles), newest first, read once for it. */
export const articleSearchRows = keptPerVersion(read);
