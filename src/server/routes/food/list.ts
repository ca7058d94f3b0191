/** /api/food/ getCateList, getList, search: the home page's tree, the list and ranking, the search page (spec §7). */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { cachedPublic } from '#server/http/publicCache.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { foodCategoryTree } from '#server/services/food/categories.ts';
import { foodList } from '#server/services/food/list.ts';
import { searchFoods } from '#server/services/food/search.ts';
import { searchFoodsInMemory } from '#server/services/food/searchInMemory.ts';
import { foodSearchRows } from '#server/services/food/searchRows.ts';
import { foodListSchema, foodSearchSchema } from '#lib/food/validators.ts';

const publicFood = cachedPublic({ tags: () => [CACHE_TAG.food] });

export const foodListRoutes = new Hono<AppEnv>()
  // Takes no input (listed in the bad-input test's NO_SCHEMA).
  .get('/getCateList', publicFood, async (c) => ok(c, await foodCategoryTree(c.get('deps').db)))
  .post('/getList', publicFood, async (c) => {
    const input = await validate(c, foodListSchema);
    return ok(c, await foodList(c.get('deps').db, input));
  })
  .post('/search', publicFood, async (c) => {
    const input = await validate(c, foodSearchSchema);
    const { db, publicCache } = c.get('deps');
    // Served from the kept foods (no query per new answer); the query itself without a cache to key them by.
    if (!publicCache) return ok(c, await searchFoods(db, input));
    const rows = await foodSearchRows(db, publicCache.tagVersion(CACHE_TAG.food));
    return ok(c, searchFoodsInMemory(rows, input));
  });
