/** The derived figures of trade answers: year-on-year change, share, unit value (pure). */
import type { TradeRanked } from '#lib/trade/types.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Percent change on the year, one decimal; null when the year before had nothing. */
export const yoy = (value: number, prev: number): number | null =>
  prev > 0 ? round1(((value - prev) / prev) * 100) : null;

/** Percent of the whole, one decimal. */
export const share = (value: number, whole: number): number =>
  whole > 0 ? round1((value / whole) * 100) : 0;

/** Value per unit of quantity, two decimals; null without a quantity. */
export const unitValue = (value: number, quantity: number | null): number | null =>
  quantity && quantity > 0 ? Math.round((value / quantity) * 100) / 100 : null;

/** A summed row as the answers show it (quantity only where one unit was summed). */
export interface SumRow {
  value: number;
  value_prev: number;
  quantity: number | null;
  units: number;
  unit: string | null;
  /** Whether any row summed is demo. */
  demo: boolean;
}

export function ranked(row: SumRow, whole: number): TradeRanked {
  const quantity = row.units === 1 ? row.quantity : null;
  return {
    value: row.value,
    value_prev: row.value_prev,
    yoy: yoy(row.value, row.value_prev),
    share: share(row.value, whole),
    quantity,
    unit: row.units === 1 ? (row.unit ?? '') : '',
    unit_value: unitValue(row.value, quantity),
  };
}
