/** Editor writes of articles: their fields, HTML sanitized, tags by name; the steps are the shared editor writes. */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles, articleTags } from '#server/db/schema/index.ts';
import { ARTICLE_KIND } from '#lib/content/model.ts';
import { type ArticleWriteInput } from '#lib/content/validators.ts';
import { editorWrites } from './editorWrites.ts';
import { articleScope } from './scope.ts';
import { CONTENT_ENTITY } from './events.ts';
import { sanitizeRichHtml } from './sanitize.ts';
import { ensureTags, tagsOf } from './taxonomy.ts';
import { iso } from './time.ts';

type Changes = Partial<typeof articles.$inferInsert>;

function changesOf(input: ArticleWriteInput): Changes {
  const c: Changes = {};
  if (input.kind !== undefined) c.kind = input.kind;
  if (input.title !== undefined) c.title = input.title;
  if (input.summary !== undefined) c.summary = input.summary;
  if (input.content_html !== undefined) c.contentHtml = sanitizeRichHtml(input.content_html);
  if (input.cover !== undefined) c.cover = input.cover;
  if (input.source !== undefined) c.source = input.source;
  if (input.author !== undefined) c.author = input.author;
  if (input.column_id !== undefined) c.columnId = input.column_id;
  if (input.category_id !== undefined) c.categoryId = input.category_id;
  if (input.page_count !== undefined) c.pageCount = input.page_count;
  if (input.price_cents !== undefined) c.priceCents = input.price_cents;
  if (input.vip_only !== undefined) c.vipOnly = input.vip_only;
  if (input.attachment_id !== undefined) c.attachmentId = input.attachment_id;
  return c;
}

async function setTags(db: Db, id: number, names: string[]) {
  await db.delete(articleTags).where(eq(articleTags.articleId, id));
  const ids = await ensureTags(db, names);
  if (ids.length) await db.insert(articleTags).values(ids.map((tagId) => ({ articleId: id, tagId })));
}

/** The editor's view of an article: every field, any status. */
export async function articleForEditor(db: Db, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) return null;
  const tagMap = await tagsOf(db, [id]);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    content_html: row.contentHtml,
    cover: row.cover,
    source: row.source,
    author: row.author,
    column_id: row.columnId,
    category_id: row.categoryId,
    status: row.status,
    published_at: iso(row.publishedAt),
    updated_at: iso(row.updatedAt),
    view_count: row.viewCount,
    page_count: row.pageCount,
    price_cents: row.priceCents,
    vip_only: row.vipOnly,
    attachment_id: row.attachmentId,
    is_demo: row.isDemo,
    tags: tagMap.get(id) ?? [],
  };
}

/** Articles through the shared editor writes: tags by name, the old place kept for the rebuild. */
export const articleWrites = editorWrites({
  entity: CONTENT_ENTITY.article,
  table: articles,
  changesOf,
  defaults: () => ({ kind: ARTICLE_KIND.news }),
  writeParts: async (db, id, input: ArticleWriteInput) => {
    if (input.tags) await setTags(db, id, input.tags);
  },
  scopeBefore: articleScope,
  read: articleForEditor,
  listColumns: {
    id: articles.id,
    kind: articles.kind,
    title: articles.title,
    status: articles.status,
    published_at: articles.publishedAt,
    updated_at: articles.updatedAt,
    view_count: articles.viewCount,
  },
  listWhere: (f: { status?: string; kind?: string }) => [
    ...(f.status ? [eq(articles.status, f.status)] : []),
    ...(f.kind ? [eq(articles.kind, f.kind)] : []),
  ],
});
