/** What every trade route does first: the months held, the period asked for, the product or partner named. */
import type { Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { Refusal } from '#server/core/refusal.ts';
import { cachedPublic } from '#server/http/publicCache.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import { hsByCode, type HsCode } from '#server/services/trade/hsCodes.ts';
import type { FlowQuery } from '#server/services/trade/originList.ts';
import { partnerByKey, type PartnerRow } from '#server/services/trade/partners.ts';
import { keptTradeWindow, tradeWindow, type TradeWindow } from '#server/services/trade/window.ts';
import { TRADE_CURRENCY_UNIT, TRADE_MSG } from '#lib/trade/messages.ts';
import { addMonths, januaryOf, monthsBetween } from '#lib/trade/months.ts';
import { TRADE_LIMITS, type TradeCurrency, type TradePeriod } from '#lib/trade/validators.ts';

/** Every trade answer is public and changes only with an import (CACHE_TAG.trade). */
export const publicTrade = cachedPublic({ tags: () => [CACHE_TAG.trade] });

export async function windowOf(c: Context<AppEnv>): Promise<TradeWindow> {
  const { db, publicCache } = c.get('deps');
  const w = await (publicCache
    ? keptTradeWindow(db, publicCache.tagVersion(CACHE_TAG.trade))
    : tradeWindow(db));
  if (!w) throw new Refusal(TRADE_MSG.noData);
  return w;
}

export async function productOf(c: Context<AppEnv>, code: string): Promise<HsCode> {
  const product = await hsByCode(c.get('deps').db, code);
  if (!product) throw new Refusal(TRADE_MSG.unknownCode);
  return product;
}

export async function partnerOf(c: Context<AppEnv>, key: string): Promise<PartnerRow> {
  const partner = await partnerByKey(c.get('deps').db, key);
  if (!partner) throw new Refusal(TRADE_MSG.unknownPartner);
  return partner;
}

/** A month no later than the newest published one and no earlier than the first held. */
function checkMonth(w: TradeWindow, month: string) {
  if (month > w.last) throw new Refusal(TRADE_MSG.pastData(w.last));
  if (month < w.first) throw new Refusal(TRADE_MSG.beforeData(w.first));
}

/** The month asked for (the newest by default) as one month or January to it, compared with a year earlier. */
export async function periodOf(
  c: Context<AppEnv>,
  input: { month?: string; period: TradePeriod; currency: TradeCurrency; limit?: number },
): Promise<FlowQuery> {
  const w = await windowOf(c);
  const month = input.month ?? w.last;
  checkMonth(w, month);
  const range = { from: input.period === 'cumulative' ? januaryOf(month) : month, to: month };
  return {
    info: {
      period: input.period,
      month,
      ...range,
      currency: input.currency,
      currency_unit: TRADE_CURRENCY_UNIT[input.currency],
    },
    range,
    limit: input.limit ?? TRADE_LIMITS.defaultRank,
  };
}

/** A series' months: the last three years by default; refused past the newest month or wholly before the first. */
export async function seriesRangeOf(
  c: Context<AppEnv>,
  input: { from?: string; to?: string },
): Promise<{ from: string; to: string }> {
  const w = await windowOf(c);
  const to = input.to ?? w.last;
  if (to > w.last) throw new Refusal(TRADE_MSG.pastData(w.last));
  if (to < w.first) throw new Refusal(TRADE_MSG.beforeData(w.first));
  let from = input.from ?? addMonths(to, -(TRADE_LIMITS.defaultSeriesMonths - 1));
  if (from > to) throw new Refusal(TRADE_MSG.rangeOrder);
  if (monthsBetween(from, to).length > TRADE_LIMITS.maxSeriesMonths)
    throw new Refusal(TRADE_MSG.rangeTooLong(TRADE_LIMITS.maxSeriesMonths));
  // A range that starts before the data starts where the data does.
  if (from < w.first) from = w.first;
  return { from, to };
}
