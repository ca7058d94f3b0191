/** /api/admin/publish/status: the rebuild queue (pending changes, runs, time to live, errors). */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { ok } from '#server/http/respond.ts';
import { publishWatermark } from '#server/services/publish/signal.ts';
import { publishQueue } from '#server/services/publish/status.ts';

export const adminPublish = new Hono<AppEnv>().post('/status', async (c) =>
  ok(c, await publishQueue(c.get('deps').db, publishWatermark())),
);
