/**
 * Runs a crashed process left behind (kill -9, an OOM kill, a power cut): a run is carried only while its process
 * holds the publishing lock (`lock.ts`: on PostgreSQL an advisory lock its connection's death releases; on the
 * embedded database the one process's queue), so whoever holds the lock sees every run still marked as going as
 * orphaned. They are closed with the reason for 发布队列 and their staging folders on this machine removed.
 */
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { publishRuns } from '#server/db/schema/index.ts';
import { ADMIN_MSG } from '#lib/content/messages.ts';
import { PUBLISH_RUN_STATUS, retryDelayMs } from '#lib/publishQueue.ts';

/** A run's staging folders (under the OS temp folder) start with its id and start time: an orphan's are found again. */
export const stagingPrefix = (run: { id: number; startedAt: Date }): string =>
  `portal-rebuild-${run.id}-${run.startedAt.getTime()}-`;

/**
 * Call only while holding the publishing lock, before this process starts a run. Runs still `running` are marked
 * failed, their retry set as for any failure; runs live whose later list pages never finished get their end and the
 * reason. Answers the runs closed.
 */
export async function closeOrphanedRuns(db: Db, now: Date, tmp = tmpdir()): Promise<number[]> {
  const failed = await db
    .update(publishRuns)
    .set({ status: PUBLISH_RUN_STATUS.failed, finishedAt: now, error: ADMIN_MSG.runInterrupted })
    .where(eq(publishRuns.status, PUBLISH_RUN_STATUS.running))
    .returning({ id: publishRuns.id, startedAt: publishRuns.startedAt, attempt: publishRuns.attempt });
  for (const run of failed)
    await db
      .update(publishRuns)
      .set({ nextRetryAt: new Date(now.getTime() + retryDelayMs(run.attempt)) })
      .where(eq(publishRuns.id, run.id));
  const tails = await db
    .update(publishRuns)
    .set({ finishedAt: now, error: ADMIN_MSG.listTailFailed(ADMIN_MSG.runInterrupted) })
    .where(and(eq(publishRuns.status, PUBLISH_RUN_STATUS.live), isNull(publishRuns.finishedAt)))
    .returning({ id: publishRuns.id, startedAt: publishRuns.startedAt });
  const closed = [...failed, ...tails];
  if (closed.length === 0) return [];
  const names = await readdir(tmp).catch(() => [] as string[]);
  const prefixes = closed.map(stagingPrefix);
  await Promise.all(
    names
      .filter((n) => prefixes.some((p) => n.startsWith(p)))
      .map((n) => rm(path.join(tmp, n), { recursive: true, force: true })),
  );
  return closed.map((r) => r.id);
}
