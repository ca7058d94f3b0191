/** Members: lookup by sign-in name, creation, sign-in bookkeeping, and the user_info answer of spec §3. */
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { medals, userMedals, users } from '../db/schema/index.ts';
import type { MedalItem } from '#lib/accounts/medals.ts';
import type { UserRow } from './session.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';

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

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The user_info of spec §3 as the browser gets it: every field but secrets, and the medal summary. */
export async function userInfo(db: Db, user: UserRow) {
  const list = await medalsOf(db, user.uid);
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
export type UserInfoAnswer = Awaited<ReturnType<typeof userInfo>>;
