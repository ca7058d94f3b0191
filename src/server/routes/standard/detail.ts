/** GET /api/standard/getDetail?id=: one standard with its lineage (spec §7). */
import { Hono } from 'hono';
import { chinaToday } from '#lib/chinaTime.ts';
import { STD_MSG } from '#lib/standard/messages.ts';
import { byIdSchema } from '#lib/shared/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { standardDetail } from '#server/services/standard/detail.ts';
import { standardAnswer } from './list.ts';

export const standardDetailRoutes = new Hono<AppEnv>().get('/getDetail', standardAnswer, async (c) => {
  const { id } = await validate(c, byIdSchema);
  const deps = c.get('deps');
  const found = await standardDetail(deps.db, id, chinaToday(deps.now()));
  return found ? ok(c, found) : refuse(c, STD_MSG.unknownStandard);
});
