/** /api/food/ getDetail, getRelatedList, compare, getPrice: one food, its neighbours, side by side, today's price. */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { cachedPublic } from '#server/http/publicCache.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { foodDetail, foodsByCodes } from '#server/services/food/detail.ts';
import { foodPrice } from '#server/services/food/price.ts';
import { relatedFoods } from '#server/services/food/related.ts';
import { FOOD_MSG } from '#lib/food/messages.ts';
import { FOOD_RELATED_MAX } from '#lib/food/limits.ts';
import { foodByCodeSchema, foodCompareSchema } from '#lib/food/validators.ts';

const publicFood = cachedPublic({ tags: () => [CACHE_TAG.food] });
/** The price changes with every day of 蔬菜行情 (and with the food's own figures). */
const publicPrice = cachedPublic({ tags: () => [CACHE_TAG.vegetable, CACHE_TAG.food] });

export const foodDetailRoutes = new Hono<AppEnv>()
  .post('/getDetail', publicFood, async (c) => {
    const { code } = await validate(c, foodByCodeSchema);
    const food = await foodDetail(c.get('deps').db, code);
    return food ? ok(c, food) : refuse(c, FOOD_MSG.unknownFood);
  })
  .post('/getRelatedList', publicFood, async (c) => {
    const { code } = await validate(c, foodByCodeSchema);
    const list = await relatedFoods(c.get('deps').db, code, FOOD_RELATED_MAX);
    return list ? ok(c, { list }) : refuse(c, FOOD_MSG.unknownFood);
  })
  .post('/compare', publicFood, async (c) => {
    const { codes } = await validate(c, foodCompareSchema);
    const { foods, unknown } = await foodsByCodes(c.get('deps').db, codes);
    return unknown.length ? refuse(c, FOOD_MSG.compareUnknown(unknown)) : ok(c, { foods });
  })
  .post('/getPrice', publicPrice, async (c) => {
    const { code } = await validate(c, foodByCodeSchema);
    const price = await foodPrice(c.get('deps').db, code);
    if (price === 'unknown') return refuse(c, FOOD_MSG.unknownFood);
    return price ? ok(c, price) : refuse(c, FOOD_MSG.notVegetable);
  });
