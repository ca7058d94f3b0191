/** Months of trade statistics ('YYYY-MM'): customs publishes a month's figures around the 20th of the next month. */
import { chinaDate } from '#lib/chinaTime.ts';

export const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The day of the next month from which a month's figures are out. */
export const PUBLISH_DAY = 20;

/** A month moved by whole months: addMonths('2026-01', -1) is '2025-12'. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** Months from `from` to `to`, both included (empty when from is later). */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** The newest month whose figures are out on China's calendar day of `now` (the 20th of the next month). */
export function latestPublishedMonth(now: Date): string {
  const day = chinaDate(now);
  const month = day.slice(0, 7);
  return addMonths(month, Number(day.slice(8, 10)) >= PUBLISH_DAY ? -1 : -2);
}

/** January of the month's year: the first month of its cumulative figure (1月至当月). */
export const januaryOf = (month: string): string => `${month.slice(0, 4)}-01`;

/** The same month a year earlier. */
export const yearBefore = (month: string): string => addMonths(month, -12);
