/**
 * /api/trade/ the product page (spec §7): getOriginList, getTaxRate, getSupervisePlaceList, getPortList,
 * getPermitProductList, getPermitOriginList, and getProductSeries (not in §7: the page's monthly chart in one call).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { Refusal, validate } from '../../http/input.ts';
import { ok } from '../../http/respond.ts';
import { originList } from '../../services/trade/originList.ts';
import { permitOrigins } from '../../services/trade/permitOrigins.ts';
import { permitProducts } from '../../services/trade/permitProducts.ts';
import { portList } from '../../services/trade/portList.ts';
import { productSeries } from '../../services/trade/productSeries.ts';
import { supervisePlaces } from '../../services/trade/supervisePlaces.ts';
import { taxRates } from '../../services/trade/taxRates.ts';
import { TRADE_CURRENCY_UNIT, TRADE_MSG } from '#lib/trade/messages.ts';
import {
  tradeCodeSchema,
  tradeOriginListSchema,
  tradePermitOriginSchema,
  tradePermitProductListSchema,
  tradePortListSchema,
  tradeSeriesSchema,
  tradeSupervisePlaceSchema,
} from '#lib/trade/validators.ts';
import { partnerOf, periodOf, productOf, publicTrade, seriesRangeOf } from './shared.ts';

export const tradeProduct = new Hono<AppEnv>()
  // { code, currency?, period?, from?, to?, partner? } → TradeProductSeries: imports and exports per month.
  .post('/getProductSeries', publicTrade, async (c) => {
    const input = await validate(c, tradeSeriesSchema);
    const product = await productOf(c, input.code);
    const partner = input.partner ? await partnerOf(c, input.partner) : null;
    const { from, to } = await seriesRangeOf(c, input);
    return ok(
      c,
      await productSeries(c.get('deps').db, product, {
        from,
        to,
        period: input.period,
        currency: input.currency,
        currencyUnit: TRADE_CURRENCY_UNIT[input.currency],
        partner,
      }),
    );
  })
  // { code, direction?, month?, period?, currency?, limit? } → TradeOriginList: partners ranked with share and growth.
  .post('/getOriginList', publicTrade, async (c) => {
    const input = await validate(c, tradeOriginListSchema);
    const product = await productOf(c, input.code);
    const q = await periodOf(c, input);
    return ok(c, await originList(c.get('deps').db, product, input.direction, q));
  })
  // { code } → TradeTaxRates: the rates of each 6-digit code under it.
  .post('/getTaxRate', publicTrade, async (c) => {
    const { code } = await validate(c, tradeCodeSchema);
    return ok(c, await taxRates(c.get('deps').db, await productOf(c, code)));
  })
  // { kind?, code? } → TradeSupervisePlaceList: places by kind, or of the kinds a product's imports go through.
  .post('/getSupervisePlaceList', publicTrade, async (c) => {
    const input = await validate(c, tradeSupervisePlaceSchema);
    if (input.code) await productOf(c, input.code);
    return ok(c, await supervisePlaces(c.get('deps').db, input));
  })
  // ?kind=&province= → TradePortList.
  .get('/getPortList', publicTrade, async (c) => {
    const input = await validate(c, tradePortListSchema);
    return ok(c, await portList(c.get('deps').db, input));
  })
  // { group? } → TradePermitProductList: products with a permitted-origins list, by group.
  .post('/getPermitProductList', publicTrade, async (c) => {
    const { group } = await validate(c, tradePermitProductListSchema);
    return ok(c, await permitProducts(c.get('deps').db, group));
  })
  // { product? | code? } → TradePermitOriginList: the permitted origins of a product, of a code's products, or all.
  .post('/getPermitOriginList', publicTrade, async (c) => {
    const input = await validate(c, tradePermitOriginSchema);
    if (input.code) await productOf(c, input.code);
    const list = await permitOrigins(c.get('deps').db, input);
    if (!list) throw new Refusal(TRADE_MSG.unknownProduct);
    return ok(c, list);
  });
