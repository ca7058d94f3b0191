/**
 * getMarketList: the wholesale markets with their province and city names, kind and latest priced day. Each market's
 * latest day is one backward step on the price key (market, date, product), never a scan of the prices.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { DIVISIONS } from '#server/services/accounts/divisions.ts';
import type { VegMarketItem, VegMarketKind } from '#lib/vegetable/types.ts';

interface Row {
  id: number;
  name: string;
  short_name: string;
  province_code: string;
  city_code: string;
  kind: string;
  summary: string;
  is_demo: boolean;
  latest_date: string | null;
  products: number | string;
  demo_prices: boolean | null;
}

/** Division code → name; the municipalities' "市辖区" reads as the city itself. */
const NAMES = new Map<string, string>();
for (const p of DIVISIONS) {
  NAMES.set(p.code, p.name);
  for (const c of p.children ?? []) NAMES.set(c.code, c.name === '市辖区' ? p.name : c.name);
}

export async function marketList(
  db: Db,
  filter: { province?: string; id?: number },
): Promise<VegMarketItem[]> {
  const where = [sql`true`];
  if (filter.province) where.push(sql`m.province_code = ${filter.province}`);
  if (filter.id) where.push(sql`m.id = ${filter.id}`);
  const result = await db.execute(sql`
    select m.id, m.name, m.short_name, m.province_code, m.city_code, m.kind, m.summary, m.is_demo,
      l.day as latest_date, coalesce(d.n, 0) as products, d.demo as demo_prices
    from vegetable_markets m
    left join lateral (
      select date as day from vegetable_prices p where p.market_id = m.id order by p.date desc limit 1
    ) l on true
    left join lateral (
      select count(*) as n, bool_or(p.is_demo) as demo from vegetable_prices p
      where p.market_id = m.id and p.date = l.day
    ) d on true
    where ${sql.join(where, sql` and `)}
    order by m.sort, m.id`);
  return rowsOf<Row>(result).map((r) => ({
    id: Number(r.id),
    name: r.name,
    short_name: r.short_name,
    province_code: r.province_code,
    province: NAMES.get(r.province_code) ?? '',
    city_code: r.city_code,
    city: NAMES.get(r.city_code) ?? '',
    kind: r.kind as VegMarketKind,
    summary: r.summary,
    latest_date: r.latest_date ? String(r.latest_date).slice(0, 10) : null,
    products: Number(r.products),
    demo: Boolean(r.is_demo || r.demo_prices),
  }));
}
