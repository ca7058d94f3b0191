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
