/**
 * The build query of 进出口贸易's home and country pages: the partners (the 220 country pages and their headers), the
 * HS chapters (the home page's links into the directory), the months held, and the home page's first view (the
 * newest month and year to date in 美元). A handful of grouped reads for the whole build.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tradeHsCodes } from '#server/db/schema/index.ts';
import { januaryOf } from '#lib/trade/months.ts';
import { TRADE_CURRENCY_UNIT } from '#lib/trade/messages.ts';
import type { TradeCountryList, TradeHsRef, TradeOverview } from '#lib/trade/types.ts';
import { TRADE_LIMITS, type TradePeriod } from '#lib/trade/validators.ts';
import { countryList } from './countryList.ts';
import { hsName } from './hsCodes.ts';
import type { FlowQuery } from './originList.ts';
import { overview } from './overview.ts';
import { tradeWindow, type TradeWindow } from './window.ts';

export interface TradeBuildData {
  partners: TradeCountryList['list'];
  /** The HS chapters (01–24). */
  hs: TradeHsRef[];
  /** null before any flow is imported. */
  window: TradeWindow | null;
  /** The home page's first view: the newest month and January to it, in 美元. */
  home: { month: TradeOverview; year: TradeOverview } | null;
}

const newest = (month: string, period: TradePeriod): FlowQuery => {
  const range = { from: period === 'cumulative' ? januaryOf(month) : month, to: month };
  return {
    info: { period, month, ...range, currency: 'usd', currency_unit: TRADE_CURRENCY_UNIT.usd },
    range,
    limit: TRADE_LIMITS.defaultRank,
  };
};

export async function tradeBuildData(db: Db): Promise<TradeBuildData> {
  const [partners, chapters, window] = await Promise.all([
    countryList(db),
    db.select().from(tradeHsCodes).where(eq(tradeHsCodes.level, 2)).orderBy(asc(tradeHsCodes.code)),
    tradeWindow(db),
  ]);
  const home = window
    ? {
        month: await overview(db, newest(window.last, 'month'), false),
        year: await overview(db, newest(window.last, 'cumulative'), true),
      }
    : null;
  return {
    partners: partners.list,
    hs: chapters.map((c) => ({ code: c.code, name: hsName(c) })),
    window,
    home,
  };
}

export const tradeQueries = {
  /** The home and country pages: partners, chapters, the months held, the home page's first view. */
  tradeBuildData: (db: Db) => tradeBuildData(db),
};
