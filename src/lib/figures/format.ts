/**
 * Figures as the applications show them (蔬菜行情, 食物营养's prices): yuan per kilogram, percent changes and their
 * direction.
 */

export type Direction = 'rise' | 'fall' | 'flat';

/** Percent change from `before` to `now`, two decimals; null when either is missing or `before` is 0. */
export function changePercent(
  now: number | null | undefined,
  before: number | null | undefined,
): number | null {
  if (now == null || before == null || before === 0) return null;
  return Math.round(((now - before) / before) * 10_000) / 100;
}

export const directionOf = (change: number | null | undefined): Direction =>
  change == null || change === 0 ? 'flat' : change > 0 ? 'rise' : 'fall';

/** +1.23% / −0.50% / 0.00% / — */
export function formatChange(change: number | null | undefined): string {
  if (change == null) return '—';
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return `${sign}${Math.abs(change).toFixed(2)}%`;
}

/** 3.5 → "3.50" */
export const formatPrice = (yuan: number | null | undefined): string =>
  yuan == null ? '—' : yuan.toFixed(2);

const decimalsOf = (v: number): number => {
  const s = String(v);
  const dot = s.indexOf('.');
  return dot < 0 || s.includes('e') ? 0 : s.length - dot - 1;
};

/** The decimals figures printed side by side share: the most any of them holds, at most `max` (4,255.0 beside 4,156.7). */
export function commonDecimals(values: Iterable<number | null | undefined>, max = 2): number {
  let d = 0;
  for (const v of values) if (v != null) d = Math.min(max, Math.max(d, decimalsOf(v)));
  return d;
}
