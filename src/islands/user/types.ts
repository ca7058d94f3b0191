/** The parts of user_info (spec §3) the personal centre reads, as the server's userInfo() answers them. */
import type { UserInfo } from '#lib/stores/auth.ts';

export type { MedalItem, MedalSummary } from '#lib/accounts/medals.ts';
import type { MedalSummary } from '#lib/accounts/medals.ts';

export interface Profile extends UserInfo {
  account?: string | null;
  sex: number;
  birthday: string | null;
  exp: number;
  province: string | null;
  city: string | null;
  district: string | null;
  entity: string;
  reg_time: string | null;
  qq_openid: string | null;
  wx_unionid: string | null;
  /** 'member' or 'editor' (editors open /admin). */
  role?: string;
  medal: MedalSummary;
}

const EMPTY: MedalSummary = { total_count: 0, count: 0, list: [] };

/** The medal summary of whatever user the store holds (the header reads it before any page call). */
export function medalSummaryOf(user: UserInfo | null): MedalSummary {
  const m = user?.medal as MedalSummary | undefined;
  return m && Array.isArray(m.list) ? m : EMPTY;
}
