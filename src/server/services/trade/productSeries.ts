/**
 * getProductSeries: one product's imports and exports month by month (or January to each month), value, quantity,
 * unit value and change on the year, optionally with one partner only. One grouped read from the year before `from`
 * (for the change on the year; from its January for the cumulative figures) on the (hs6, direction, month) index.
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

interface Row {
  month: string;
  direction: 'import' | 'export';
  value: number;
  quantity: number | null;
  unit: string | null;
  units: number;
  demo: boolean;
}

export async function productSeries(db: Db, product: HsCode, q: SeriesQuery): Promise<TradeProductSeries> {
  const readFrom = q.period === 'cumulative' ? januaryOf(addMonths(q.from, -12)) : addMonths(q.from, -12);
  const [rows, path] = await Promise.all([
    db
      .execute(
        sql`
      select f.month, f.direction, sum(${valueColumn(q.currency)})::float8 as value,
        sum(f.quantity)::float8 as quantity, ${unitSums()},
        bool_or(f.is_demo) as demo
      from trade_flows f
      where ${codeCondition(product.code)} and f.month between ${readFrom} and ${q.to}
        ${q.partner ? sql`and f.partner = ${q.partner.code}` : sql``}
      group by f.month, f.direction`,
      )
      .then((r) => rowsOf<Row>(r)),
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
