/**
 * /api/trade/ the country page (spec §7): getCountryList, getProductByOrigin, getExportByOrigin,
 * getPermitProductListByOrigin, and getCountrySeries (not in §7: the balance over time in one call).
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { validate } from '../../http/input.ts';
import { ok } from '../../http/respond.ts';
import { countryList } from '../../services/trade/countryList.ts';
import { countrySeries } from '../../services/trade/countrySeries.ts';
import { partnerProducts } from '../../services/trade/partnerProducts.ts';
import { permitsOfPartner } from '../../services/trade/permitsOfPartner.ts';
import { TRADE_CURRENCY_UNIT } from '#lib/trade/messages.ts';
import {
  tradeByOriginSchema,
  tradeCountryListSchema,
  tradeCountrySeriesSchema,
  tradePartnerSchema,
  type TradeDirection,
} from '#lib/trade/validators.ts';
import { partnerOf, periodOf, publicTrade, seriesRangeOf } from './shared.ts';

async function byOrigin(c: Context<AppEnv>, direction: TradeDirection) {
  const input = await validate(c, tradeByOriginSchema);
  const partner = await partnerOf(c, input.partner);
  const q = await periodOf(c, input);
  return ok(c, await partnerProducts(c.get('deps').db, partner, direction, q));
}

export const tradeCountry = new Hono<AppEnv>()
  // ?continent= → TradeCountryList.
  .get('/getCountryList', publicTrade, async (c) => {
    const { continent } = await validate(c, tradeCountryListSchema);
    return ok(c, await countryList(c.get('deps').db, continent));
  })
  // { partner, month?, period?, currency?, limit? } → TradeByOrigin: what China imports from the partner.
  .post('/getProductByOrigin', publicTrade, (c) => byOrigin(c, 'import'))
  // { partner, month?, period?, currency?, limit? } → TradeByOrigin: what China exports to the partner.
  .post('/getExportByOrigin', publicTrade, (c) => byOrigin(c, 'export'))
  // { partner } → TradePermitsOfPartner: the products the partner may export to China.
  .post('/getPermitProductListByOrigin', publicTrade, async (c) => {
    const { partner } = await validate(c, tradePartnerSchema);
    return ok(c, await permitsOfPartner(c.get('deps').db, await partnerOf(c, partner)));
  })
  // { partner, currency?, from?, to? } → TradeCountrySeries: imports, exports and balance per month.
  .post('/getCountrySeries', publicTrade, async (c) => {
    const input = await validate(c, tradeCountrySeriesSchema);
    const partner = await partnerOf(c, input.partner);
    const { from, to } = await seriesRangeOf(c, input);
    return ok(
      c,
      await countrySeries(c.get('deps').db, partner, {
        from,
        to,
        currency: input.currency,
        currencyUnit: TRADE_CURRENCY_UNIT[input.currency],
      }),
    );
  });
