/**
 * getProductSeries: one product's imports and exports month by month (or January to each month), value, quantity,
 * unit value and change on the year, optionally with one partner only. One grouped read from the year before `from`
 * (for the change on the year; from its January for the cumulative figures) on the (hs6, direction, month) index,
 * prepared once per database and shape (the SQL is not built again per call, and PostgreSQL keeps its plan).
 */
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { tradeFlows } from '#server/db/schema/index.ts';
import { addMonths, januaryOf, monthsBetween } from '#lib/trade/months.ts';
import type { TradeProductSeries, TradeSeriesPoint } from '#lib/trade/types.ts';
import type { TradeCurrency, TradePeriod } from '#lib/trade/validators.ts';
import { unitValue, yoy } from './figures.ts';
import { nextCode, unitCount, unitOf, valueColumn } from './flowSql.ts';
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

export interface SeriesRow {
  month: string;
  direction: 'import' | 'export';
  value: number;
  quantity: number | null;
  unit: string | null;
  units: number;
  demo: boolean;
}

const f = alias(tradeFlows, 'f');
const at = sql.placeholder;

/** The grouped read for one shape: a 6-digit code or a range of them, the currency, with or without a partner. */
function prepareSeries(db: Db, shape: { single: boolean; currency: TradeCurrency; partner: boolean }) {
  const code = shape.single
    ? sql`f.hs6 = ${at('code')}`
    : sql`f.hs6 >= ${at('code')} and f.hs6 < ${at('next')}`;
  return db
    .select({
      month: sql<string>`f.month`,
      direction: sql<SeriesRow['direction']>`f.direction`,
      value: sql<number>`sum(${valueColumn(shape.currency)})::float8`,
      quantity: sql<number | null>`sum(f.quantity)::float8`,
      units: sql<number>`${unitCount()}`,
      unit: sql<string | null>`${unitOf()}`,
      demo: sql<boolean>`bool_or(f.is_demo)`,
    })
    .from(f)
    .where(
      sql`${code} and f.month between ${at('from')} and ${at('to')}${shape.partner ? sql` and f.partner = ${at('partner')}` : sql``}`,
    )
    .groupBy(sql`f.month, f.direction`)
    .prepare(`trade_product_series_${Number(shape.single)}${shape.currency}${Number(shape.partner)}`);
}

const statements = new WeakMap<Db, Map<string, ReturnType<typeof prepareSeries>>>();

/** The grouped rows of `code` (2, 4 or 6 digits) from `readFrom` to `q.to`, by month and direction. */
export function seriesRows(db: Db, code: string, readFrom: string, q: SeriesQuery): Promise<SeriesRow[]> {
  const shape = { single: code.length === 6, currency: q.currency, partner: q.partner !== null };
  const key = JSON.stringify(shape);
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  let statement = byShape.get(key);
  if (!statement) byShape.set(key, (statement = prepareSeries(db, shape)));
  return statement.execute({
    code,
    next: nextCode(code),
    from: readFrom,
    to: q.to,
    partner: q.partner?.code,
  });
}

export async function productSeries(db: Db, product: HsCode, q: SeriesQuery): Promise<TradeProductSeries> {
  const readFrom = q.period === 'cumulative' ? januaryOf(addMonths(q.from, -12)) : addMonths(q.from, -12);
  const [rows, path] = await Promise.all([
    seriesRows(db, product.code, readFrom, q),
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
