/** /api/admin/publish/status: the rebuild queue (pending changes, runs, time to live, errors). */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { ok } from '../../http/respond.ts';
import { publishWatermark } from '../../services/publish/signal.ts';
import { publishQueue } from '../../services/publish/status.ts';

export const adminPublish = new Hono<AppEnv>().post('/status', async (c) =>
  ok(c, await publishQueue(c.get('deps').db, publishWatermark())),
);
