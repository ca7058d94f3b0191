/** POST /api/standard/getTypeList, getList: the list page's calls (spec §7). */
import { Hono, type Context } from 'hono';
import { chinaToday } from '#lib/chinaTime.ts';
import { standardListSchema, standardTypeListSchema } from '#lib/standard/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { cachedPublic } from '#server/http/publicCache.ts';
import { ok } from '#server/http/respond.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { standardList } from '#server/services/standard/list.ts';
import { standardListInMemory } from '#server/services/standard/listInMemory.ts';
import { standardSearchRows } from '#server/services/standard/searchRows.ts';
import { standardTypeList } from '#server/services/standard/typeList.ts';

type C = Context<AppEnv>;

const today = (c: C) => chinaToday(c.get('deps').now());

/**
 * Standards change by a standard content event (an import, an editor, the daily status job). A status changes with
 * China's day only on a standard's 实施日期 or 废止日期, and the daily job (every serving process asks each minute)
 * logs an event for exactly those standards that day, which drops these answers in every process (the event log):
 * no answer shows anything else that moves with the day, so a day without a change keeps them.
 */
export const standardAnswer = cachedPublic({ tags: () => [CACHE_TAG.standard] });

export const standardListRoutes = new Hono<AppEnv>()
  .post('/getTypeList', standardAnswer, async (c) => {
    await validate(c, standardTypeListSchema);
    return ok(c, await standardTypeList(c.get('deps').db, today(c)));
  })
  .post('/getList', standardAnswer, async (c) => {
    const input = await validate(c, standardListSchema);
    const { db, publicCache } = c.get('deps');
    // Served from the kept rows (no query per new answer); the query itself without a cache to key them by.
    if (!publicCache) return ok(c, await standardList(db, input, today(c)));
    const rows = await standardSearchRows(db, publicCache.tagVersion(CACHE_TAG.standard));
    return ok(c, standardListInMemory(rows, input, today(c)));
  });
