/**
 * /api/sim/jobs/deletions: the browser tests' hook into the daily 注销账号 job, run as if `aheadDays` days had passed
 * (the cooling-off period). Loopback only and never mounted in production, like every simulator.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { runDeletionJob } from '#server/services/privacy/jobs.ts';

const DAY_MS = 86_400_000;
const jobSchema = z.object({ aheadDays: z.number().int().min(0).max(60).default(0) });

export const simJobs = new Hono<AppEnv>().post('/jobs/deletions', async (c) => {
  const { aheadDays } = await validate(c, jobSchema);
  const deps = c.get('deps');
  const at = new Date(deps.now().getTime() + aheadDays * DAY_MS);
  const closed = await runDeletionJob(deps, at);
  return ok(c, { closed });
});
