/**
 * getProductSeries: one product's imports and exports month by month (or January to each month), value, quantity,
 * unit value and change on the year, optionally with one partner only. One grouped read from the year before `from`
 * (for the change on the year; from its January for the cumulative figures) on the (hs6, direction, month) index.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { addMonths, januaryOf, monthsBetween } from '#lib/trade/months.ts';
import type { TradeProductSeries, TradeSeriesPoint } from '#lib/trade/types.ts';
import type { TradeCurrency, TradePeriod } from '#lib/trade/validators.ts';
import { unitValue, yoy } from './figures.ts';
import { codeCondition, valueColumn } from './flowSql.ts';
import { hsPath, type HsCode } from './hsCodes.ts';
import { partnerRef, type PartnerRow } from './partners.ts';
import { rowsOf } from './rows.ts';

export interface SeriesQuery {
  from: string;
  to: string;
  period: TradePeriod;
  currency: TradeCurrency;
  currencyUnit: string;
  partner: PartnerRow | null;
  demo: boolean;
}

interface Row {
  month: string;
  direction: 'import' | 'export';
  value: number;
  quantity: number | null;
  unit: string;
  units: number;
}

export async function productSeries(db: Db, product: HsCode, q: SeriesQuery): Promise<TradeProductSeries> {
  const readFrom = q.period === 'cumulative' ? januaryOf(addMonths(q.from, -12)) : addMonths(q.from, -12);
  const [rows, path] = await Promise.all([
    db
      .execute(
        sql`
      select f.month, f.direction, sum(${valueColumn(q.currency)})::float8 as value,
        sum(f.quantity)::float8 as quantity, min(f.unit) as unit,
        (case when min(f.unit) = max(f.unit) then 1 else 2 end)::int as units
      from trade_flows f
      where ${codeCondition(product.code)} and f.month between ${readFrom} and ${q.to}
        ${q.partner ? sql`and f.partner = ${q.partner.code}` : sql``}
      group by f.month, f.direction`,
      )
      .then((r) => rowsOf<Row>(r)),
    hsPath(db, product.code),
  ]);
  const units = new Set(rows.map((r) => r.unit));
  const single = units.size === 1 && rows.every((r) => r.units === 1);
  const unit = single ? [...units][0]! : '';
  const read = monthsBetween(readFrom, q.to);
  const point = (direction: 'import' | 'export') => {
    const by = new Map(rows.filter((r) => r.direction === direction).map((r) => [r.month, r]));
    const sums = new Map<string, { value: number; quantity: number }>();
    let value = 0;
    let quantity = 0;
    for (const m of read) {
      // Cumulative figures start again each January.
      if (q.period === 'cumulative' && m.endsWith('-01')) value = quantity = 0;
      if (q.period === 'month') value = quantity = 0;
      value += by.get(m)?.value ?? 0;
      quantity += by.get(m)?.quantity ?? 0;
      sums.set(m, { value, quantity });
    }
    return (m: string): TradeSeriesPoint => {
      const s = sums.get(m)!;
      const prev = sums.get(addMonths(m, -12));
      const qty = single ? Math.round(s.quantity * 10) / 10 : null;
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
    demo: q.demo,
  };
}
