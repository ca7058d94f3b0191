/**
 * /api/trade/ the product page (spec §7): getOriginList, getTaxRate, getSupervisePlaceList, getPortList,
 * getPermitProductList, getPermitOriginList, and getProductSeries (not in §7: the page's monthly chart in one call).
 */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { permitProducts } from '#server/services/trade/permitProducts.ts';
import { portList } from '#server/services/trade/portList.ts';
import { supervisePlaces } from '#server/services/trade/supervisePlaces.ts';
import {
  tradeCodeSchema,
  tradeOriginListSchema,
  tradePermitOriginSchema,
  tradePermitProductListSchema,
  tradePortListSchema,
  tradeSeriesSchema,
  tradeSupervisePlaceSchema,
} from '#lib/trade/validators.ts';
import { TRADE_ANSWER } from './answers.ts';
import { productOf, publicTrade } from './shared.ts';

export const tradeProduct = new Hono<AppEnv>()
  // { code, currency?, period?, from?, to?, partner? } → TradeProductSeries: imports and exports per month.
  .post('/getProductSeries', publicTrade, async (c) =>
    ok(c, await TRADE_ANSWER.productSeries(c, await validate(c, tradeSeriesSchema))),
  )
  // { code, direction?, month?, period?, currency?, limit? } → TradeOriginList: partners ranked with share and growth.
  .post('/getOriginList', publicTrade, async (c) =>
    ok(c, await TRADE_ANSWER.originList(c, await validate(c, tradeOriginListSchema))),
  )
  // { code } → TradeTaxRates: the rates of each 6-digit code under it.
  .post('/getTaxRate', publicTrade, async (c) =>
    ok(c, await TRADE_ANSWER.taxRates(c, await validate(c, tradeCodeSchema))),
  )
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
  .post('/getPermitOriginList', publicTrade, async (c) =>
    ok(c, await TRADE_ANSWER.permitOrigins(c, await validate(c, tradePermitOriginSchema))),
  );
