/** getPermitOriginList: the countries permitted for a product, for the products of an HS code, or for every product. */
import type { Db } from '#server/db/client.ts';
import { permitProductsOf } from '#lib/trade/rules.ts';
import type { TradePermitOriginList } from '#lib/trade/types.ts';
import { partnerRef } from './partners.ts';
import { permitCodes, permitRows } from './permits.ts';

/** Null when a named product has no list. */
export async function permitOrigins(
  db: Db,
  f: { product?: string; code?: string },
): Promise<TradePermitOriginList | null> {
  const rows = await permitRows(db);
  const wanted = f.product ? [f.product] : f.code ? permitProductsOf(f.code) : null;
  const list: TradePermitOriginList['list'] = [];
  for (const r of rows) {
    if (wanted && !wanted.includes(r.product)) continue;
    let item = list.find((i) => i.product === r.product);
    if (!item)
      list.push((item = { group: r.group, product: r.product, hs: permitCodes(r.product), origins: [] }));
    item.origins.push({ ...partnerRef(r.partner), note: r.note });
  }
  if (f.product && !list.length) return null;
  return { list };
}
