/** Dates as members read them: China time (UTC+8, no daylight saving), whatever the machine's zone. */

/** China is UTC+8 all year. */
export const CHINA_OFFSET_MS = 8 * 3_600_000;

const shift = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString();

const toMs = (value: string | number | Date): number =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

/** 2026-11-21 */
export function chinaDate(value: string | number | Date): string {
  const ms = toMs(value);
  return Number.isFinite(ms) ? shift(ms).slice(0, 10) : '';
}

/** 2026-11-21 16:05 */
export function chinaDateTime(value: string | number | Date): string {
  const ms = toMs(value);
  return Number.isFinite(ms) ? shift(ms).slice(0, 16).replace('T', ' ') : '';
}

/** 2026-11-21T16:05:09 (no zone): the base of the payment channels' time formats and order numbers. */
export function chinaStamp(value: string | number | Date): string {
  const ms = toMs(value);
  return Number.isFinite(ms) ? shift(ms).slice(0, 19) : '';
}

/** Today's date in China, for birthday limits. */
export const chinaToday = (now: Date): string => chinaDate(now);

/** A calendar day moved by whole days: addDays('2026-11-24', 7) is '2026-12-01' (a day has no zone). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (YYYY-MM-DD): 1 for tomorrow. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The Monday of a day's week (weeks run Monday to Sunday; the class index keys its weeks by their Monday). */
export const mondayOf = (day: string): string =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
