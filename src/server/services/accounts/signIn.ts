/** A member signs in: a session, the login recorded and the 资深会员 medal (it counts sign-ins) raised. */
import type { Db } from '#server/db/client.ts';
import { refreshMedals } from '#server/services/points/medals.ts';
import { createSession, type UserRow } from './session.ts';
import { recordLogin } from './users.ts';

/** The new session's token; null for a disabled member, who gets none. */
export async function signInMember(
  db: Db,
  user: UserRow,
  at: { remember: boolean; ip: string; userAgent: string; now: Date },
): Promise<string | null> {
  if (user.status !== 1) return null;
  const token = await createSession(db, user.uid, at);
  await recordLogin(db, user.uid, at.ip, at.now);
  await refreshMedals(db, user.uid, at.now, ['logins']);
  return token;
}
