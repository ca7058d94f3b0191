/**
 * The daily status job: once per China day (and at start for days missed while down), the standards whose status
 * changes that day (实施日期 or 废止日期 on it) get a content event each, so the publisher re-renders exactly their
 * pages and their lineage neighbours', and cached answers drop (the event log's writer tells them, on a handle that
 * follows content events). The day row makes it once per day across processes.
 */
import { and, gt, inArray, lte, max, or } from 'drizzle-orm';
import { addDays, chinaToday } from '#lib/chinaTime.ts';
import type { Db } from '#server/db/client.ts';
import { standards, standardStatusDays } from '#server/db/schema/index.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvents } from '#server/services/content/events.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('standard-status');

export interface StatusJobDeps {
  /** The app's handle (`followContentEvents`): its commits tell the rebuild queue and the public cache. */
  db: Db;
  now: () => Date;
  /**
   * When the live full build began (its manifest's `startedAt`), or null: its pages show the statuses of that day,
   * so the first run ever covers the days since (a build made on an earlier day and started later).
   */
  builtAt?: () => string | null;
}

export interface StatusJobRun {
  /** China's day it ran for. */
  day: string;
  /** The first day it covered: the day after the last run (the same as `day` unless days were missed). */
  from: string;
  /** The standards whose status changed in [from, day], by id; empty when another process ran the day. */
  changed: number[];
}

/** Ids of the standards whose 实施日期 or 废止日期 falls in (after, through]. */
async function changedBetween(db: Db, after: string, through: string): Promise<number[]> {
  const rows = await db
    .select({ id: standards.id })
    .from(standards)
    .where(
      or(
        and(gt(standards.effective, after), lte(standards.effective, through)),
        and(gt(standards.withdrawn, after), lte(standards.withdrawn, through)),
      ),
    );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** China's day a build began on, when its start is known (not the empty manifest's 1970). */
function buildDay(builtAt: string | null | undefined): string | null {
  const at = builtAt ? Date.parse(builtAt) : NaN;
  return at > 0 ? chinaToday(new Date(at)) : null;
}

/** Runs today's job unless it ran already; null when there was nothing to run. */
export async function runStandardStatusJob(deps: StatusJobDeps): Promise<StatusJobRun | null> {
  const now = deps.now();
  const day = chinaToday(now);
  return deps.db.transaction(async (tx) => {
    const [last] = await tx.select({ day: max(standardStatusDays.day) }).from(standardStatusDays);
    if (last?.day && last.day >= day) return null;
    // The first run ever covers the days after the live build's (its pages show that day's statuses), else today.
    const built = last?.day ? null : buildDay(deps.builtAt?.());
    const after = last?.day ?? (built && built < day ? built : addDays(day, -1));
    const claimed = await tx
      .insert(standardStatusDays)
      .values({ day, changed: 0 })
      .onConflictDoNothing()
      .returning({ day: standardStatusDays.day });
    if (!claimed.length) return null;
    const changed = await changedBetween(tx as unknown as Db, after, day);
    if (changed.length) {
      await tx
        .update(standardStatusDays)
        .set({ changed: changed.length })
        .where(inArray(standardStatusDays.day, [day]));
      await logContentEvents(
        tx as unknown as Db,
        changed.map((id) => ({
          entity: CONTENT_ENTITY.standard,
          id,
          action: CONTENT_ACTION.update,
          uid: 0,
          at: now,
        })),
      );
    }
    return { day, from: addDays(after, 1), changed };
  });
}

/** How often the serving process asks whether China's day has turned (one cheap read). */
export const STATUS_JOB_EVERY_MS = 60_000;

/** The job at start (a missed day) and then whenever China's day turns; failures are logged, never thrown. */
export function scheduleStandardStatusJob(deps: StatusJobDeps): NodeJS.Timeout {
  let lastDay = '';
  const tick = () => {
    const day = chinaToday(deps.now());
    if (day === lastDay) return;
    runStandardStatusJob(deps)
      .then(() => (lastDay = day))
      .catch((err) => log.error({ err }, 'job failed'));
  };
  tick();
  const timer = setInterval(tick, STATUS_JOB_EVERY_MS);
  timer.unref();
  return timer;
}
