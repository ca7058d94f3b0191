/**
 * GET /api/trade/download?table=&format=csv|xlsx&<the table's call's parameters>: one trade table as a file, for
 * members (a link the browser opens: the token cookie signs it in, see cookieToken.ts). Each table is answered by
 * the same service and checks as its call, then shaped by services/trade/tables.ts and written by the one writer.
 */
import { Hono, type Context } from 'hono';
import { currentUser } from '../../http/auth.ts';
import type { AppEnv } from '../../http/context.ts';
import { Refusal, validate } from '../../http/input.ts';
import { refuse } from '../../http/respond.ts';
import { contentDisposition, tableFile } from '../../services/files/tableFile.ts';
import { countrySeries } from '../../services/trade/countrySeries.ts';
import { originList } from '../../services/trade/originList.ts';
import { partnerProducts } from '../../services/trade/partnerProducts.ts';
import { permitOrigins } from '../../services/trade/permitOrigins.ts';
import { productSeries } from '../../services/trade/productSeries.ts';
import { TRADE_TABLE_SHAPE, type TradeTableAnswer } from '../../services/trade/tables.ts';
import { taxRates } from '../../services/trade/taxRates.ts';
import { topClass } from '../../services/trade/topClass.ts';
import type { TradeTable } from '#lib/trade/download.ts';
import { TRADE_CURRENCY_UNIT, TRADE_DOWNLOAD_MSG, TRADE_MSG } from '#lib/trade/messages.ts';
import { tradeDownloadSchema, type TradeDownloadInput } from '#lib/trade/validators.ts';
import { partnerOf, periodOf, productOf, seriesRangeOf } from './shared.ts';

type Input<T extends TradeTable> = Extract<TradeDownloadInput, { table: T }>;
type Answerer = { [T in TradeTable]: (c: Context<AppEnv>, i: Input<T>) => Promise<TradeTableAnswer[T]> };

/** The calls' own steps (routes/trade/product.ts, country.ts, directory.ts): same checks, same services. */
const ANSWER: Answerer = {
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

async function tableOf<T extends TradeTable>(c: Context<AppEnv>, input: Input<T>) {
  const answer = await (ANSWER[input.table] as Answerer[T])(c, input);
  return TRADE_TABLE_SHAPE[input.table](answer);
}

export const tradeDownload = new Hono<AppEnv>().get('/download', async (c) => {
  const input = await validate(c, tradeDownloadSchema);
  // Until the VIP limits of 数据检索 are decided, members download and visitors see (issue 15).
  if (!(await currentUser(c))) return refuse(c, TRADE_DOWNLOAD_MSG.loginRequired);
  const file = await tableFile(await tableOf(c, input), input.format);
  return c.body(file.body, 200, {
    'content-type': file.type,
    'content-disposition': contentDisposition(file.filename, `trade-${input.table}.${input.format}`),
    'cache-control': 'no-store',
  });
});
