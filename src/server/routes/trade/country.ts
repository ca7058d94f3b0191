/**
 * /api/trade/ the country page (spec §7): getCountryList, getProductByOrigin, getExportByOrigin,
 * getPermitProductListByOrigin, and getCountrySeries (not in §7: the balance over time in one call).
 */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { countryList } from '#server/services/trade/countryList.ts';
import { permitsOfPartner } from '#server/services/trade/permitsOfPartner.ts';
import {
  tradeByOriginSchema,
  tradeCountryListSchema,
  tradeCountrySeriesSchema,
  tradePartnerSchema,
} from '#lib/trade/validators.ts';
import { TRADE_ANSWER } from './answers.ts';
import { partnerOf, publicTrade } from './shared.ts';

export const tradeCountry = new Hono<AppEnv>()
  // ?continent= → TradeCountryList.
  .get('/getCountryList', publicTrade, async (c) => {
    const { continent } = await validate(c, tradeCountryListSchema);
    return ok(c, await countryList(c.get('deps').db, continent));
  })
  // { partner, month?, period?, currency?, limit? } → TradeByOrigin: what China imports from the partner.
  .post('/getProductByOrigin', publicTrade, async (c) =>
    ok(c, await TRADE_ANSWER.productByOrigin(c, await validate(c, tradeByOriginSchema))),
  )
  // { partner, month?, period?, currency?, limit? } → TradeByOrigin: what China exports to the partner.
  .post('/getExportByOrigin', publicTrade, async (c) =>
    ok(c, await TRADE_ANSWER.exportByOrigin(c, await validate(c, tradeByOriginSchema))),
  )
  // { partner } → TradePermitsOfPartner: the products the partner may export to China.
  .post('/getPermitProductListByOrigin', publicTrade, async (c) => {
    const { partner } = await validate(c, tradePartnerSchema);
    return ok(c, await permitsOfPartner(c.get('deps').db, await partnerOf(c, partner)));
  })
  // { partner, currency?, from?, to? } → TradeCountrySeries: imports, exports and balance per month.
  .post('/getCountrySeries', publicTrade, async (c) =>
    ok(c, await TRADE_ANSWER.countrySeries(c, await validate(c, tradeCountrySeriesSchema))),
  );
