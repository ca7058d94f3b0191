/** getProductByOrigin / getExportByOrigin: the 6-digit products China buys from or sells to one partner, ranked. */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import type { TradeByOrigin } from '#lib/trade/types.ts';
import type { TradeDirection } from '#lib/trade/validators.ts';
import { ranked, share, yoy, type SumRow } from './figures.ts';
import { bothPeriods, periodSums, valueColumn } from './flowSql.ts';
import { hsNames } from './hsCodes.ts';
import type { FlowQuery } from './originList.ts';
import { partnerRef, type PartnerRow } from './partners.ts';

export async function partnerProducts(
  db: Db,
  partner: PartnerRow,
  direction: TradeDirection,
  q: FlowQuery,
): Promise<TradeByOrigin> {
  const range = q.range;
  const [rows, [all]] = await Promise.all([
    db
      .execute(
        sql`
      select f.hs6, ${periodSums(range, q.info.currency)}
      from trade_flows f
      where f.partner = ${partner.code} and f.direction = ${direction} and ${bothPeriods(range)}
      group by f.hs6`,
      )
      .then((r) => rowsOf<SumRow & { hs6: string }>(r)),
    // China's whole trade in that direction: the partner's share of it.
    db
      .execute(
        sql`
      select coalesce(sum(${valueColumn(q.info.currency)}), 0)::float8 as value
      from trade_flows f where f.direction = ${direction} and f.month between ${range.from} and ${range.to}`,
      )
      .then((r) => rowsOf<{ value: number }>(r)),
  ]);
  const value = rows.reduce((s, r) => s + r.value, 0);
  const valuePrev = rows.reduce((s, r) => s + r.value_prev, 0);
  const top = rows
    .filter((r) => r.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, q.limit);
  const names = await hsNames(
    db,
    top.map((r) => r.hs6),
  );
  return {
    ...q.info,
    partner: partnerRef(partner),
    direction,
    total: { value, value_prev: valuePrev, yoy: yoy(value, valuePrev), share: share(value, all?.value ?? 0) },
    products: top.map((r) => ({ code: r.hs6, name: names.get(r.hs6) ?? r.hs6, ...ranked(r, value) })),
    demo: rows.some((r) => r.demo),
  };
}
