/**
 * The daily retention job (issue 30): carries out RETENTION (`#lib/legal/retention.ts`, the numbers the privacy
 * policy prints). It deletes SMS codes, action logs and 百科 page views past their periods, blanks the client
 * addresses kept with log-like records (IP_COLUMNS) past `ipDays`, and expires data exports whose link has lapsed
 * (through the export feature's own sweep). Every step is idempotent, so two processes running the same
 * day do no harm; it runs at start and whenever China's day turns.
 */
import { and, lt, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { addDays, chinaToday } from '#lib/chinaTime.ts';
import { RETENTION } from '#lib/legal/retention.ts';
import type { Db } from '#server/db/client.ts';
import {
  actionLogs,
  baikeViews,
  consents,
  customOrders,
  feedbacks,
  paymentEvents,
  sessions,
  smsCodes,
} from '#server/db/schema/index.ts';
import { expireExports } from '#server/services/privacy/exportJob.ts';
import type { FileStore } from '#server/services/files/store.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('retention');

const DAY_MS = 86_400_000;

/**
 * Every client address stored with a log-like record, and the time that dates it: blanked `ipDays` after. Not here:
 * `users.reg_ip` and `users.last_login_ip` (the account's own record, erased with the account on deletion).
 * A new `ip` column is listed here (`tests/api/retention-job.test.ts` fails on one that is not).
 */
export const IP_COLUMNS: { table: PgTable; name: string; ip: PgColumn; at: PgColumn }[] = [
  { table: smsCodes, name: 'sms_codes', ip: smsCodes.ip, at: smsCodes.createdAt },
  { table: actionLogs, name: 'action_logs', ip: actionLogs.ip, at: actionLogs.createdAt },
  { table: consents, name: 'consents', ip: consents.ip, at: consents.createdAt },
  { table: sessions, name: 'sessions', ip: sessions.ip, at: sessions.createdAt },
  { table: feedbacks, name: 'feedbacks', ip: feedbacks.ip, at: feedbacks.createdAt },
  { table: customOrders, name: 'custom_orders', ip: customOrders.ip, at: customOrders.createdAt },
  { table: paymentEvents, name: 'payment_events', ip: paymentEvents.ip, at: paymentEvents.lastAt },
];

export interface RetentionJobDeps {
  db: Db;
  now: () => Date;
  /** The file store (`Deps.files`), where prepared exports are stored. */
  files: FileStore;
}

export interface RetentionRun {
  smsCodes: number;
  actionLogs: number;
  pageViews: number;
  /** Addresses blanked, by table. */
  addresses: Record<string, number>;
  exports: number;
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** One run: everything past its period as of `now` goes (a record exactly at the limit stays one more day). */
export async function runRetentionJob(deps: RetentionJobDeps): Promise<RetentionRun> {
  const { db } = deps;
  const now = deps.now();
  const sms = await db
    .delete(smsCodes)
    .where(lt(smsCodes.createdAt, before(now, RETENTION.smsCodeDays)))
    .returning({ id: smsCodes.id });
  const logs = await db
    .delete(actionLogs)
    .where(lt(actionLogs.createdAt, before(now, RETENTION.actionLogDays)))
    .returning({ id: actionLogs.id });
  // Views are counted per China day: the days before the period's first day go.
  const firstDay = addDays(chinaToday(now), -RETENTION.pageViewDays);
  const views = await db
    .delete(baikeViews)
    .where(lt(baikeViews.day, firstDay))
    .returning({ id: baikeViews.entryId });
  const addresses: Record<string, number> = {};
  const ipBefore = before(now, RETENTION.ipDays);
  for (const { table, name, ip, at } of IP_COLUMNS) {
    // Each listed table names its address `ip` (the listing's test holds it to that).
    const blanked = await db
      .update(table)
      .set({ ip: '' } as never)
      .where(and(lt(at, ipBefore), ne(ip, '')))
      .returning({ one: sql<number>`1` });
    addresses[name] = blanked.length;
  }
  return {
    smsCodes: sms.length,
    actionLogs: logs.length,
    pageViews: views.length,
    addresses,
    // The export feature's own sweep (also run hourly by the privacy jobs): one rule for when a link lapses.
    exports: await expireExports(deps.db, deps.files, now),
  };
}

/** How often the serving process asks whether China's day has turned. */
export const RETENTION_JOB_EVERY_MS = 60_000;

/** The job at start and then whenever China's day turns; failures are logged, never thrown. */
export function scheduleRetentionJob(deps: RetentionJobDeps): NodeJS.Timeout {
  let lastDay = '';
  let running = false;
  const tick = () => {
    const day = chinaToday(deps.now());
    if (day === lastDay || running) return;
    running = true;
    runRetentionJob(deps)
      .then(() => (lastDay = day))
      .catch((err) => log.error({ err }, 'retention job failed'))
      .finally(() => (running = false));
  };
  tick();
  const timer = setInterval(tick, RETENTION_JOB_EVERY_MS);
  timer.unref();
  return timer;
}
