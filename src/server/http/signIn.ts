/** Start a session for a member and answer with its token (spec §7: success, msg, token in data). */
import type { Context } from 'hono';
import { createSession, type UserRow } from '#server/services/accounts/session.ts';
import { refreshMedals } from '#server/services/points/medals.ts';
import { recordLogin } from '#server/services/accounts/users.ts';
import type { AppEnv } from './context.ts';
import { clientIp } from './input.ts';
import { ok, refuse } from './respond.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';

/** Creates the session; returns null for a disabled member. */
export async function startSession(
  c: Context<AppEnv>,
  user: UserRow,
  remember: boolean,
): Promise<string | null> {
  if (user.status !== 1) return null;
  const { db, now } = c.get('deps');
  const ip = clientIp(c);
  const token = await createSession(db, user.uid, {
    remember,
    ip,
    userAgent: c.req.header('user-agent') ?? '',
    now: now(),
  });
  await recordLogin(db, user.uid, ip, now());
  await refreshMedals(db, user.uid, now(), ['logins']); // the 资深会员 medal counts sign-ins
  return token;
}

export async function signIn(c: Context<AppEnv>, user: UserRow, remember: boolean, msg: string) {
  const token = await startSession(c, user, remember);
  if (!token) return refuse(c, ACCOUNT_MSG.accountDisabled);
  return ok(c, { token, uid: user.uid }, msg);
}
