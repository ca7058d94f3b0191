/** /api/vegetable/ getMarketList, marketReportDetail, addMarketData: markets, their reports, reporters' prices (spec §7). */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';

export const vegetableMarket = new Hono<AppEnv>();
