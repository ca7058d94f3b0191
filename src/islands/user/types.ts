/** The medal types the personal centre reads, and the summary of whatever user the store holds. */
import type { UserInfo } from '#lib/stores/auth.ts';

export type { MedalItem, MedalSummary } from '#lib/accounts/medals.ts';
import type { MedalSummary } from '#lib/accounts/medals.ts';

const EMPTY: MedalSummary = { total_count: 0, count: 0, list: [] };

/** The medal summary of whatever user the store holds (the header reads it before any page call). */
export function medalSummaryOf(user: UserInfo | null): MedalSummary {
  const m = user?.medal as MedalSummary | undefined;
  return m && Array.isArray(m.list) ? m : EMPTY;
}
