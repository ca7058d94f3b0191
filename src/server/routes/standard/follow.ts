/** POST /api/standard/getFollowChanges: the member's followed standards that change status soon (member centre). */
import { Hono } from 'hono';
import { chinaToday } from '#lib/chinaTime.ts';
import { followChangesSchema } from '#lib/standard/validators.ts';
import { member, requireUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { followChanges } from '#server/services/standard/followChanges.ts';

export const standardFollowRoutes = new Hono<AppEnv>().post('/getFollowChanges', requireUser, async (c) => {
  const { days } = await validate(c, followChangesSchema);
  const deps = c.get('deps');
  return ok(c, await followChanges(deps.db, member(c).uid, chinaToday(deps.now()), days));
});
