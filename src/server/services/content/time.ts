/** China-time (UTC+8, no daylight saving) month and day ranges, so filters match what readers see on the page. */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CHINA_OFFSET_MS } from '#lib/chinaTime.ts';

/** [start, end) of a 'YYYY-MM' month in China time. */
export function monthRange(month: string): [Date, Date] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(y, m - 1, 1) - CHINA_OFFSET_MS), new Date(Date.UTC(y, m, 1) - CHINA_OFFSET_MS)];
}

/** [start, end) of a 'YYYY-MM-DD' day in China time. */
export function dayRange(day: string): [Date, Date] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(y, m - 1, d) - CHINA_OFFSET_MS;
  return [new Date(start), new Date(start + 86_400_000)];
}

/** The China-time text of a timestamp column, e.g. 'YYYY-MM'; independent of the session time zone. */
export const chinaText = (column: PgColumn, format: 'YYYY-MM' | 'YYYY-MM-DD'): SQL<string> =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', ${sql.raw(`'${format}'`)})`;

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
