/** Dates as members read them: China time (UTC+8, no daylight saving), whatever the machine's zone. */

const shift = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString();

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

/** Today's date in China, for birthday limits. */
export const chinaToday = (now: Date): string => chinaDate(now);
