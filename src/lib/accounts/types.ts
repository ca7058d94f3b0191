/** The parts of user_info (spec §3) the personal centre reads, as the server's userInfo() answers them. */
import type { UserInfo } from '#lib/stores/auth.ts';
import type { MedalSummary } from './medals.ts';

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
