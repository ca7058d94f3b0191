/** Where an item sits in the prebuilt pages before a change: read before the change, logged with its event. */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  articles,
  articleTags,
  dataProducts,
  references,
  type ContentScope,
} from '#server/db/schema/index.ts';
import { CONTENT_ENTITY, type PageEntity } from './events.ts';

export async function articleScope(db: Db, id: number): Promise<ContentScope | null> {
  const [row] = await db
    .select({
      kind: articles.kind,
      columnId: articles.columnId,
      categoryId: articles.categoryId,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(eq(articles.id, id));
  if (!row) return null;
  const tags = await db
    .select({ id: articleTags.tagId })
    .from(articleTags)
    .where(eq(articleTags.articleId, id));
  return {
    kind: row.kind,
    columnId: row.columnId,
    categoryId: row.categoryId,
    tagIds: tags.map((t) => t.id),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** References and products are listed by date only. */
async function datedScope(db: Db, table: typeof references | typeof dataProducts, id: number) {
  const [row] = await db.select({ publishedAt: table.publishedAt }).from(table).where(eq(table.id, id));
  return row ? { publishedAt: row.publishedAt?.toISOString() ?? null } : null;
}

export function scopeOf(db: Db, entity: PageEntity, id: number): Promise<ContentScope | null> {
  if (entity === CONTENT_ENTITY.article) return articleScope(db, id);
  return datedScope(db, entity === CONTENT_ENTITY.reference ? references : dataProducts, id);
}
