/**
 * The content change log: what the incremental rebuild must re-render or remove. Its writer is the one place that
 * tells the rebuild queue and the public cache, once the transaction holding the change and its event committed.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { asc, gt, max, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contentEvents, type ContentScope } from '#server/db/schema/index.ts';

/**
 * Ids come from a sequence, but writers commit in any order: a reader could see id 4 before id 3 commits and skip 3
 * for good. Writers hold this advisory lock shared until they commit; a reader takes it alone for a moment.
 */
const EVENT_LOG_LOCK = 0x6576656e7473; // 'events'

/**
 * `vegetable`: a bulk write of prices, reports or markets (entity id: the market's, 0 for many); no page of its own.
 * `food`: a food an import wrote (entity id: the food's row id): its detail page and the food pages render again.
 */
export const CONTENT_ENTITY = {
  article: 'article',
  reference: 'reference',
  product: 'product',
  vegetable: 'vegetable',
  /** A standard written (an import) or changing status today (the daily job); entity id: the standard's. */
  standard: 'standard',
  /** 进出口贸易: flows, tariff rates and permits (imports); no page of its own per row. */
  trade: 'trade',
  food: 'food',
  /** 数据检索's indicator store: values written by an import; no page of its own yet. */
  industry: 'industry',
  /** 农业百科: an entry published, changed or withdrawn (entity id: the entry's); its page and history render again. */
  baike: 'baike',
  /** 用户协议 / 隐私政策: a version published (entity id: the version's row); their static pages render again. */
  legal: 'legal',
} as const;
export type ContentEntity = (typeof CONTENT_ENTITY)[keyof typeof CONTENT_ENTITY];
/** The entities with pages, editor writes and view counts of their own. */
export type PageEntity = Exclude<
  ContentEntity,
  'vegetable' | 'standard' | 'trade' | 'food' | 'industry' | 'baike' | 'legal'
>;

export const CONTENT_ACTION = {
  publish: 'publish',
  unpublish: 'unpublish',
  delete: 'delete',
  /** An edit of something already published: its pages must be rendered again. */
  update: 'update',
} as const;
export type ContentAction = (typeof CONTENT_ACTION)[keyof typeof CONTENT_ACTION];

/** One logged change: what it touched, who made it, and for a move its place before (publish planner). */
export interface ContentEventInput {
  entity: ContentEntity;
  id: number;
  action: ContentAction;
  uid: number;
  at: Date;
  before?: ContentScope | null;
}

/** Who hears of committed content events in this process. */
export interface ContentEventReaders {
  /** The rebuild queue (null where pages are not prebuilt). */
  publisher?: { notify(): void } | null;
  /** The public answers' cache: it looks at the event log before its next answer. */
  cache?: { stale(): void } | null;
}

/** The outermost transaction of a followed handle under way, and whether it logged an event. */
const commits = new AsyncLocalStorage<{ logged: boolean }>();

/**
 * The handle an app writes through: each transaction opened on it that logged content events tells `readers` once,
 * after it committed (never when it rolled back). Transactions nested in it are savepoints of it; other handles on
 * the same database (another app in a test, a script) tell no one here.
 */
export function followContentEvents(db: Db, readers: ContentEventReaders): Db {
  const followed = Object.create(db) as Db;
  followed.transaction = async (body, config) => {
    const commit = { logged: false };
    const result = await commits.run(commit, () => db.transaction(body, config));
    if (commit.logged) {
      readers.publisher?.notify();
      readers.cache?.stale();
    }
    return result;
  };
  return followed;
}

/**
 * Log changes in one statement under the event log's shared lock, in the transaction of the change they describe
 * (an editor's write, an import's rows): inside it this is a savepoint, so the shared lock lasts until the whole
 * write commits, and the readers of a followed handle hear of it after that commit.
 */
export async function logContentEvents(db: Db, events: ContentEventInput[]): Promise<void> {
  if (!events.length) return;
  await db.transaction(async (tx) => {
    const commit = commits.getStore();
    if (commit) commit.logged = true;
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${EVENT_LOG_LOCK}::bigint)`);
    await tx.insert(contentEvents).values(
      events.map((e) => ({
        entity: e.entity,
        entityId: e.id,
        action: e.action,
        byUid: e.uid,
        at: e.at,
        before: e.before ?? null,
      })),
    );
  });
}

export const logContentEvent = (db: Db, e: ContentEventInput) => logContentEvents(db, [e]);

/** Events after `id`, once every write holding a smaller id has committed (none can appear below them later). */
export const contentEventsAfter = (db: Db, id: number) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_LOG_LOCK}::bigint)`);
    return tx.select().from(contentEvents).where(gt(contentEvents.id, id)).orderBy(asc(contentEvents.id));
  });

/** The largest event id visible now (may run ahead of a write still committing; `contentEventsAfter` waits for it). */
export async function latestContentEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(contentEvents.id) }).from(contentEvents);
  return row?.id ?? 0;
}

/** The largest event id once every write holding a smaller one has committed: nothing can appear below it later. */
export const settledContentEventId = (db: Db) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_LOG_LOCK}::bigint)`);
    return latestContentEventId(tx as unknown as Db);
  });
