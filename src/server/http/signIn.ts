/** Start a session for a member and answer with its token (spec §7: success, msg, token in data). */
import type { Context } from 'hono';
import type { UserRow } from '#server/services/accounts/session.ts';
import { signInMember } from '#server/services/accounts/signIn.ts';
import type { AppEnv } from './context.ts';
import { clientIp } from './input.ts';
import { ok, refuse } from './respond.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';

/** Signs the member in from this request's address and browser (`signInMember`); null for a disabled member. */
export function startSession(c: Context<AppEnv>, user: UserRow, remember: boolean): Promise<string | null> {
  const { db, now } = c.get('deps');
  return signInMember(db, user, {
    remember,
    ip: clientIp(c),
    userAgent: c.req.header('user-agent') ?? '',
    now: now(),
  });
}

export async function signIn(c: Context<AppEnv>, user: UserRow, remember: boolean, msg: string) {
  const token = await startSession(c, user, remember);
  if (!token) return refuse(c, ACCOUNT_MSG.accountDisabled);
  return ok(c, { token, uid: user.uid }, msg);
}
