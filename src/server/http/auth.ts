/**
 * Who is calling: the `token` header (spec §7); the `token` cookie only for the file downloads in COOKIE_FILES.
 * `requireUser` answers 401 without one.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { sessionUser, type UserRow } from '../services/session.ts';
import { profileForToken } from '../services/users.ts';
import type { AppEnv } from './context.ts';
import { cookieSignsIn } from './cookieToken.ts';
import { unauthorized } from './respond.ts';

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

async function memberOf(c: Context<AppEnv>, token: string): Promise<UserRow | null> {
  const { db, now, members } = c.get('deps');
  const at = now();
  const kept = members?.get(token, at);
  if (kept) return kept.user;
  const since = members?.epoch() ?? 0;
  const found = await sessionUser(db, token, at);
  if (found) members?.put(token, { user: found.user }, found.ends, at, since);
  return found?.user ?? null;
}

/** Member-only calls: HTTP 401 with code 401 when there is no valid token. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await currentUser(c))) return unauthorized(c);
  await next();
};

/** The signed-in member inside a handler behind requireUser. */
export function member(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw new Error('member() used without requireUser');
  return user;
}

/** getProfile's member and medals: from the member cache when it holds both, else one query. */
export async function profileOf(c: Context<AppEnv>, token: string) {
  const { db, now, members } = c.get('deps');
  const at = now();
  const kept = members?.get(token, at);
  if (kept?.medals) return { user: kept.user, medals: kept.medals };
  const since = members?.epoch() ?? 0;
  const found = await profileForToken(db, token, at);
  if (found) members?.put(token, { user: found.user, medals: found.medals }, found.ends, at, since);
  return found;
}
