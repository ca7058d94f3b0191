/** /api/baike/ getBaikeTree, hotBaike, hotBaikeContent, getBaikeLists, getBaikeContent: 农业百科's public reads. */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { cachedPublic } from '#server/http/publicCache.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { baikeTree } from '#server/services/baike/tree.ts';
import { baikeList } from '#server/services/baike/list.ts';
import { baikeListInMemory } from '#server/services/baike/listInMemory.ts';
import { baikeListRows } from '#server/services/baike/listRows.ts';
import { baikeContent } from '#server/services/baike/content.ts';
import { hotBaike, hotBaikeContent } from '#server/services/baike/hot.ts';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import { baikeEntrySchema, baikeHotSchema, baikeListSchema, baikeTreeSchema } from '#lib/baike/validators.ts';

const publicBaike = cachedPublic({ tags: () => [CACHE_TAG.baike] });

// Hot answers are not stored in the public cache: views change them without a content event; hot.ts holds the
// ranking for BAIKE_LIMITS.hotRefreshMs instead.
export const baikeReadRoutes = new Hono<AppEnv>()
  .post('/getBaikeTree', publicBaike, async (c) => {
    await validate(c, baikeTreeSchema);
    return ok(c, await baikeTree(c.get('deps').db));
  })
  .post('/getBaikeLists', publicBaike, async (c) => {
    const input = await validate(c, baikeListSchema);
    const { db, publicCache } = c.get('deps');
    // Served from the kept entries (no query per new answer); the query itself without a cache to key them by, or
    // past the entries matched in memory.
    const kept = publicCache ? await baikeListRows(db, publicCache.tagVersion(CACHE_TAG.baike)) : null;
    const answer = kept ? baikeListInMemory(kept, input) : await baikeList(db, input);
    return answer === 'unknown' ? refuse(c, BAIKE_MSG.unknownCategory) : ok(c, answer);
  })
  .post('/getBaikeContent', publicBaike, async (c) => {
    const { id } = await validate(c, baikeEntrySchema);
    const entry = await baikeContent(c.get('deps').db, id);
    return entry ? ok(c, entry) : refuse(c, BAIKE_MSG.entryGone);
  })
  .post('/hotBaike', async (c) => {
    const { limit } = await validate(c, baikeHotSchema);
    const { db, now } = c.get('deps');
    return ok(c, await hotBaike(db, now(), limit));
  })
  .post('/hotBaikeContent', async (c) => {
    const { limit } = await validate(c, baikeHotSchema);
    const { db, now } = c.get('deps');
    return ok(c, await hotBaikeContent(db, now(), limit));
  });
