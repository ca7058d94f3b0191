/**
 * The SQL pieces every flow figure shares: which rows a code covers (a range on the (hs6, …) index, not a pattern),
 * the currency's column, and the current period beside the same months a year earlier in one pass.
 */
import { sql, type Column, type SQL } from 'drizzle-orm';
import { addMonths } from '#lib/trade/months.ts';
import type { TradeCurrency } from '#lib/trade/validators.ts';

/** A period and the same months a year earlier. */
export interface TradeRange {
  from: string;
  to: string;
}
export const prevRange = (r: TradeRange): TradeRange => ({
  from: addMonths(r.from, -12),
  to: addMonths(r.to, -12),
});

/** The rows of an HS code: one 6-digit code, or every subheading under a chapter or heading. */
export function codeCondition(code: string, column: SQL | Column = sql`f.hs6`): SQL {
  if (code.length === 6) return sql`${column} = ${code}`;
  const next = String(Number(code) + 1).padStart(code.length, '0');
  return sql`${column} >= ${code} and ${column} < ${next}`;
}

export const valueColumn = (currency: TradeCurrency): SQL =>
  currency === 'rmb' ? sql.raw('f.value_rmb') : sql.raw('f.value_usd');

/** Rows in the period or in the year before it. */
export function bothPeriods(r: TradeRange): SQL {
  const p = prevRange(r);
  return sql`(f.month between ${r.from} and ${r.to} or f.month between ${p.from} and ${p.to})`;
}

/**
 * The unit of a group's quantities and how many units it holds: 0 (no rows), 1, or several (2), a row without a
 * quantity counting as another unit (its sum would cover some rows only). min = max, not count(distinct), which sorts
 * each group. `where` narrows both to some rows of the group.
 */
export function unitSums(where?: SQL): SQL {
  const only = where ? sql` filter (where ${where})` : sql``;
  const known = sql`case when f.quantity is null then null else f.unit end`;
  return sql`(case when count(*)${only} = 0 then 0
      when bool_and(f.quantity is not null)${only} and min(f.unit)${only} = max(f.unit)${only} then 1
      else 2 end)::int as units,
    min(${known})${only} as unit`;
}

/**
 * Sums of the period (`value`, `quantity`, `units` and `unit` as unitSums gives them) and of the year before
 * (`value_prev`), and whether any row of either is demo (`demo`: the change on the year is a figure too). Quantities only where one unit is summed.
 */
export function periodSums(r: TradeRange, currency: TradeCurrency): SQL {
  const v = valueColumn(currency);
  const cur = sql`f.month between ${r.from} and ${r.to}`;
  return sql`coalesce(sum(${v}) filter (where ${cur}), 0)::float8 as value,
    coalesce(sum(${v}) filter (where not (${cur})), 0)::float8 as value_prev,
    sum(f.quantity) filter (where ${cur})::float8 as quantity,
    ${unitSums(cur)},
    bool_or(f.is_demo) as demo`;
}

/**
 * Whether any flow row matches, asked per row of the outer query: a scalar subquery with `limit 1`, which the planner
 * runs as one index probe per row (an `exists` here may become a hashed subplan that reads the whole flow table).
 */
const anyFlow = (where: SQL): SQL =>
  sql<boolean>`coalesce((select true from trade_flows f where ${where} limit 1), false)`;

/** Whether flows exist under an outer row's HS code (2, 4 or 6 digits): codeCondition's range on the (hs6, …) index. */
export const codeHasFlows = (code: SQL | Column): SQL =>
  anyFlow(sql`f.hs6 >= ${code} and f.hs6 < lpad((${code}::int + 1)::text, length(${code}), '0')`);

/** Whether flows exist with an outer row's partner, on the (partner, …) index. */
export const partnerHasFlows = (partner: SQL | Column): SQL => anyFlow(sql`f.partner = ${partner}`);
