/**
 * Who is calling: the `token` header (spec §7); the `token` cookie only for the file downloads in COOKIE_FILES.
 * `requireUser` answers 401 without one.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { userForToken, type UserRow } from '../services/session.ts';
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
  const deps = c.get('deps');
  const user = token ? await userForToken(deps.db, token, deps.now()) : null;
  c.set('user', user);
  return user;
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
