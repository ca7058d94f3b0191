/** accountMerge: fold the member that owns a provider identity into the signed-in member, in one transaction. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  favorites,
  invoiceProfiles,
  invoices,
  orders,
  scoreRecords,
  sessions,
  userMedals,
  users,
} from '#server/db/schema/index.ts';
import { Refusal } from '#server/core/refusal.ts';
import type { Deps } from '#server/core/deps.ts';
import type { OAuthType } from '#server/providers/oauth.ts';
import { claimState, findByIdentity, loadState, OAUTH_MSG, stateProblem } from './oauth.ts';
import { verifyPassword } from './password.ts';
import type { UserRow } from './session.ts';
import { moveScoreRecords } from '#server/services/points/score.ts';
import { findByUsername } from './users.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';

export interface Merge {
  state: string;
  type: OAuthType;
  identity: string;
  /** The signed-in member, who keeps everything. */
  into: number;
  /** The member that owned the identity; disabled afterwards. */
  from: number;
  now: Date;
}

const laterOf = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

export async function mergeAccounts(db: Db, m: Merge): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await claimState(tx, m.state))) throw new Refusal(OAUTH_MSG.used(m.type));
    const [into] = await tx.select().from(users).where(eq(users.uid, m.into)).for('update');
    const [from] = await tx.select().from(users).where(eq(users.uid, m.from)).for('update');
    const field = m.type === 'wx' ? 'wxUnionid' : 'qqOpenid';
    if (!into || !from || into.status !== 1 || from[field] !== m.identity)
      throw new Refusal(OAUTH_MSG.mergeChanged);
    if (into[field] && into[field] !== m.identity) throw new Refusal(OAUTH_MSG.ownsOther(m.type));
    const score = into.score + from.score;
    // Clear the other member first: identities are unique.
    await tx
      .update(users)
      .set({ status: 0, mobile: null, account: null, wxUnionid: null, qqOpenid: null, score: 0, exp: 0 })
      .where(eq(users.uid, from.uid));
    await tx
      .update(users)
      .set({
        // The identity moves (checked above: none or the same here); so does the other provider's, when this
        // member has none, so no sign-in path is lost.
        wxUnionid: into.wxUnionid ?? from.wxUnionid,
        qqOpenid: into.qqOpenid ?? from.qqOpenid,
        score,
        exp: into.exp + from.exp,
        vipExpire: laterOf(into.vipExpire, from.vipExpire),
        vegetableExpire: laterOf(into.vegetableExpire, from.vegetableExpire),
      })
      .where(eq(users.uid, into.uid));
    await moveScoreRecords(tx, from.uid, into.uid);
    if (from.score !== 0)
      await tx
        .insert(scoreRecords)
        // The moved records already hold these points' history: rule 'merge' keeps medals from counting them twice.
        .values({
          uid: into.uid,
          delta: from.score,
          balance: score,
          reason: ACCOUNT_MSG.mergeScoreReason,
          rule: 'merge',
          ref: String(from.uid),
          createdAt: m.now,
        });
    // Favourites the member already has stay once.
    await tx.execute(sql`
      update ${favorites} f set uid = ${into.uid}
      where f.uid = ${from.uid} and not exists (
        select 1 from ${favorites} g where g.uid = ${into.uid} and g.model = f.model and g.record_id = f.record_id)`);
    await tx.delete(favorites).where(eq(favorites.uid, from.uid));
    await tx.execute(sql`
      insert into ${userMedals} (uid, medal_id, grade, updated_at)
      select ${into.uid}, medal_id, grade, ${m.now.toISOString()}::timestamptz from ${userMedals} where uid = ${from.uid}
      on conflict (uid, medal_id) do update set
        grade = greatest(${userMedals}.grade, excluded.grade), updated_at = excluded.updated_at`);
    await tx.delete(userMedals).where(eq(userMedals.uid, from.uid));
    // Purchases stay with the person: what they bought stays readable, paid orders stay invoicable.
    await tx.update(orders).set({ uid: into.uid }).where(eq(orders.uid, from.uid));
    await tx.update(invoices).set({ uid: into.uid }).where(eq(invoices.uid, from.uid));
    // The remembered invoice title: the surviving member's own, else the other's.
    await tx.execute(sql`
      update ${invoiceProfiles} set uid = ${into.uid}
      where uid = ${from.uid} and not exists (select 1 from ${invoiceProfiles} where uid = ${into.uid})`);
    await tx.delete(invoiceProfiles).where(eq(invoiceProfiles.uid, from.uid));
    await tx
      .update(sessions)
      .set({ revokedAt: m.now })
      .where(and(eq(sessions.uid, from.uid), isNull(sessions.revokedAt)));
  });
}

export interface MergeInput {
  state: string;
  type: OAuthType;
  /** Optional extra proof: the other member's sign-in name and password. */
  username?: string;
  password?: string;
}

/** The code-3 situation of a bind started by `me`: check it (and the optional credentials), then merge. */
export async function mergeFromState(deps: Pick<Deps, 'db' | 'now'>, me: UserRow, input: MergeInput) {
  const { db, now } = deps;
  const { type } = input;
  const row = await loadState(db, input.state);
  const problem = stateProblem(row, type, now());
  if (problem || !row) throw new Refusal(problem ?? OAUTH_MSG.unknown(type));
  if (row.status !== 'authorized' || row.action !== 'bind' || row.uid !== me.uid)
    throw new Refusal(OAUTH_MSG.unknown(type));
  const owner = await findByIdentity(db, type, row.identity!);
  if (!owner || owner.uid === me.uid) throw new Refusal(OAUTH_MSG.mergeChanged);
  if (input.username || input.password) {
    if (!input.username || !input.password) throw new Refusal(OAUTH_MSG.mergeCredentialsBoth);
    const named = await findByUsername(db, input.username);
    const hash = named?.uid === owner.uid ? owner.passwordHash : null;
    if (!(await verifyPassword(input.password, hash))) throw new Refusal(OAUTH_MSG.mergeCredentials);
  }
  await mergeAccounts(db, {
    state: row.state,
    type,
    identity: row.identity!,
    into: me.uid,
    from: owner.uid,
    now: now(),
  });
}
