/** Published article lists: filters of the news, policy and report pages, tags, search, related, recommended. */
import { and, count, desc, eq, gte, inArray, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles, articleTags, contentCategories, contentColumns } from '#server/db/schema/index.ts';
import { ARTICLE_KIND, CONTENT_STATUS, type ArticleKind } from '#lib/content/model.ts';
import type { Paged } from '#lib/paging.ts';
import { matchKeywords, searchText } from '#server/services/search/match.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { cachedTotal, type ListTotals } from '#server/services/search/totals.ts';
import { offsetOf, paged, type PageInput } from '#server/db/paging.ts';
import { iso, monthRange } from './time.ts';

export interface ArticleItem {
  id: number;
  kind: string;
  title: string;
  summary: string;
  cover: string;
  source: string;
  author: string;
  column_id: number | null;
  column_name: string | null;
  category_id: number | null;
  category_name: string | null;
  published_at: string | null;
  view_count: number;
  page_count: number;
  price_cents: number;
  vip_only: boolean;
  is_demo: boolean;
}

export interface ArticleFilter {
  kind?: ArticleKind;
  column_id?: number;
  category_id?: number;
  tag_id?: number;
  month?: string;
  keyword?: string;
}

const itemColumns = {
  id: articles.id,
  kind: articles.kind,
  title: articles.title,
  summary: articles.summary,
  cover: articles.cover,
  source: articles.source,
  author: articles.author,
  columnId: articles.columnId,
  columnName: contentColumns.name,
  categoryId: articles.categoryId,
  categoryName: contentCategories.name,
  publishedAt: articles.publishedAt,
  viewCount: articles.viewCount,
  pageCount: articles.pageCount,
  priceCents: articles.priceCents,
  vipOnly: articles.vipOnly,
  isDemo: articles.isDemo,
};

export const toItem = (r: ItemRow): ArticleItem => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  summary: r.summary,
  cover: r.cover,
  source: r.source,
  author: r.author,
  column_id: r.columnId,
  column_name: r.columnName,
  category_id: r.categoryId,
  category_name: r.categoryName,
  published_at: iso(r.publishedAt),
  view_count: r.viewCount,
  page_count: r.pageCount,
  price_cents: r.priceCents,
  vip_only: r.vipOnly,
  is_demo: r.isDemo,
});

/** Only published articles of the listed kinds are public. */
export const publicArticle = (): SQL =>
  and(eq(articles.status, CONTENT_STATUS.published), ne(articles.kind, ARTICLE_KIND.page))!;

/**
 * A search's conditions besides the keyword, kept off the status and kind indexes: the planner ANDed their bitmaps
 * with the search index's, reading an entry per published article (32,055 at ×100) or per article of the kind.
 */
const unindexed = (condition: SQL): SQL => sql`(${condition}) is true`;

function whereOf(f: ArticleFilter): SQL {
  const parts: SQL[] = [f.keyword ? unindexed(publicArticle()) : publicArticle()];
  if (f.kind) parts.push(f.keyword ? unindexed(eq(articles.kind, f.kind)) : eq(articles.kind, f.kind));
  if (f.column_id) parts.push(eq(articles.columnId, f.column_id));
  if (f.category_id) parts.push(eq(articles.categoryId, f.category_id));
  if (f.tag_id)
    parts.push(
      sql`exists (select 1 from ${articleTags} where ${articleTags.articleId} = ${articles.id} and ${articleTags.tagId} = ${f.tag_id})`,
    );
  if (f.month) {
    const [start, end] = monthRange(f.month);
    parts.push(gte(articles.publishedAt, start), lt(articles.publishedAt, end));
  }
  const matched = f.keyword ? matchKeywords(searchText(articles), f.keyword) : undefined;
  // A keyword that folds to nothing finds nothing, rather than every article.
  if (f.keyword) parts.push(matched ?? sql`false`);
  return and(...parts)!;
}

/** Select article items with their column and category names. */
export const selectItems = (db: Db) =>
  db
    .select(itemColumns)
    .from(articles)
    .leftJoin(contentColumns, eq(contentColumns.id, articles.columnId))
    .leftJoin(contentCategories, eq(contentCategories.id, articles.categoryId));

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

/** List order: newest first, ties by the larger id (PostgreSQL puts undated rows first in desc). */
export const newestFirst = [desc(articles.publishedAt), desc(articles.id)];

/** Every article event (its tags included) may change an article list's total. */
const COUNTED = [CACHE_TAG.articles];

const countOf = async (db: Db, where: SQL): Promise<number> =>
  (await db.select({ n: count() }).from(articles).where(where))[0]?.n ?? 0;

/** A search's one query: its page of rows, each with the total (`count(*) over ()`). Also what the plans bench explains. */
export const searchQuery = (db: Db, f: ArticleFilter, p: PageInput) =>
  db
    .select({ ...itemColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(articles)
    .leftJoin(contentColumns, eq(contentColumns.id, articles.columnId))
    .leftJoin(contentCategories, eq(contentCategories.id, articles.categoryId))
    .where(whereOf(f))
    .orderBy(...newestFirst)
    .limit(p.pageSize)
    .offset(offsetOf(p));

/** A search: its rows and its total in one query, through the search indexes. */
async function searchArticles(db: Db, f: ArticleFilter, p: PageInput): Promise<Paged<ArticleItem>> {
  const where = whereOf(f);
  const rows = await searchQuery(db, f, p);
  // A page past the last has no row to carry the total.
  const total = rows[0]?.total ?? (p.page > 1 ? await countOf(db, where) : 0);
  return paged(rows.map(toItem), total, p);
}

const FILTERS = ['kind', 'column_id', 'category_id', 'tag_id', 'month'] as const;
const listStatements = new WeakMap<Db, Map<string, ReturnType<typeof prepareList>>>();

/**
 * A list page's query for the filters given, its values as placeholders: built and prepared once per database and
 * set of filters (the SQL is not rebuilt per call, and PostgreSQL keeps its plan per connection). Same rows as
 * whereOf's conditions.
 */
function prepareList(db: Db, f: ArticleFilter, shape: string) {
  const at = sql.placeholder;
  const parts: SQL[] = [publicArticle()];
  if (f.kind) parts.push(eq(articles.kind, at('kind')));
  if (f.column_id) parts.push(eq(articles.columnId, at('column_id')));
  if (f.category_id) parts.push(eq(articles.categoryId, at('category_id')));
  if (f.tag_id)
    parts.push(
      sql`exists (select 1 from ${articleTags} where ${articleTags.articleId} = ${articles.id} and ${articleTags.tagId} = ${at('tag_id')})`,
    );
  if (f.month)
    parts.push(sql`${articles.publishedAt} >= ${at('start')}`, sql`${articles.publishedAt} < ${at('end')}`);
  return selectItems(db)
    .where(and(...parts))
    .orderBy(...newestFirst)
    .limit(at('limit'))
    .offset(at('offset'))
    .prepare(`article_list_${shape}`);
}

function listPage(db: Db, f: ArticleFilter, p: PageInput) {
  const shape = FILTERS.map((k) => (f[k] ? '1' : '0')).join('');
  let byShape = listStatements.get(db);
  if (!byShape) listStatements.set(db, (byShape = new Map()));
  let statement = byShape.get(shape);
  if (!statement) byShape.set(shape, (statement = prepareList(db, f, shape)));
  const [start, end] = f.month ? monthRange(f.month) : [];
  return statement.execute({
    kind: f.kind,
    column_id: f.column_id,
    category_id: f.category_id,
    tag_id: f.tag_id,
    start: start?.toISOString(),
    end: end?.toISOString(),
    limit: p.pageSize,
    offset: offsetOf(p),
  });
}

export async function listArticles(
  db: Db,
  f: ArticleFilter,
  p: PageInput,
  totals?: ListTotals,
): Promise<Paged<ArticleItem>> {
  if (f.keyword) return searchArticles(db, f, p);
  const key = `article:${f.kind ?? ''}:${f.column_id ?? ''}:${f.category_id ?? ''}:${f.tag_id ?? ''}:${f.month ?? ''}`;
  const [rows, total] = await Promise.all([
    listPage(db, f, p),
    cachedTotal(totals, COUNTED, key, () => countOf(db, whereOf(f))),
  ]);
  return paged(rows.map(toItem), total, p);
}

/** Articles sharing the most tags with `id`, then the same category, then the same kind; never itself. */
export async function relatedArticles(db: Db, id: number, limit: number): Promise<ArticleItem[]> {
  const [self] = await db
    .select({ kind: articles.kind, categoryId: articles.categoryId })
    .from(articles)
    .where(eq(articles.id, id));
  if (!self) return [];
  const shared = await db
    .select({ id: articleTags.articleId, n: count() })
    .from(articleTags)
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .where(
      and(
        publicArticle(),
        ne(articleTags.articleId, id),
        sql`${articleTags.tagId} in (select ${articleTags.tagId} from ${articleTags} where ${articleTags.articleId} = ${id})`,
      ),
    )
    .groupBy(articleTags.articleId, articles.publishedAt)
    .orderBy(desc(count()), desc(articles.publishedAt))
    .limit(limit);
  const ids = shared.map((r) => r.id);
  const picked = ids.length ? await selectItems(db).where(inArray(articles.id, ids)) : [];
  const byId = new Map(picked.map((r) => [r.id, r]));
  const items = ids.map((i) => byId.get(i)).filter((r) => r !== undefined);
  if (items.length < limit) {
    const fill = await selectItems(db)
      .where(and(publicArticle(), eq(articles.kind, self.kind), notInArray(articles.id, [id, ...ids])))
      .orderBy(
        sql`case when ${articles.categoryId} = ${self.categoryId ?? 0} then 0 else 1 end`,
        ...newestFirst,
      )
      .limit(limit - items.length);
    items.push(...fill);
  }
  return items.map(toItem);
}

/** Most read published articles, optionally of one kind. */
export async function recommendedArticles(db: Db, kind: ArticleKind | undefined, limit: number) {
  const where = kind ? and(publicArticle(), eq(articles.kind, kind)) : publicArticle();
  const rows = await selectItems(db)
    .where(where)
    .orderBy(desc(articles.viewCount), ...newestFirst)
    .limit(limit);
  return rows.map(toItem);
}

/** Published reports tagged `tagName` (a reference's industry), topped up with the latest reports. */
export async function reportsTagged(db: Db, tagName: string, limit: number): Promise<ArticleItem[]> {
  const isReport = and(publicArticle(), eq(articles.kind, ARTICLE_KIND.report))!;
  const tagged = await selectItems(db)
    .where(
      and(
        isReport,
        sql`exists (select 1 from ${articleTags} inner join tags on tags.id = ${articleTags.tagId} where ${articleTags.articleId} = ${articles.id} and tags.name = ${tagName})`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
  if (tagged.length >= limit) return tagged.map(toItem);
  const fill = await selectItems(db)
    .where(
      and(
        isReport,
        tagged.length
          ? notInArray(
              articles.id,
              tagged.map((r) => r.id),
            )
          : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit - tagged.length);
  return [...tagged, ...fill].map(toItem);
}
