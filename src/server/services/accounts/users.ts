/** Members: lookup by sign-in name, creation, sign-in bookkeeping, and the user_info answer of spec §3. */
import { and, asc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { medals, sessions, userMedals, users } from '#server/db/schema/index.ts';
import type { MedalItem } from '#lib/accounts/medals.ts';
import { sha256 } from '#server/services/security/secrets.ts';
import type { UserRow } from './session.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { consentDueSql } from '#server/services/legal/consents.ts';

export async function findByUsername(db: Db, username: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.mobile, username), eq(users.account, username)))
    .limit(1);
  return user ?? null;
}

export async function findByMobile(db: Db, mobile: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return user ?? null;
}

export const defaultNickname = (mobile?: string | null): string =>
  ACCOUNT_MSG.defaultNickname(mobile ? mobile.slice(-4) : String(Math.floor(1000 + Math.random() * 9000)));

export async function createUser(
  db: Db,
  fields: Partial<typeof users.$inferInsert> & { regIp: string },
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({ nickname: defaultNickname(fields.mobile), ...fields })
    .returning();
  return user!;
}

export async function recordLogin(db: Db, uid: number, ip: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ login: sql`${users.login} + 1`, lastLoginIp: ip, lastLoginTime: now })
    .where(eq(users.uid, uid));
}

/** The medal catalogue with the member's grades, in display order, as one SQL expression (a json array). */
const medalListOf = (uid: SQL) => sql<MedalItem[]>`(
  select coalesce(json_agg(json_build_object(
    'key', ${medals.key}, 'title', ${medals.title}, 'description', ${medals.description},
    'new_grade', coalesce(${userMedals.grade}, 0), 'thresholds', ${medals.thresholds}
  ) order by ${medals.sort}, ${medals.id}), '[]'::json)
  from ${medals}
  left join ${userMedals} on ${userMedals.medalId} = ${medals.id} and ${userMedals.uid} = ${uid}
)`;

export async function medalsOf(db: Db, uid: number): Promise<MedalItem[]> {
  const rows = await db
    .select({
      key: medals.key,
      title: medals.title,
      description: medals.description,
      thresholds: medals.thresholds,
      grade: userMedals.grade,
    })
    .from(medals)
    .leftJoin(userMedals, sql`${userMedals.medalId} = ${medals.id} and ${userMedals.uid} = ${uid}`)
    .orderBy(asc(medals.sort), asc(medals.id));
  return rows.map((r) => ({
    key: r.key,
    title: r.title,
    description: r.description,
    new_grade: r.grade ?? 0,
    thresholds: r.thresholds,
  }));
}

/**
 * getProfile's one round trip: the member a live session's token signs in (as sessionUser), their medals and whether
 * newer legal documents wait for their consent, or null (no such session, expired, revoked, or the member disabled).
 */
export async function profileForToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ user: UserRow; medals: MedalItem[]; ends: Date; consentDue: boolean } | null> {
  const [row] = await db
    .select({
      user: users,
      medals: medalListOf(sql`${users.uid}`),
      ends: sessions.expiresAt,
      consentDue: consentDueSql(sql`${users.uid}`, now),
    })
    .from(sessions)
    .innerJoin(users, eq(users.uid, sessions.uid))
    .where(
      and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .limit(1);
  return row && row.user.status === 1 ? row : null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The user_info of spec §3 as the browser gets it: every field but secrets, and the medal summary. */
export async function userInfo(db: Db, user: UserRow) {
  return userInfoOf(user, await medalsOf(db, user.uid));
}

/** The user_info of a member whose medals are already read. */
export function userInfoOf(user: UserRow, list: MedalItem[]) {
  return {
    uid: user.uid,
    nickname: user.nickname,
    sex: user.sex,
    birthday: user.birthday,
    score: user.score,
    exp: user.exp,
    province: user.province,
    city: user.city,
    district: user.district,
    entity: user.entity,
    login: user.login,
    reg_ip: user.regIp,
    reg_time: iso(user.regTime),
    last_login_ip: user.lastLoginIp,
    last_login_time: iso(user.lastLoginTime),
    status: user.status,
    file_download: user.fileDownload,
    pc_sid: user.pcSid,
    mo_sid: user.moSid,
    mobile: user.mobile,
    account: user.account,
    has_password: Boolean(user.passwordHash),
    qq_openid: user.qqOpenid ? 'bound' : null,
    wx_unionid: user.wxUnionid ? 'bound' : null,
    vip_expire: iso(user.vipExpire),
    vegetable_expire: iso(user.vegetableExpire),
    role: user.role,
    medal: { total_count: list.length, count: list.filter((m) => m.new_grade > 0).length, list },
  };
}
export type UserInfoAnswer = ReturnType<typeof userInfoOf>;
