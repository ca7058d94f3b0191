/**
 * Who is calling: the `token` header (spec §7); the `token` cookie only for the file downloads of cookieToken.ts.
 * `requireUser` answers 401 without one.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Db } from '#server/db/client.ts';
import { sessionUser, type UserRow } from '#server/services/accounts/session.ts';
import { profileForToken } from '#server/services/accounts/users.ts';
import type { AppEnv } from './context.ts';
import type { Member } from './memberCache.ts';
import { cookieSignsIn } from './cookieToken.ts';
import { consentDue, unauthorized } from './respond.ts';
import { hasConsentDue } from '#server/services/legal/consents.ts';

export function tokenOf(c: Context<AppEnv>): string | null {
  const token =
    c.req.header('token') ?? (cookieSignsIn(c.req.method, c.req.path) ? getCookie(c, 'token') : undefined);
  return token && token.length >= 32 && token.length <= 128 ? token : null;
}

/** Resolve the caller once per request; null for visitors. */
export async function currentUser(c: Context<AppEnv>): Promise<UserRow | null> {
  if (c.get('user') !== undefined) return c.get('user') ?? null;
  const token = tokenOf(c);
  const user = token ? await memberOf(c, token) : null;
  c.set('user', user);
  return user;
}

/** A lookup through the member cache: a kept member answers when it holds what `enough` asks; a found one is kept. */
async function throughCache<T extends Member & { ends: Date }>(
  c: Context<AppEnv>,
  token: string,
  enough: (kept: Member) => boolean,
  read: (db: Db, token: string, at: Date) => Promise<T | null>,
): Promise<Member | null> {
  const { db, now, members } = c.get('deps');
  const at = now();
  const kept = members?.get(token, at);
  if (kept && enough(kept)) return kept;
  const since = members?.epoch() ?? 0;
  const found = await read(db, token, at);
  if (found) members?.put(token, found, found.ends, at, since);
  return found;
}

const memberOf = async (c: Context<AppEnv>, token: string) =>
  (await throughCache(c, token, () => true, sessionUser))?.user ?? null;

/**
 * Member-only calls: HTTP 401 with code 401 when there is no valid token, HTTP 428 while a newer version of a legal
 * document is in force than the member accepted (issue 30).
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await currentUser(c);
  if (!user) return unauthorized(c);
  if (await consentDueOf(c, user)) return consentDue(c);
  await next();
};

/**
 * Whether a newer 用户协议 or 隐私政策 is in force than the member accepted: kept with the member in the member cache
 * (a write, an acceptance or a publish included, empties it), so a member's next calls ask no database.
 */
export async function consentDueOf(c: Context<AppEnv>, user: UserRow): Promise<boolean> {
  const { db, now, members } = c.get('deps');
  const token = tokenOf(c);
  const at = now();
  const kept = token ? members?.get(token, at) : undefined;
  if (kept && kept.user.uid === user.uid && kept.consentDue !== undefined) return kept.consentDue;
  const due = await hasConsentDue(db, user.uid, at);
  if (kept && kept.user.uid === user.uid) kept.consentDue = due;
  return due;
}

/** A signed-in member whatever their consents: only the calls that read and accept the documents due. */
export const requireSignedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await currentUser(c))) return unauthorized(c);
  await next();
};

/** The signed-in member inside a handler behind requireUser. */
export function member(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw new Error('member() used without requireUser');
  return user;
}

/** getProfile's member, medals and consent state: from the member cache when it holds them, else one query. */
export async function profileOf(c: Context<AppEnv>, token: string) {
  const found = await throughCache(
    c,
    token,
    (k) => k.medals !== undefined && k.consentDue !== undefined,
    profileForToken,
  );
  return found && { user: found.user, medals: found.medals ?? [], consentDue: found.consentDue === true };
}
