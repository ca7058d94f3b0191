/** Fixed-window rate limits kept in the database, so every instance shares them. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema/index.ts';

export interface Limit {
  /** What is limited, e.g. `feedback:ip`. */
  name: string;
  max: number;
  windowS: number;
}

export interface LimitResult {
  allowed: boolean;
  count: number;
  retryAfterS: number;
}

/** Count one hit for `subject` under `limit`; atomic under concurrency (one upsert). */
export async function hit(db: Db, limit: Limit, subject: string, now: Date): Promise<LimitResult> {
  const key = `${limit.name}:${subject}`;
  const windowStartFloor = new Date(now.getTime() - limit.windowS * 1000).toISOString();
  const nowIso = now.toISOString();
  const rows = await db.execute<{ count: number; window_start: string | Date }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${nowIso}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStartFloor} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartFloor} then ${nowIso}::timestamptz else rate_limits.window_start end
    returning count, window_start`);
  const row = (Array.isArray(rows) ? rows[0] : (rows as { rows: unknown[] }).rows[0]) as
    { count: number; window_start: string | Date } | undefined;
  const count = Number(row?.count ?? 1);
  const started = row ? new Date(row.window_start).getTime() : now.getTime();
  const retryAfterS = Math.max(1, Math.ceil((started + limit.windowS * 1000 - now.getTime()) / 1000));
  return { allowed: count <= limit.max, count, retryAfterS };
}

/** Drop counters whose window ended long ago. */
export async function sweep(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  await db.execute(sql`delete from rate_limits where window_start < ${dayAgo}`);
}

/** Limits of the foundation (per IP). */
export const LIMITS = {
  feedback: { name: 'feedback:ip', max: 5, windowS: 600 },
  actionLog: { name: 'actionlog:ip', max: 600, windowS: 60 },
  captcha: { name: 'captcha:ip', max: 60, windowS: 600 },
  mobileAuth: { name: 'mobileauth:ip', max: 30, windowS: 900 },
  // Payment notifications that fail verification: beyond this an address's unverifiable ones get 429 (not its genuine ones).
  forgedNotify: { name: 'forgednotify:ip', max: 20, windowS: 60 },
} as const satisfies Record<string, Limit>;

/** Current count of a window without counting a hit (0 when the window has passed). */
export async function peek(db: Db, limit: Limit, subject: string, now: Date): Promise<number> {
  const floor = new Date(now.getTime() - limit.windowS * 1000);
  const rows = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, `${limit.name}:${subject}`))
    .limit(1);
  const row = rows[0];
  return row && row.windowStart > floor ? row.count : 0;
}

export async function clear(db: Db, limit: Limit, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, `${limit.name}:${subject}`));
}
