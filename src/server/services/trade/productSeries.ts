/**
 * getProductSeries: one product's imports and exports month by month (or January to each month), value, quantity,
 * unit value and change on the year, optionally with one partner only. One grouped read from the year before `from`
 * (for the change on the year; from its January for the cumulative figures): of the partner's flow rows, or without
 * a partner of the product-month rollup (trade_flow_months, kept by triggers).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { addMonths, januaryOf, monthsBetween } from '#lib/trade/months.ts';
import type { TradeProductSeries, TradeSeriesPoint } from '#lib/trade/types.ts';
import type { TradeCurrency, TradePeriod } from '#lib/trade/validators.ts';
import { unitValue, yoy } from './figures.ts';
import { codeCondition, unitSums, valueColumn } from './flowSql.ts';
import { hsPath, type HsCode } from './hsCodes.ts';
import { partnerRef, type PartnerRow } from './partners.ts';

export interface SeriesQuery {
  from: string;
  to: string;
  period: TradePeriod;
  currency: TradeCurrency;
  currencyUnit: string;
  partner: PartnerRow | null;
}

export interface SeriesMonthRow {
  month: string;
  direction: 'import' | 'export';
  value: number;
  quantity: number | null;
  unit: string | null;
  units: number;
  demo: boolean;
}

/** The months' sums from every partner's flow row (the form with one partner, and the rollup's reference). */
export async function monthsFromFlows(
  db: Db,
  code: string,
  from: string,
  to: string,
  currency: TradeCurrency,
  partner: string | null,
): Promise<SeriesMonthRow[]> {
  return rowsOf<SeriesMonthRow>(
    await db.execute(sql`
      select f.month, f.direction, sum(${valueColumn(currency)})::float8 as value,
        sum(f.quantity)::float8 as quantity, ${unitSums()},
        bool_or(f.is_demo) as demo
      from trade_flows f
      where ${codeCondition(code)} and f.month between ${from} and ${to}
        ${partner ? sql`and f.partner = ${partner}` : sql``}
      group by f.month, f.direction`),
  );
}

/** The same sums over every partner from trade_flow_months (0031): a row per product-month, not per partner. */
export async function monthsFromRollup(
  db: Db,
  code: string,
  from: string,
  to: string,
  currency: TradeCurrency,
): Promise<SeriesMonthRow[]> {
  return rowsOf<SeriesMonthRow>(
    await db.execute(sql`
      select f.month, f.direction, sum(${valueColumn(currency)})::float8 as value,
        sum(f.quantity)::float8 as quantity,
        (case when bool_and(f.all_quantified) and min(f.min_unit) = max(f.max_unit) then 1 else 2 end)::int as units,
        min(f.known_unit) as unit, bool_or(f.is_demo) as demo
      from trade_flow_months f
      where ${codeCondition(code)} and f.month between ${from} and ${to}
      group by f.month, f.direction`),
  );
}

export async function productSeries(db: Db, product: HsCode, q: SeriesQuery): Promise<TradeProductSeries> {
  const readFrom = q.period === 'cumulative' ? januaryOf(addMonths(q.from, -12)) : addMonths(q.from, -12);
  const [rows, path] = await Promise.all([
    q.partner
      ? monthsFromFlows(db, product.code, readFrom, q.to, q.currency, q.partner.code)
      : monthsFromRollup(db, product.code, readFrom, q.to, q.currency),
    hsPath(db, product.code),
  ]);
  // One unit over the months with a quantity; a month that mixes units or lacks a quantity has none (nor has a
  // cumulative figure that sums it).
  const units = new Set(rows.filter((r) => r.units === 1).map((r) => r.unit));
  const single = units.size === 1;
  const unit = single ? [...units][0]! : '';
  const read = monthsBetween(readFrom, q.to);
  const point = (direction: 'import' | 'export') => {
    const by = new Map(rows.filter((r) => r.direction === direction).map((r) => [r.month, r]));
    const sums = new Map<string, { value: number; quantity: number | null }>();
    let value = 0;
    let quantity: number | null = 0;
    for (const m of read) {
      // Cumulative figures start again each January.
      if (q.period === 'month' || m.endsWith('-01')) [value, quantity] = [0, 0];
      const r = by.get(m);
      value += r?.value ?? 0;
      if (r) quantity = r.units === 1 && quantity !== null ? quantity + (r.quantity ?? 0) : null;
      sums.set(m, { value, quantity });
    }
    return (m: string): TradeSeriesPoint => {
      const s = sums.get(m)!;
      const prev = sums.get(addMonths(m, -12));
      const qty = single && s.quantity !== null ? Math.round(s.quantity * 10) / 10 : null;
      return {
        value: s.value,
        quantity: qty,
        unit_value: unitValue(s.value, qty),
        yoy: yoy(s.value, prev?.value ?? 0),
      };
    };
  };
  const imp = point('import');
  const exp = point('export');
  return {
    product: { code: product.code, name: product.name, name_en: product.name_en, level: product.level, path },
    partner: q.partner ? partnerRef(q.partner) : null,
    period: q.period,
    currency: q.currency,
    currency_unit: q.currencyUnit,
    unit,
    from: q.from,
    to: q.to,
    months: monthsBetween(q.from, q.to).map((month) => ({ month, import: imp(month), export: exp(month) })),
    demo: rows.some((r) => r.demo),
  };
}
