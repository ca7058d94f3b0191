/** Reference data every database needs (medal definitions), and demo members for the embedded database. */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../services/password.ts';
import type { Db } from './client.ts';
import { medals, scoreRecords, userMedals, users } from './schema.ts';

export const MEDALS: (typeof medals.$inferInsert)[] = [
  {
    key: 'points',
    title: '积分达人',
    description: '累计积分达到 100 / 500 / 2000 / 10000',
    metric: 'score',
    thresholds: [100, 500, 2000, 10000],
    sort: 1,
  },
  {
    key: 'veteran',
    title: '资深会员',
    description: '累计登录 7 / 30 / 100 / 365 次',
    metric: 'logins',
    thresholds: [7, 30, 100, 365],
    sort: 2,
  },
  {
    key: 'collector',
    title: '收藏家',
    description: '收藏内容 5 / 20 / 50 / 200 条',
    metric: 'favorites',
    thresholds: [5, 20, 50, 200],
    sort: 3,
  },
  {
    key: 'buyer',
    title: '数据买家',
    description: '完成订单 1 / 5 / 20 / 50 笔',
    metric: 'purchases',
    thresholds: [1, 5, 20, 50],
    sort: 4,
  },
];

export async function seedReference(db: Db): Promise<void> {
  await db.insert(medals).values(MEDALS).onConflictDoNothing({ target: medals.key });
}

/** Demo members (marked 演示 in their names), created once in an empty database. */
export const DEMO_MEMBERS = [
  {
    account: 'demo',
    mobile: '13800000001',
    password: 'demo1234',
    nickname: '演示会员',
    vip: false,
    score: 260,
  },
  {
    account: 'vipdemo',
    mobile: '13800000002',
    password: 'demo1234',
    nickname: '演示VIP会员',
    vip: true,
    score: 1280,
  },
  {
    account: 'demo3',
    mobile: '13800000003',
    password: 'demo1234',
    nickname: '演示会员三',
    vip: false,
    score: 100,
  },
  {
    account: 'editor',
    mobile: '13800000009',
    password: 'demo1234',
    nickname: '演示编辑',
    vip: false,
    score: 100,
    role: 'editor',
  },
] as const;

export async function seedDemo(db: Db, now: Date): Promise<void> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [
    { count: number },
  ];
  if (count > 0) return;
  const medalRows = await db.select().from(medals);
  for (const m of DEMO_MEMBERS) {
    const [user] = await db
      .insert(users)
      .values({
        account: m.account,
        mobile: m.mobile,
        passwordHash: await hashPassword(m.password),
        nickname: m.nickname,
        score: m.score,
        entity: '演示账号',
        // Only the demo editor has a role; the rest take the column default (member).
        role: 'role' in m ? m.role : undefined,
        regIp: '127.0.0.1',
        vipExpire: m.vip ? new Date(now.getTime() + 365 * 86_400_000) : null,
      })
      .returning();
    const uid = user!.uid;
    await db.insert(scoreRecords).values([
      {
        uid,
        delta: 100,
        balance: 100,
        reason: '注册奖励',
        createdAt: new Date(now.getTime() - 20 * 86_400_000),
      },
      {
        uid,
        delta: m.score - 100,
        balance: m.score,
        reason: '完善个人资料',
        createdAt: new Date(now.getTime() - 10 * 86_400_000),
      },
    ]);
    await db.insert(userMedals).values(
      medalRows.map((medal) => ({
        uid,
        medalId: medal.id,
        grade: medal.key === 'points' ? (m.vip ? 2 : 1) : medal.key === 'veteran' ? 1 : 0,
      })),
    );
  }
}
