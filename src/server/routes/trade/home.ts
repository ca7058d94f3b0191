/** /api/trade/ getNewestMonthData, getNewestYearData: the application's home page (spec §7). */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { overview } from '#server/services/trade/overview.ts';
import { tradeOverviewSchema } from '#lib/trade/validators.ts';
import { periodOf, publicTrade } from './shared.ts';

export const tradeHome = new Hono<AppEnv>()
  // { currency?, limit? } → TradeOverview of the newest month (top products by `limit`, every partner).
  .post('/getNewestMonthData', publicTrade, async (c) => {
    const input = await validate(c, tradeOverviewSchema);
    const q = await periodOf(c, { ...input, period: 'month' });
    return ok(c, await overview(c.get('deps').db, q, false));
  })
  // { currency?, limit? } → TradeOverview of January to the newest month, with this year's and last year's months.
  .post('/getNewestYearData', publicTrade, async (c) => {
    const input = await validate(c, tradeOverviewSchema);
    const q = await periodOf(c, { ...input, period: 'cumulative' });
    return ok(c, await overview(c.get('deps').db, q, true));
  });
