/**
 * Views of detail answers served from the public cache: counted in memory and added to the rows in one statement per
 * item at most every `everyMs` (a cached detail must not write on every request). A crash loses at most that window.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { articles, dataProducts, references } from '#server/db/schema/index.ts';
import { CONTENT_STATUS } from '#lib/content/model.ts';
import { CONTENT_ENTITY, type PageEntity } from './events.ts';
import { addBaikeViews } from '#server/services/baike/views.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('views');

const TABLES = {
  [CONTENT_ENTITY.article]: articles,
  [CONTENT_ENTITY.reference]: references as unknown as typeof articles,
  [CONTENT_ENTITY.product]: dataProducts as unknown as typeof articles,
} as const;

/** An item by id, or a product by its `doc_id`; a 农业百科 entry with the China day of its views. */
export type ViewedItem =
  | { entity: PageEntity; id: number }
  | { entity: 'product'; docId: string }
  | { entity: 'baike'; id: number; day: string };

export function createViewCounter(db: Db, everyMs = 1000) {
  const pending = new Map<string, { item: ViewedItem; n: number }>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: { item: ViewedItem; n: number }[]): Promise<void> {
    for (const { item, n } of batch) {
      if (item.entity === 'baike') {
        await addBaikeViews(db, item.id, item.day, n);
        continue;
      }
      const table = TABLES[item.entity];
      const match = 'docId' in item ? eq(dataProducts.docId, item.docId) : eq(table.id, item.id);
      await db
        .update(table)
        .set({ viewCount: sql`${table.viewCount} + ${n}` })
        .where(and(match, eq(table.status, CONTENT_STATUS.published)));
    }
  }

  const counter = {
    count(item: ViewedItem): void {
      const key =
        'docId' in item
          ? `${item.entity}:doc:${item.docId}`
          : 'day' in item
            ? `${item.entity}:${item.id}:${item.day}`
            : `${item.entity}:${item.id}`;
      const entry = pending.get(key);
      if (entry) entry.n++;
      else pending.set(key, { item, n: 1 });
      timer ??= setTimeout(() => void counter.flush(), everyMs);
      timer.unref?.();
    },
    /** Write what is pending now (the timer, tests, shutdown). */
    flush(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = null;
      const batch = [...pending.values()];
      pending.clear();
      writing = writing
        .then(() => write(batch))
        .catch((err: unknown) => log.error({ err }, 'views not written'));
      return writing;
    },
  };
  return counter;
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
