/** getPermitProductListByOrigin: the products one partner may export to China. */
import type { Db } from '#server/db/client.ts';
import type { TradePermitsOfPartner } from '#lib/trade/types.ts';
import { partnerRef, type PartnerRow } from './partners.ts';
import { permitCodes, permitRows } from './permits.ts';

export async function permitsOfPartner(db: Db, partner: PartnerRow): Promise<TradePermitsOfPartner> {
  const rows = await permitRows(db, { iso2: partner.iso2 });
  return {
    partner: partnerRef(partner),
    list: rows.map((r) => ({ group: r.group, product: r.product, hs: permitCodes(r.product), note: r.note })),
  };
}
