/** POST /api/standard/getTypeList, getList: the list page's calls (spec §7). */
import { Hono, type Context } from 'hono';
import { chinaToday } from '#lib/chinaTime.ts';
import { standardListSchema, standardTypeListSchema } from '#lib/standard/validators.ts';
import type { AppEnv } from '../../http/context.ts';
import { validate } from '../../http/input.ts';
import { cachedPublic } from '../../http/publicCache.ts';
import { ok } from '../../http/respond.ts';
import { CACHE_TAG } from '../../services/publish/cacheTags.ts';
import { standardList } from '../../services/standard/list.ts';
import { standardTypeList } from '../../services/standard/typeList.ts';

type C = Context<AppEnv>;

const today = (c: C) => chinaToday(c.get('deps').now());

/**
 * Standards change by a standard content event (an import, the daily status job); a status also changes with
 * China's day, so the day is part of every answer's key.
 */
export const standardAnswer = cachedPublic({ tags: () => [CACHE_TAG.standard], vary: today });

export const standardListRoutes = new Hono<AppEnv>()
  .post('/getTypeList', standardAnswer, async (c) => {
    await validate(c, standardTypeListSchema);
    return ok(c, await standardTypeList(c.get('deps').db, today(c)));
  })
  .post('/getList', standardAnswer, async (c) => {
    const input = await validate(c, standardListSchema);
    return ok(c, await standardList(c.get('deps').db, input, today(c)));
  });
