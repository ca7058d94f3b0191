/** The occasions that earn points (score_rules): daily sign-in, a complete profile, first binds; medals follow. */
import { and, asc, eq } from 'drizzle-orm';
import { SCORE_MSG } from '#lib/commerce/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { scoreRecords, scoreRules } from '#server/db/schema/index.ts';
import { chinaDate } from '#lib/chinaTime.ts';
import type { ScoreRuleView } from '#lib/commerce/scoreRules.ts';
import { refreshMedals } from './medals.ts';
import { grantRule, type ScoreChange } from './score.ts';
import type { UserRow } from '#server/services/accounts/session.ts';

/** Grant a rule's points for one occasion and raise the medals they reach; null when nothing was granted. */
export async function award(
  db: Db,
  uid: number,
  key: string,
  ref: string,
  now: Date,
): Promise<ScoreChange | null> {
  const change = await grantRule(db, uid, key, ref, now);
  if (change) await refreshMedals(db, uid, now, ['score']);
  return change;
}

/** The rules as /user/score explains them, in the editors' order. */
export async function scoreRulesOf(db: Db): Promise<ScoreRuleView[]> {
  const rows = await db.select().from(scoreRules).orderBy(asc(scoreRules.sort), asc(scoreRules.key));
  return rows.map((r) => ({
    key: r.key,
    title: r.title,
    description: r.description,
    points: r.points,
    period: r.period,
    enabled: r.enabled,
  }));
}

/** A daily sign-in counts per China calendar day (UTC+8), whatever the server's zone. */
export const signInRef = (now: Date): string => chinaDate(now);

export async function signedInToday(db: Db, uid: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: scoreRecords.id })
    .from(scoreRecords)
    .where(
      and(eq(scoreRecords.uid, uid), eq(scoreRecords.rule, 'signin'), eq(scoreRecords.ref, signInRef(now))),
    )
    .limit(1);
  return Boolean(row);
}

/** Today's sign-in: refused when the rule is off, or already granted today (the unique index decides). */
export async function checkIn(db: Db, uid: number, now: Date): Promise<ScoreChange> {
  const [rule] = await db.select().from(scoreRules).where(eq(scoreRules.key, 'signin')).limit(1);
  if (!rule?.enabled || rule.points <= 0) throw new Refusal(SCORE_MSG.signInClosed);
  const granted = await award(db, uid, 'signin', signInRef(now), now);
  if (!granted) throw new Refusal(SCORE_MSG.alreadySignedIn);
  return granted;
}

/** Nickname, sex (not 保密), birthday, province and city, and entity all given. */
export const profileComplete = (
  u: Pick<UserRow, 'nickname' | 'sex' | 'birthday' | 'province' | 'city' | 'entity'>,
): boolean =>
  Boolean(u.nickname?.trim() && u.sex !== 0 && u.birthday && u.province && u.city && u.entity?.trim());

/** After a profile change: the once-only 'profile' points when the profile is now complete. */
export async function rewardProfile(db: Db, user: UserRow, now: Date): Promise<ScoreChange | null> {
  return profileComplete(user) ? award(db, user.uid, 'profile', '', now) : null;
}

/**
 * A new account: registering with a mobile (SMS-verified) counts as binding it, signing up with WeChat as
 * binding WeChat. Each pays once per account; answers the account for chaining after createUser.
 */
export async function rewardNewAccount(db: Db, user: UserRow, now: Date): Promise<UserRow> {
  if (user.mobile) await award(db, user.uid, 'bind_mobile', '', now);
  if (user.wxUnionid) await award(db, user.uid, 'bind_wechat', '', now);
  return user;
}

/** An existing account was given a provider identity: WeChat pays its first-bind points once (QQ has no rule). */
export async function rewardIdentity(db: Db, uid: number, type: string, now: Date): Promise<void> {
  if (type === 'wx') await award(db, uid, 'bind_wechat', '', now);
}
