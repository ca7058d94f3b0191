/** Third-party sign-in (WeChat Open Platform, QQ Connect): states, identities, bind and merge. */
import { and, eq, lt } from 'drizzle-orm';
import { MSG } from '#lib/shared/messages.ts';
import { OAUTH_MSG, ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { passwordSchema } from '#lib/accounts/validators.ts';
import type { Db } from '#server/db/client.ts';
import { oauthStates, users } from '#server/db/schema/index.ts';
import type { Deps } from '#server/core/deps.ts';
import { Refusal } from '#server/core/refusal.ts';
import {
  fetchProfile,
  OAuthError,
  type OAuthProfile,
  type OAuthType,
  type ProviderConfig,
} from '#server/providers/oauth.ts';
import { hashPassword } from './password.ts';
import type { UserRow } from './session.ts';
import { consumeSmsCode } from './smsCode.ts';
import { rewardIdentity, rewardNewAccount } from '#server/services/points/scoreRules.ts';
import { createUser, defaultNickname, findByMobile } from './users.ts';
import { recordConsents } from '#server/services/legal/consents.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('oauth');

export { OAUTH_MSG };

/** A state lives 10 minutes from the QR code, and again 10 minutes from the provider's answer (bind view). */
export const STATE_TTL_S = 600;
export const STATE_RE = /^[A-Za-z0-9_-]{16,64}$/;

export type StateRow = typeof oauthStates.$inferSelect;
export type OAuthAction = 'login' | 'bind';

/** Poll answers of checkOAuth (spec §4). */
export const POLL = { waiting: 0, signedIn: 1, bindMobile: 2, merge: 3, bound: 4, failed: 5 } as const;

export interface PollAnswer {
  code: number;
  msg: string;
  data: unknown;
}

const answer = (code: number, msg: string, data: unknown = null): PollAnswer => ({ code, msg, data });

/** users column holding a provider's identity. */
export const identityField = (type: OAuthType): 'wxUnionid' | 'qqOpenid' =>
  type === 'wx' ? 'wxUnionid' : 'qqOpenid';
const identityColumn = (type: OAuthType) => (type === 'wx' ? users.wxUnionid : users.qqOpenid);

export async function findByIdentity(db: Db, type: OAuthType, identity: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(identityColumn(type), identity))
    .limit(1);
  return user ?? null;
}

const findByUid = async (db: Db, uid: number): Promise<UserRow | null> =>
  (await db.select().from(users).where(eq(users.uid, uid)).limit(1))[0] ?? null;

const later = (now: Date) => new Date(now.getTime() + STATE_TTL_S * 1000);

/** wxOAuth / qqOpenid: a new attempt under the browser's state (the cookie outlives attempts, so it is reset). */
export async function startState(
  db: Db,
  s: { state: string; type: OAuthType; action: OAuthAction; uid: number | null; now: Date },
): Promise<void> {
  const fresh = {
    type: s.type,
    action: s.action,
    uid: s.uid,
    status: 'pending',
    identity: null,
    nickname: null,
    avatar: null,
    conflictUid: null,
    message: null,
    createdAt: s.now,
    expiresAt: later(s.now),
  };
  await db
    .insert(oauthStates)
    .values({ state: s.state, ...fresh })
    .onConflictDoUpdate({ target: oauthStates.state, set: fresh });
  // Now and then, drop attempts abandoned more than a day ago.
  if (Math.random() < 0.02)
    await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(s.now.getTime() - 86_400_000)));
}

export async function loadState(db: Db, state: string): Promise<StateRow | null> {
  if (!STATE_RE.test(state)) return null;
  const [row] = await db.select().from(oauthStates).where(eq(oauthStates.state, state)).limit(1);
  return row ?? null;
}

/** Move a state on only from the status it was read in, so two racing requests cannot both act on it. */
async function moveState(
  db: Db,
  state: string,
  from: string,
  set: Partial<typeof oauthStates.$inferInsert>,
): Promise<boolean> {
  const moved = await db
    .update(oauthStates)
    .set(set)
    .where(and(eq(oauthStates.state, state), eq(oauthStates.status, from)))
    .returning({ state: oauthStates.state });
  return moved.length > 0;
}

/** authorized → done: the one request that wins may sign in, bind, register or merge. */
export const claimState = (db: Db, state: string) => moveState(db, state, 'authorized', { status: 'done' });

const failState = (db: Db, state: string, from: string, message: string) =>
  moveState(db, state, from, { status: 'failed', message });

export interface CallbackResult {
  ok: boolean;
  title: string;
  detail: string;
}

const fail = (detail: string, title: string = OAUTH_MSG.failedTitle): CallbackResult => ({
  ok: false,
  title,
  detail,
});

/** The provider redirected back: check the state, exchange the code, remember who authorized. */
export async function completeCallback(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  p: { cfg: ProviderConfig; redirectUri: string; state: string; code: string },
): Promise<CallbackResult> {
  const type = p.cfg.type;
  const row = await loadState(db, p.state);
  if (!row || row.type !== type) return fail(OAUTH_MSG.unknown(type), OAUTH_MSG.invalidTitle);
  if (row.status !== 'pending') return fail(OAUTH_MSG.handled, OAUTH_MSG.invalidTitle);
  if (row.expiresAt <= now()) {
    await failState(db, row.state, 'pending', OAUTH_MSG.expired(type));
    return fail(OAUTH_MSG.expired(type));
  }
  if (!p.code) {
    await failState(db, row.state, 'pending', OAUTH_MSG.cancelled);
    return fail(OAUTH_MSG.cancelled, OAUTH_MSG.cancelledTitle);
  }
  let profile: OAuthProfile;
  try {
    profile = await fetchProfile(p.cfg, p.code, p.redirectUri);
  } catch (err) {
    if (!(err instanceof OAuthError)) log.error({ err, provider: type }, 'callback failed');
    const message = err instanceof OAuthError ? err.message : OAUTH_MSG.failed(type);
    await failState(db, row.state, 'pending', message);
    return fail(message);
  }
  if (!profile.identity || profile.identity.length > 64) {
    await failState(db, row.state, 'pending', OAUTH_MSG.failed(type));
    return fail(OAUTH_MSG.failed(type));
  }
  const owner = row.action === 'bind' ? await findByIdentity(db, type, profile.identity) : null;
  const moved = await moveState(db, row.state, 'pending', {
    status: 'authorized',
    identity: profile.identity,
    nickname: profile.nickname.slice(0, 60) || null,
    avatar: profile.avatar.slice(0, 300) || null,
    conflictUid: owner && owner.uid !== row.uid ? owner.uid : null,
    expiresAt: later(now()),
  });
  if (!moved) return fail(OAUTH_MSG.handled, OAUTH_MSG.invalidTitle);
  return { ok: true, title: OAUTH_MSG.authorized, detail: OAUTH_MSG.backToPage };
}

/** A state the browser may act on: known, of this provider, not expired. Refuses with the poll's message. */
export function stateProblem(row: StateRow | null, type: string, now: Date): string | null {
  if (!row || row.type !== type) return OAUTH_MSG.unknown(type);
  if (row.status === 'failed') return row.message ?? OAUTH_MSG.failed(type);
  if (row.status === 'done') return OAUTH_MSG.used(type);
  if (row.expiresAt <= now) return OAUTH_MSG.expired(type);
  return null;
}

/** How the route reads the caller and signs a member in (a session token; null for a disabled member). */
export interface PollCaller {
  caller: () => Promise<UserRow | null>;
  signIn: (owner: UserRow) => Promise<string | null>;
}

/** checkOAuth: what the browser does next (spec §4 poll codes). */
export async function pollOutcome(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  row: StateRow | null,
  type: OAuthType,
  who: PollCaller,
): Promise<PollAnswer> {
  const problem = stateProblem(row, type, now());
  if (problem || !row) return answer(POLL.failed, problem ?? OAUTH_MSG.unknown(type));
  if (row.status === 'pending') return answer(POLL.waiting, OAUTH_MSG.waiting);
  if (row.action === 'bind') {
    // Only the member who started the bind may complete it (or learn who owns the identity).
    if ((await who.caller())?.uid !== row.uid) return answer(POLL.failed, MSG.unauthorized);
    return bindOutcome(db, row, type, now());
  }
  const owner = await findByIdentity(db, type, row.identity!);
  if (!owner)
    return answer(POLL.bindMobile, OAUTH_MSG.bindMobile, { platform: type, nickname: row.nickname ?? '' });
  if (owner.status !== 1) {
    await failState(db, row.state, 'authorized', ACCOUNT_MSG.accountDisabled);
    return answer(POLL.failed, ACCOUNT_MSG.accountDisabled);
  }
  if (!(await claimState(db, row.state))) return answer(POLL.failed, OAUTH_MSG.used(type));
  const token = await who.signIn(owner);
  if (!token) return answer(POLL.failed, ACCOUNT_MSG.accountDisabled);
  return answer(POLL.signedIn, ACCOUNT_MSG.loginOk, { token, uid: owner.uid });
}

/** An authorized bind: attach the identity to the member who started it, or ask to merge its owner in. */
export async function bindOutcome(db: Db, row: StateRow, type: OAuthType, now: Date): Promise<PollAnswer> {
  const identity = row.identity!;
  const uid = row.uid ?? 0;
  const owner = await findByIdentity(db, type, identity);
  if (owner && owner.uid !== uid) {
    if (row.conflictUid !== owner.uid)
      await moveState(db, row.state, 'authorized', { conflictUid: owner.uid });
    return answer(POLL.merge, OAUTH_MSG.conflict(type, owner.nickname), {
      platform: type,
      nickname: owner.nickname,
    });
  }
  const me = await findByUid(db, uid);
  if (!me || me.status !== 1) return answer(POLL.failed, OAUTH_MSG.memberGone);
  const field = identityField(type);
  if (me[field] && me[field] !== identity) return answer(POLL.failed, OAUTH_MSG.ownsOther(type));
  const bound = await db.transaction(async (tx) => {
    if (!(await claimState(tx, row.state))) return false;
    await tx
      .update(users)
      .set({ [field]: identity })
      .where(eq(users.uid, uid));
    await rewardIdentity(tx, uid, type, now);
    return true;
  });
  return bound ? answer(POLL.bound, OAUTH_MSG.bound) : answer(POLL.failed, OAUTH_MSG.used(type));
}

/** The authorized login state of poll code 2 (no member has the identity yet), or a refusal. */
async function unclaimedLogin(db: Db, state: string, type: OAuthType | null, now: Date) {
  const row = await loadState(db, state);
  const kind = type ?? row?.type ?? 'wx';
  const problem = stateProblem(row, kind, now);
  if (problem || !row) throw new Refusal(problem ?? OAUTH_MSG.unknown(kind));
  if (row.status !== 'authorized' || row.action !== 'login') throw new Refusal(OAUTH_MSG.unknown(kind));
  const rowType = row.type as OAuthType;
  if (await findByIdentity(db, rowType, row.identity!)) throw new Refusal(OAUTH_MSG.identityTaken(rowType));
  return { row, type: rowType, identity: row.identity! };
}

const nicknameFrom = (row: StateRow, mobile?: string) =>
  row.nickname?.trim().slice(0, 30) || defaultNickname(mobile);

/** thirdPartRegister ("skip binding"): a member with only the provider identity. */
export async function registerWithOAuth(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  state: string,
  type: OAuthType,
  regIp: string,
): Promise<UserRow> {
  const { row, identity } = await unclaimedLogin(db, state, type, now());
  return db.transaction(async (tx) => {
    if (!(await claimState(tx, row.state))) throw new Refusal(OAUTH_MSG.used(type));
    const user = await createUser(tx, {
      nickname: nicknameFrom(row),
      [identityField(type)]: identity,
      regIp,
      regTime: now(),
    });
    await recordConsents(tx, { uid: user.uid, via: type, ip: regIp, now: now() });
    return rewardNewAccount(tx, user, now());
  });
}

export interface BindInput {
  state: string;
  mobile: string;
  code: string;
  password?: string;
}

/**
 * mobileAuth with action mobile_bind: the browser's `state` has an authorized provider identity and no member yet
 * (poll code 2). Verify the SMS code, then attach the identity to the member with that mobile, or create one
 * (with the password when given). Returns the member to sign in.
 */
export async function bindMobileWithOAuth(
  { db, secret, now }: Pick<Deps, 'db' | 'secret' | 'now'>,
  input: BindInput,
  regIp: string,
): Promise<UserRow> {
  const { row, type, identity } = await unclaimedLogin(db, input.state, null, now());
  const field = identityField(type);
  // A password given is checked whoever owns the number: the answer must not depend on it before the code.
  const password = input.password ? passwordSchema.safeParse(input.password) : null;
  if (password && !password.success) throw new Refusal(password.error.issues[0]!.message);
  // The code first: until it is proven, a registered number and a new one get the same answers.
  await consumeSmsCode({ db, secret, now: now() }, input.mobile, input.code);
  const existing = await findByMobile(db, input.mobile);
  if (existing && existing[field] && existing[field] !== identity)
    throw new Refusal(OAUTH_MSG.mobileOwnsOther(type));
  if (existing && existing.status !== 1) throw new Refusal(ACCOUNT_MSG.accountDisabled);
  const passwordHash =
    password?.success && !existing?.passwordHash ? await hashPassword(password.data) : undefined;
  return db.transaction(async (tx) => {
    if (!(await claimState(tx, row.state))) throw new Refusal(OAUTH_MSG.used(type));
    if (existing) {
      const [user] = await tx
        .update(users)
        .set({ [field]: identity, ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.uid, existing.uid))
        .returning();
      await rewardIdentity(tx, existing.uid, type, now());
      return user!;
    }
    const created = await createUser(tx, {
      mobile: input.mobile,
      nickname: nicknameFrom(row, input.mobile),
      [field]: identity,
      passwordHash,
      regIp,
      regTime: now(),
    });
    await recordConsents(tx, { uid: created.uid, via: 'bind', ip: regIp, now: now() });
    return rewardNewAccount(tx, created, now());
  });
}
