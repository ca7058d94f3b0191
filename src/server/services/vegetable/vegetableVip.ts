/** Whether the caller is a vegetable VIP (spec §4). Reads the caller, so an answer that asks is never cached. */
import type { Context } from 'hono';
import { currentUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { vegetableVipActive } from '#lib/vegetable/access.ts';

export async function callerIsVegetableVip(c: Context<AppEnv>): Promise<boolean> {
  const user = await currentUser(c);
  const expire = user?.vegetableExpire ?? null;
  return expire !== null && vegetableVipActive(expire.toISOString(), c.get('deps').now().getTime());
}
