/**
 * The site search (/api/article/search) over the kept documents (articleSearchRows.ts): matched and ordered in memory
 * as listArticles' search query does, then its page's items read by id in one prepared query. The query stays for a
 * start without a public cache; tests/api/article-search-in-memory.test.ts holds both equal byte for byte.
 */
import { sql } from 'drizzle-orm';
import type { ArticleKind } from '#lib/content/model.ts';
import type { Paged } from '#lib/paging.ts';
import type { Db } from '#server/db/client.ts';
import { articles } from '#server/db/schema/index.ts';
import { paged, type PageInput } from '#server/db/paging.ts';
import { keywordMatcher } from '#server/services/search/matchInMemory.ts';
import { selectItems, toItem, type ArticleItem } from './articleList.ts';
import type { ArticleSearchRow } from './articleSearchRows.ts';

const byIds = new WeakMap<Db, ReturnType<typeof prepareByIds>>();

/** Articles by id, built and prepared once per database (no SQL built per call). */
const prepareByIds = (db: Db) =>
  selectItems(db)
    .where(sql`${articles.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('article_search_page');

async function itemsOf(db: Db, ids: number[]): Promise<ArticleItem[]> {
  if (!ids.length) return [];
  let statement = byIds.get(db);
  if (!statement) byIds.set(db, (statement = prepareByIds(db)));
  const rows = await statement.execute({ ids });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toItem(r)] : [];
  });
}

export async function searchArticlesInMemory(
  db: Db,
  rows: ArticleSearchRow[],
  q: { keyword: string; kind?: ArticleKind },
  p: PageInput,
): Promise<Paged<ArticleItem>> {
  // A keyword that folds to nothing finds nothing, rather than every article.
  const match = keywordMatcher(q.keyword);
  const hits = match ? rows.filter((r) => (!q.kind || r.kind === q.kind) && match(r.doc)) : [];
  const page = hits.slice((p.page - 1) * p.pageSize, p.page * p.pageSize);
  return paged(
    await itemsOf(
      db,
      page.map((r) => r.id),
    ),
    hits.length,
    p,
  );
}
