/** Where an article sits in the prebuilt pages before a change: read before the change, logged with its event. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, articleTags, type ContentScope } from '../../db/schema.ts';

export async function articleScope(db: Db, id: number): Promise<ContentScope | null> {
  const [row] = await db
    .select({ kind: articles.kind, publishedAt: articles.publishedAt, status: articles.status })
    .from(articles)
    .where(eq(articles.id, id));
  if (!row) return null;
  const tags = await db
    .select({ id: articleTags.tagId })
    .from(articleTags)
    .where(eq(articleTags.articleId, id));
  return {
    kind: row.kind,
    tagIds: tags.map((t) => t.id),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
