/**
 * 账号绑定 → 手机号 for a member who has none (registered by WeChat or QQ): the code proves the number is theirs; a
 * number another account holds is refused (that account signs in with it), never merged. Binding pays the once-only
 * 首次绑定手机号 points.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import type { Deps } from '#server/core/deps.ts';
import { Refusal } from '#server/core/refusal.ts';
import { users } from '#server/db/schema/index.ts';
import { award } from '#server/services/points/scoreRules.ts';
import type { UserRow } from './session.ts';
import { consumeSmsCode } from './smsCode.ts';
import { findByMobile } from './users.ts';

export async function bindOwnMobile(deps: Deps, me: UserRow, mobile: string, code: string): Promise<UserRow> {
  const { db, secret } = deps;
  const now = deps.now();
  if (me.mobile) throw new Refusal(ACCOUNT_MSG.mobileAlreadyBound);
  if (await findByMobile(db, mobile)) throw new Refusal(ACCOUNT_MSG.mobileTaken, 'mobile');
  await consumeSmsCode({ db, secret, now }, mobile, code);
  const [bound] = await db
    .update(users)
    .set({ mobile })
    .where(and(eq(users.uid, me.uid), isNull(users.mobile)))
    .returning();
  if (!bound) throw new Refusal(ACCOUNT_MSG.mobileAlreadyBound);
  await award(db, me.uid, 'bind_mobile', '', now);
  return bound;
}
