/** /api/admin/publish/status: the rebuild queue (pending changes, runs, time to live, errors). */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { ok } from '#server/http/respond.ts';
import { publishQueue } from '#server/services/publish/status.ts';

export const adminPublish = new Hono<AppEnv>().post('/status', async (c) => {
  const { db, publisher } = c.get('deps');
  return ok(c, await publishQueue(db, publisher?.watermark() ?? null));
});
