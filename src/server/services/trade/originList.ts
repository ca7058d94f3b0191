/** getOriginList: one product's partners in a period, ranked by value, with share, growth and unit value. */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { permitProductsOf } from '#lib/trade/rules.ts';
import type { TradeOriginList, TradePeriodInfo } from '#lib/trade/types.ts';
import type { TradeDirection } from '#lib/trade/validators.ts';
import { ranked, type SumRow } from './figures.ts';
import { bothPeriods, codeCondition, periodSums, type TradeRange } from './flowSql.ts';
import type { HsCode } from './hsCodes.ts';
import { partnerMap, partnerRef } from './partners.ts';
import { permitRows } from './permits.ts';

export interface FlowQuery {
  info: TradePeriodInfo;
  range: TradeRange;
  limit: number;
}

export async function originList(
  db: Db,
  product: HsCode,
  direction: TradeDirection,
  q: FlowQuery,
): Promise<TradeOriginList> {
  const rows = rowsOf<SumRow & { partner: string }>(
    await db.execute(sql`
      select f.partner, ${periodSums(q.range, q.info.currency)}
      from trade_flows f
      where ${codeCondition(product.code)} and f.direction = ${direction} and ${bothPeriods(q.range)}
      group by f.partner`),
  );
  const [partners, permits] = await Promise.all([partnerMap(db), permitRows(db)]);
  // A product on a permitted-origins list: whether each importing partner is on it.
  const products = direction === 'import' ? permitProductsOf(product.code) : [];
  const allowed = new Set(permits.filter((p) => products.includes(p.product)).map((p) => p.partner.code));
  const total: SumRow = { value: 0, value_prev: 0, quantity: 0, units: 0, unit: null, demo: false };
  const units = new Set<string>();
  let mixed = false;
  for (const r of rows) {
    total.value += r.value;
    total.value_prev += r.value_prev;
    total.quantity = (total.quantity ?? 0) + (r.quantity ?? 0);
    if (r.unit) units.add(r.unit);
    if (r.units > 1) mixed = true;
    total.demo ||= r.demo;
  }
  // A partner whose rows mix units (or lack a quantity) mixes the total's too.
  total.units = mixed ? 2 : units.size;
  total.unit = [...units][0] ?? null;
  return {
    ...q.info,
    product: { code: product.code, name: product.name, level: product.level },
    direction,
    total: ranked(total, total.value),
    partners: rows
      .filter((r) => r.value > 0)
      .sort((a, b) => b.value - a.value)
      .slice(0, q.limit)
      .map((r) => ({
        ...partnerRef(partners.get(r.partner)!),
        ...ranked(r, total.value),
        permitted: products.length ? allowed.has(r.partner) : null,
      })),
    demo: total.demo,
  };
}
