/** What the caller's memberships open of 蔬菜行情 (spec §4). Reads the caller, so an answer that asks is never cached. */
import type { Context } from 'hono';
import { currentUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { vegetableVipActive, vegFeatureOpen, type VegVipFeature } from '#lib/vegetable/access.ts';

export async function callerOpens(c: Context<AppEnv>, feature: VegVipFeature): Promise<boolean> {
  const user = await currentUser(c);
  if (!user) return false;
  const now = c.get('deps').now().getTime();
  const active = (expire: Date | null) => expire !== null && vegetableVipActive(expire.toISOString(), now);
  return vegFeatureOpen(feature, { vip: active(user.vipExpire), vegetableVip: active(user.vegetableExpire) });
}
