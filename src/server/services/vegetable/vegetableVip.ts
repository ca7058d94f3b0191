/** Whether a member is a vegetable VIP (spec §4); the route reads the caller, so an answer that asks is never cached. */
import { vegetableVipActive } from '#lib/vegetable/access.ts';
import type { UserRow } from '#server/services/accounts/session.ts';

export function isVegetableVip(user: UserRow | null, now: Date): boolean {
  const expire = user?.vegetableExpire ?? null;
  return expire !== null && vegetableVipActive(expire.toISOString(), now.getTime());
}
