/**
 * The steps of the trade calls that answer a table (the product, country and directory calls, and their download):
 * the checks (code, partner, month, range) and the service, written once so a file holds exactly what the call shows.
 */
import type { Context } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { Refusal } from '#server/core/refusal.ts';
import { countrySeries } from '#server/services/trade/countrySeries.ts';
import { originList } from '#server/services/trade/originList.ts';
import { partnerProducts } from '#server/services/trade/partnerProducts.ts';
import { permitOrigins } from '#server/services/trade/permitOrigins.ts';
import { productSeries } from '#server/services/trade/productSeries.ts';
import type { TradeTableAnswer } from '#server/services/trade/tables.ts';
import { taxRates } from '#server/services/trade/taxRates.ts';
import { topClass } from '#server/services/trade/topClass.ts';
import type { TradeTable } from '#lib/trade/download.ts';
import { TRADE_CURRENCY_UNIT, TRADE_MSG } from '#lib/trade/messages.ts';
import type { TradeDownloadInput } from '#lib/trade/validators.ts';
import { partnerOf, periodOf, productOf, seriesRangeOf } from './shared.ts';

/** A table's call input (the download's, without its table and format). */
export type TradeTableInput<T extends TradeTable> = Omit<
  Extract<TradeDownloadInput, { table: T }>,
  'table' | 'format'
>;
type Answerer = {
  [T in TradeTable]: (c: Context<AppEnv>, i: TradeTableInput<T>) => Promise<TradeTableAnswer[T]>;
};

export const TRADE_ANSWER: Answerer = {
  productSeries: async (c, i) => {
    const product = await productOf(c, i.code);
    const partner = i.partner ? await partnerOf(c, i.partner) : null;
    const { from, to } = await seriesRangeOf(c, i);
    return productSeries(c.get('deps').db, product, {
      from,
      to,
      period: i.period,
      currency: i.currency,
      currencyUnit: TRADE_CURRENCY_UNIT[i.currency],
      partner,
    });
  },
  originList: async (c, i) =>
    originList(c.get('deps').db, await productOf(c, i.code), i.direction, await periodOf(c, i)),
  productByOrigin: async (c, i) =>
    partnerProducts(c.get('deps').db, await partnerOf(c, i.partner), 'import', await periodOf(c, i)),
  exportByOrigin: async (c, i) =>
    partnerProducts(c.get('deps').db, await partnerOf(c, i.partner), 'export', await periodOf(c, i)),
  countrySeries: async (c, i) => {
    const partner = await partnerOf(c, i.partner);
    const { from, to } = await seriesRangeOf(c, i);
    return countrySeries(c.get('deps').db, partner, {
      from,
      to,
      currency: i.currency,
      currencyUnit: TRADE_CURRENCY_UNIT[i.currency],
    });
  },
  taxRates: async (c, i) => taxRates(c.get('deps').db, await productOf(c, i.code)),
  permitOrigins: async (c, i) => {
    if (i.code) await productOf(c, i.code);
    const list = await permitOrigins(c.get('deps').db, i);
    if (!list) throw new Refusal(TRADE_MSG.unknownProduct);
    return list;
  },
  topClass: async (c, i) =>
    topClass(c.get('deps').db, await periodOf(c, { period: 'cumulative', currency: i.currency })),
};
