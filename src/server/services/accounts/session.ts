/** Sessions: 256-bit tokens handed to the browser, stored hashed, with expiry and revocation. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import { newToken, sha256 } from '#server/services/security/secrets.ts';

/** Remember-me lasts the 7 days of the cookie; a browser-session sign-in is kept a day on the server. */
export const SESSION_TTL_S = { remember: 604_800, session: 86_400 } as const;

export type UserRow = typeof users.$inferSelect;

export async function createSession(
  db: Db,
  uid: number,
  opts: { remember: boolean; ip: string; userAgent: string; now: Date },
): Promise<string> {
  const token = newToken();
  const ttl = opts.remember ? SESSION_TTL_S.remember : SESSION_TTL_S.session;
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    uid,
    remember: opts.remember,
    ip: opts.ip,
    userAgent: opts.userAgent.slice(0, 300),
    expiresAt: new Date(opts.now.getTime() + ttl * 1000),
  });
  return token;
}

/** The member a token signs in, when the session is live and the member not disabled, and the session's end. */
export async function sessionUser(
  db: Db,
  token: string,
  now: Date,
): Promise<{ user: UserRow; ends: Date } | null> {
  const rows = await db
    .select({ user: users, ends: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.uid, sessions.uid))
    .where(
      and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .limit(1);
  const row = rows[0];
  return row && row.user.status === 1 ? row : null;
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(eq(sessions.tokenHash, sha256(token)));
}

/** Sign a member out everywhere (after a password reset). */
export async function revokeAllSessions(db: Db, uid: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.uid, uid), isNull(sessions.revokedAt)));
}
