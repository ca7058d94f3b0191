/** Publish, unpublish and delete for every editable content table, each logged as a content event. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles, dataProducts, references, type ContentScope } from '#server/db/schema/index.ts';
import { CONTENT_STATUS } from '#lib/content/model.ts';
import {
  CONTENT_ACTION,
  CONTENT_ENTITY,
  logContentEvent,
  type ContentAction,
  type PageEntity,
} from './events.ts';
import { scopeOf } from './scope.ts';

/**
 * The three tables share their publishing columns (`publishing()` in schema/content.ts); the articles type stands for all
 * of them so one query builder serves each (columns are looked up on the table actually passed).
 */
const TABLES = {
  [CONTENT_ENTITY.article]: articles,
  [CONTENT_ENTITY.reference]: references as unknown as typeof articles,
  [CONTENT_ENTITY.product]: dataProducts as unknown as typeof articles,
} as const;

export interface Actor {
  uid: number;
  now: Date;
}

type Table = (typeof TABLES)[PageEntity];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Change one row and log the event in the same transaction; false when the row does not exist. */
function changeAndLog(
  db: Db,
  entity: PageEntity,
  id: number,
  by: Actor,
  action: ContentAction,
  change: (tx: Tx, table: Table) => Promise<unknown[]>,
): Promise<boolean> {
  const table = TABLES[entity];
  return db.transaction(async (tx) => {
    const before = await scopeOf(tx as unknown as Db, entity, id);
    if ((await change(tx, table)).length === 0) return false;
    await logContentEvent(tx as unknown as Db, { entity, id, action, uid: by.uid, at: by.now, before });
    return true;
  });
}

/** Publish keeps the first publication date, so re-publishing does not move an item to the top. */
export const publish = (db: Db, entity: PageEntity, id: number, by: Actor) =>
  changeAndLog(db, entity, id, by, CONTENT_ACTION.publish, (tx, table) =>
    tx
      .update(table)
      .set({
        status: CONTENT_STATUS.published,
        publishedAt: sql`coalesce(${table.publishedAt}, ${by.now.toISOString()}::timestamptz)`,
        updatedAt: by.now,
      })
      .where(eq(table.id, id))
      .returning({ id: table.id }),
  );

export const unpublish = (db: Db, entity: PageEntity, id: number, by: Actor) =>
  changeAndLog(db, entity, id, by, CONTENT_ACTION.unpublish, (tx, table) =>
    tx
      .update(table)
      .set({ status: CONTENT_STATUS.unpublished, updatedAt: by.now })
      .where(eq(table.id, id))
      .returning({ id: table.id }),
  );

export const remove = (db: Db, entity: PageEntity, id: number, by: Actor) =>
  changeAndLog(db, entity, id, by, CONTENT_ACTION.delete, (tx, table) =>
    tx.delete(table).where(eq(table.id, id)).returning({ id: table.id }),
  );

/** After an edit, in its transaction: a published item's pages are stale, so the rebuild must hear of it. */
export async function noteEdit(
  db: Db,
  entity: PageEntity,
  id: number,
  status: string,
  by: Actor,
  before: ContentScope | null = null,
) {
  if (status !== CONTENT_STATUS.published) return;
  await logContentEvent(db, { entity, id, action: CONTENT_ACTION.update, uid: by.uid, at: by.now, before });
}
