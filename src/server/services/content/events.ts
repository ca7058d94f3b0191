/** The content change log: what the incremental rebuild must re-render or remove. */
import type { Db } from '#server/db/client.ts';
import { contentEvents, type ContentScope } from '#server/db/schema/index.ts';

export const CONTENT_ENTITY = { article: 'article', reference: 'reference', product: 'product' } as const;
export type ContentEntity = (typeof CONTENT_ENTITY)[keyof typeof CONTENT_ENTITY];

export const CONTENT_ACTION = {
  publish: 'publish',
  unpublish: 'unpublish',
  delete: 'delete',
  /** An edit of something already published: its pages must be rendered again. */
  update: 'update',
} as const;
export type ContentAction = (typeof CONTENT_ACTION)[keyof typeof CONTENT_ACTION];

export async function logContentEvent(
  db: Db,
  e: {
    entity: ContentEntity;
    id: number;
    action: ContentAction;
    uid: number;
    at: Date;
    before?: ContentScope | null;
  },
): Promise<void> {
  await db.insert(contentEvents).values({
    entity: e.entity,
    entityId: e.id,
    action: e.action,
    byUid: e.uid,
    at: e.at,
    before: e.before ?? null,
  });
}
