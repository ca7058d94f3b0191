/** /api/vegetable/ filterList, vegList, getClassIndex, getMarketWeeklyList: the list page's calls (spec §7). */
import { Hono, type Context } from 'hono';
import { chinaToday } from '#lib/chinaTime.ts';
import { VEG_LIST_MSG } from '#lib/vegetable/messages.ts';
import type { VegList } from '#lib/vegetable/types.ts';
import {
  classIndexSchema,
  filterListSchema,
  marketWeeklyListSchema,
  vegListSchema,
} from '#lib/vegetable/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { cachedPublic } from '#server/http/publicCache.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { classIndexHistory } from '#server/services/vegetable/classIndexHistory.ts';
import { filterList } from '#server/services/vegetable/filterList.ts';
import { latestDay } from '#server/services/vegetable/latestDay.ts';
import { marketWeeklyList } from '#server/services/vegetable/marketWeeklyList.ts';
import { priceList } from '#server/services/vegetable/priceList.ts';

type C = Context<AppEnv>;
const dbOf = (c: C) => c.get('deps').db;

/** Prices, the index and reports change only by a vegetable content event (an import, a reporter's prices). */
const vegetableAnswer = cachedPublic({ tags: () => [CACHE_TAG.vegetable] });

const emptyList = (page: number, pageSize: number): VegList => ({
  list: [],
  total: 0,
  page,
  pageSize,
  date: null,
  prev_date: null,
  week_date: null,
  demo: false,
});

const vegList = async (c: C) => {
  const input = await validate(c, vegListSchema);
  const deps = c.get('deps');
  // Prices are dated by China's calendar: a later day has none yet.
  if (input.date && input.date > chinaToday(deps.now())) return refuse(c, VEG_LIST_MSG.futureDate);
  const date = input.date ?? (await latestDay(deps.db));
  if (!date) return ok(c, emptyList(input.page, input.pageSize));
  return ok(c, await priceList(deps.db, { ...input, date }, deps.publicCache));
};

export const vegetableList = new Hono<AppEnv>()
  .post('/filterList', vegetableAnswer, async (c) => {
    await validate(c, filterListSchema);
    return ok(c, await filterList(dbOf(c)));
  })
  .post('/vegList', vegetableAnswer, vegList)
  .post('/getClassIndex', vegetableAnswer, async (c) =>
    ok(c, await classIndexHistory(dbOf(c), await validate(c, classIndexSchema))),
  )
  .post('/getMarketWeeklyList', vegetableAnswer, async (c) => {
    const p = await validate(c, marketWeeklyListSchema);
    return ok(c, await marketWeeklyList(dbOf(c), p, c.get('deps').publicCache));
  });
