/**
 * A standard's status from its dates on China's calendar day, never stored: 即将实施 before its 实施日期, 现行 from
 * it, 废止 from its 废止日期. The server filters by the same rule in SQL (`#server/services/standard/statusSql.ts`).
 */
import { addDays, chinaToday, daysBetween } from '#lib/chinaTime.ts';

export const STANDARD_STATUSES = {
  upcoming: '即将实施',
  current: '现行',
  withdrawn: '废止',
} as const;
export type StandardStatus = keyof typeof STANDARD_STATUSES;
export const STANDARD_STATUS_KEYS = Object.keys(STANDARD_STATUSES) as StandardStatus[];

export interface StandardDates {
  /** 实施日期, YYYY-MM-DD; a standard without one is in force from its issue. */
  effective: string | null;
  /** 废止日期, YYYY-MM-DD; null while in force. */
  withdrawn: string | null;
}

/** The status on `today` (YYYY-MM-DD, China's day). */
export function statusOn(d: StandardDates, today: string): StandardStatus {
  if (d.withdrawn && d.withdrawn <= today) return 'withdrawn';
  if (d.effective && d.effective > today) return 'upcoming';
  return 'current';
}

/** The status now, by China's calendar day whatever the machine's zone. */
export const statusAt = (d: StandardDates, now: Date): StandardStatus => statusOn(d, chinaToday(now));

export interface StatusChange {
  /** The status it takes on `on`. */
  status: StandardStatus;
  on: string;
  /** Days from today: 0 when it changes today. */
  days: number;
}

/** The next change of status on or after `today` within `withinDays` days (0: today only), or null. */
export function nextChange(d: StandardDates, today: string, withinDays: number): StatusChange | null {
  const last = addDays(today, withinDays);
  const changes: StatusChange[] = [];
  if (
    d.effective &&
    d.effective >= today &&
    d.effective <= last &&
    !(d.withdrawn && d.withdrawn <= d.effective)
  )
    changes.push({ status: 'current', on: d.effective, days: daysBetween(today, d.effective) });
  if (d.withdrawn && d.withdrawn >= today && d.withdrawn <= last)
    changes.push({ status: 'withdrawn', on: d.withdrawn, days: daysBetween(today, d.withdrawn) });
  changes.sort((a, b) => a.on.localeCompare(b.on));
  return changes[0] ?? null;
}
