/** /api/vegetable/ getMarketList, marketReportDetail, addMarketData: markets, their reports, reporters' prices (spec §7). */
import { Hono, type MiddlewareHandler } from 'hono';
import { VEG_MARKET_MSG, VEG_MSG } from '#lib/vegetable/messages.ts';
import { vegetableVipActive } from '#lib/vegetable/access.ts';
import { addMarketDataSchema, marketListSchema, marketReportSchema } from '#lib/vegetable/validators.ts';
import type { VegMarketList } from '#lib/vegetable/types.ts';
import { currentUser, requireUser, tokenOf, member } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { cachedPublic } from '#server/http/publicCache.ts';
import { requireReporter, writerOf } from '#server/http/reporter.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { addMarketData } from '#server/services/vegetable/addMarketData.ts';
import { marketList } from '#server/services/vegetable/marketList.ts';
import { marketPrices } from '#server/services/vegetable/marketPrices.ts';
import { marketReport } from '#server/services/vegetable/marketReport.ts';
import { reporterMarket } from '#server/services/vegetable/reporters.ts';

const prices = cachedPublic({ tags: () => [CACHE_TAG.vegetable] });

/** Visitors share one cached answer; a signed-in caller may be a VIP, so their answer is read for them (no-store). */
const publicUnlessSignedIn: MiddlewareHandler<AppEnv> = (c, next) => (tokenOf(c) ? next() : prices(c, next));

export const vegetableMarket = new Hono<AppEnv>()
  .post('/getMarketList', prices, async (c) => {
    const q = await validate(c, marketListSchema);
    const db = c.get('deps').db;
    const list = await marketList(db, q);
    if (q.id !== undefined && !list.length) return refuse(c, VEG_MSG.unknownMarket);
    const answer: VegMarketList = { list, demo: list.some((m) => m.demo) };
    const one = list[0];
    if (q.id !== undefined && one)
      answer.prices = one.latest_date ? await marketPrices(db, one.id, one.latest_date) : [];
    return ok(c, answer);
  })
  .get('/marketReportDetail', publicUnlessSignedIn, async (c) => {
    const q = await validate(c, marketReportSchema);
    // Only a caller who sent a token is looked up: a visitor's answer stays shareable.
    const user = tokenOf(c) ? await currentUser(c) : null;
    const found = await marketReport(
      c.get('deps').db,
      q,
      vegetableVipActive(user?.vegetableExpire?.toISOString(), c.get('deps').now().getTime()),
    );
    return found ? ok(c, found) : refuse(c, VEG_MARKET_MSG.reportGone);
  })
  .post('/addMarketData', requireReporter, async (c) => {
    const input = await validate(c, addMarketDataSchema);
    const deps = c.get('deps');
    const done = await addMarketData(deps.db, input, writerOf(c));
    return ok(c, done, VEG_MARKET_MSG.added(input.rows.length));
  })
  // Not in spec §7: which market the signed-in member reports for (the add-prices form shows itself to them).
  .post('/reporterMarket', requireUser, async (c) =>
    ok(c, await reporterMarket(c.get('deps').db, member(c).uid)),
  );
