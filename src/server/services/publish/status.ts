/** The rebuild queue as editors see it: changes not yet live and the latest runs with their changes. */
import { and, between, desc, gt, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contentEvents, publishRuns } from '#server/db/schema/index.ts';
import type { PublishChange, PublishQueue, PublishRun, PublishRunStatus } from '#lib/publishQueue.ts';

const RUNS_SHOWN = 20;

const toChange = (e: typeof contentEvents.$inferSelect): PublishChange => ({
  eventId: e.id,
  entity: e.entity as PublishChange['entity'],
  entityId: e.entityId,
  action: e.action as PublishChange['action'],
  at: e.at.toISOString(),
});

/** `watermark`: the last event the live pages include (null when this process does not rebuild: nothing pends). */
export async function publishQueue(db: Db, watermark: number | null): Promise<PublishQueue> {
  const pending =
    watermark === null
      ? []
      : await db
          .select()
          .from(contentEvents)
          .where(and(gt(contentEvents.id, watermark), isNull(contentEvents.runId)))
          .orderBy(contentEvents.id);
  // Runs after pending: a run's row is written before it claims its events, so a change that no longer pends is
  // always seen in its run (read the other way round, a change claimed in between showed as neither).
  const runs = await db.select().from(publishRuns).orderBy(desc(publishRuns.id)).limit(RUNS_SHOWN);
  // By range, not by run_id: a failed run's changes, claimed again by the run that retried them, stay in its row.
  const carried = runs.length
    ? await db
        .select()
        .from(contentEvents)
        .where(
          between(
            contentEvents.id,
            Math.min(...runs.map((r) => r.firstEventId)),
            Math.max(...runs.map((r) => r.lastEventId)),
          ),
        )
    : [];
  const byId = new Map(runs.map((r) => [r.id, r]));
  /** The latest run down the chain of tries of a failed run's changes (later runs have larger ids: all listed). */
  const retryOf = (run: (typeof runs)[number]): PublishRun['retry'] => {
    let last = run.retriedBy === null ? undefined : byId.get(run.retriedBy);
    if (!last) return null;
    while (last.retriedBy !== null && byId.has(last.retriedBy)) last = byId.get(last.retriedBy)!;
    return { runId: last.id, attempt: last.attempt, status: last.status as PublishRunStatus };
  };
  return {
    pending: pending.map(toChange),
    runs: runs.map((r): PublishRun => ({
      id: r.id,
      status: r.status as PublishRunStatus,
      changes: carried.filter((e) => e.id >= r.firstEventId && e.id <= r.lastEventId).map(toChange),
      startedAt: r.startedAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
      toLiveMs: r.toLiveMs,
      pagesChanged: r.pagesChanged,
      error: r.error,
      attempt: r.attempt,
      nextRetryAt: r.nextRetryAt?.toISOString() ?? null,
      retry: retryOf(r),
    })),
  };
}
