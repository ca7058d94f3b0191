/** GET /api/health: database reachable, version. */
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { CODE } from '#lib/envelope.ts';
import type { AppEnv } from '#server/http/context.ts';
import { HTTP, ok } from '#server/http/respond.ts';
import { MSG } from '#lib/shared/messages.ts';

export const health = new Hono<AppEnv>().get('/', async (c) => {
  const { db, driver, version } = c.get('deps');
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
  } catch {
    return c.json(
      { code: CODE.serverError, msg: MSG.databaseDown, data: { db: 'down', driver, version } },
      HTTP.unavailable,
    );
  }
  const dbMs = Math.round((performance.now() - started) * 100) / 100;
  return ok(c, { db: 'up', driver, version, dbMs, uptimeS: Math.round(process.uptime()) });
});
