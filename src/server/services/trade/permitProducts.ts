/** getPermitProductList: the permitted-origin products by group, each with its HS codes and how many origins. */
import type { Db } from '#server/db/client.ts';
import type { TradePermitProductList } from '#lib/trade/types.ts';
import { permitCodes, permitRows } from './permits.ts';

export async function permitProducts(db: Db, group?: string): Promise<TradePermitProductList> {
  const rows = (await permitRows(db)).filter((r) => !group || r.group === group);
  const groups = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const products = groups.get(r.group) ?? new Map<string, number>();
    products.set(r.product, (products.get(r.product) ?? 0) + 1);
    groups.set(r.group, products);
  }
  return {
    groups: [...groups].map(([g, products]) => ({
      group: g,
      products: [...products].map(([product, origins]) => ({
        group: g,
        product,
        hs: permitCodes(product),
        origins,
      })),
    })),
  };
}
