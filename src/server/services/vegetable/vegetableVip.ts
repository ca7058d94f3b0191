/** What a member's memberships open of 蔬菜行情 (spec §4); the route reads the caller, so an answer that asks is never cached. */
import { vegetableVipActive, vegFeatureOpen, type VegVipFeature } from '#lib/vegetable/access.ts';
import type { UserRow } from '#server/services/accounts/session.ts';

export function memberOpens(user: UserRow | null, feature: VegVipFeature, now: Date): boolean {
  if (!user) return false;
  const active = (expire: Date | null) =>
    expire !== null && vegetableVipActive(expire.toISOString(), now.getTime());
  return vegFeatureOpen(feature, { vip: active(user.vipExpire), vegetableVip: active(user.vegetableExpire) });
}
