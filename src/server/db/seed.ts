/**
 * Reference data every database needs (medals, score rules, plans, the vegetable catalogue, foods, standards, HS codes
 * and partners), and demo members.
 */
import { sql } from 'drizzle-orm';
import { VIP_BENEFITS } from '#lib/commerce/vip.ts';
import { VEG_VIP_FEATURES } from '#lib/vegetable/access.ts';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import { hashPassword } from '#server/services/accounts/password.ts';
import { signInRef } from '#server/services/points/scoreRules.ts';
import { recordConsents } from '#server/services/legal/consents.ts';
import type { Db } from './client.ts';
import { medals, plans, scoreRecords, scoreRules, userMedals, users } from '#server/db/schema/index.ts';
import { seedStandards } from './standardReference.ts';
import { seedVegetableCatalogue } from './vegetableReference.ts';
import { seedTradeReference } from './tradeReference.ts';
import { seedFoodReference } from './foodReference.ts';
import { seedIndicatorReference } from './industryReference.ts';
import { seedBaikeReference } from './baikeReference.ts';
import { seedAstReference } from './astReference.ts';
import { seedLegalReference } from './legalReference.ts';
import { DEMO_PASSWORD } from './demoPasswords.ts';

export const MEDALS: (typeof medals.$inferInsert)[] = [
  {
    key: 'points',
    title: '积分达人',
    description: '累计获得的积分（消费积分不影响）',
    metric: 'score',
    thresholds: [100, 500, 2000, 10000],
    sort: 1,
  },
  {
    key: 'veteran',
    title: '资深会员',
    description: '累计登录的次数',
    metric: 'logins',
    thresholds: [7, 30, 100, 365],
    sort: 2,
  },
  {
    key: 'collector',
    title: '收藏家',
    description: '收藏的文章、报告与数据条数',
    metric: 'favorites',
    thresholds: [5, 20, 50, 200],
    sort: 3,
  },
  {
    key: 'buyer',
    title: '数据买家',
    description: '已支付的订单笔数',
    metric: 'purchases',
    thresholds: [1, 5, 20, 50],
    sort: 4,
  },
];

/** How points are earned; editors may change the figures, the keys are what the code grants. */
export const SCORE_RULES: (typeof scoreRules.$inferInsert)[] = [
  {
    key: 'signin',
    title: '每日签到',
    description: '登录后每天签到一次',
    points: 5,
    period: 'daily',
    sort: 1,
  },
  {
    key: 'profile',
    title: '完善个人资料',
    description: '填写昵称、性别、生日、所在地区与单位',
    points: 50,
    period: 'once',
    sort: 2,
  },
  {
    key: 'bind_mobile',
    title: '首次绑定手机号',
    description: '为账号绑定手机号码',
    points: 30,
    period: 'once',
    sort: 3,
  },
  {
    key: 'bind_wechat',
    title: '首次绑定微信',
    description: '为账号绑定微信',
    points: 30,
    period: 'once',
    sort: 4,
  },
  {
    key: 'purchase',
    title: '购买商品',
    description: '购买VIP会员、研究报告或数据产品，按实付金额计',
    points: 1,
    period: 'per_yuan',
    sort: 5,
  },
  // 农业百科 (issue 17): once per published version (the occasion is the version id).
  {
    key: 'baike_publish',
    title: BAIKE_MSG.scoreTitle,
    description: BAIKE_MSG.scoreDescription,
    points: 20,
    period: 'once',
    sort: 20,
  },
];

/** What the vegetable VIP opens, as its plans list it: the same source the server enforces. */
const VEGETABLE_BENEFITS = Object.values(VEG_VIP_FEATURES).map((f) => f.title);

/** Membership plans on sale at first start; editors change prices and benefits in /admin. */
export const PLANS: (typeof plans.$inferInsert)[] = [
  { kind: 'vip', key: 'vip-month', name: '月度VIP', days: 31, priceCents: 3000, listPriceCents: 0, sort: 1 },
  {
    kind: 'vip',
    key: 'vip-quarter',
    name: '季度VIP',
    days: 92,
    priceCents: 8000,
    listPriceCents: 9000,
    sort: 2,
  },
  {
    kind: 'vip',
    key: 'vip-year',
    name: '年度VIP',
    days: 366,
    priceCents: 26800,
    listPriceCents: 36000,
    recommended: true,
    sort: 3,
  },
  { kind: 'vegetable', key: 'veg-month', name: '蔬菜VIP月卡', days: 31, priceCents: 2000, sort: 1 },
  {
    kind: 'vegetable',
    key: 'veg-year',
    name: '蔬菜VIP年卡',
    days: 366,
    priceCents: 16800,
    listPriceCents: 24000,
    recommended: true,
    sort: 2,
  },
].map((p) => ({ ...p, benefits: p.kind === 'vip' ? VIP_BENEFITS.map((b) => b.title) : VEGETABLE_BENEFITS }));

export async function seedReference(db: Db, now: Date = new Date()): Promise<void> {
  await db.insert(medals).values(MEDALS).onConflictDoNothing({ target: medals.key });
  await db.insert(scoreRules).values(SCORE_RULES).onConflictDoNothing({ target: scoreRules.key });
  await db.insert(plans).values(PLANS).onConflictDoNothing({ target: plans.key });
  await seedVegetableCatalogue(db);
  await seedStandards(db);
  // 进出口贸易: HS codes, partners, ports, places, permits (a start with the same vendored files writes nothing).
  await seedTradeReference(db);
  await seedFoodReference(db);
  await seedIndicatorReference(db);
  // 农业专题's topics, only into an empty topic table (editors curate them afterwards).
  await seedAstReference(db);
  // 农业百科's category tree, only into an empty table.
  await seedBaikeReference(db);
  // 用户协议 and 隐私政策 version 1, in force from the first start, only for a kind without any version.
  await seedLegalReference(db, now);
}

export { DEMO_PASSWORD };

/** Demo members (marked 演示 in their names and by is_demo), created once in an empty database. */
export const DEMO_MEMBERS = [
  {
    account: 'demo',
    mobile: '13800000001',
    password: DEMO_PASSWORD,
    nickname: '演示会员',
    vip: false,
    score: 260,
  },
  {
    account: 'vipdemo',
    mobile: '13800000002',
    password: DEMO_PASSWORD,
    nickname: '演示VIP会员',
    vip: true,
    score: 1280,
  },
  {
    account: 'demo3',
    mobile: '13800000003',
    password: DEMO_PASSWORD,
    nickname: '演示会员三',
    vip: false,
    score: 100,
  },
  {
    // Writes in 农业百科 (我的百科); the encyclopedia's browser tests sign in as it.
    account: 'writer',
    mobile: '13800000004',
    password: DEMO_PASSWORD,
    nickname: '演示百科作者',
    vip: false,
    score: 100,
  },
  {
    account: 'editor',
    mobile: '13800000009',
    password: DEMO_PASSWORD,
    nickname: '演示编辑',
    vip: false,
    score: 100,
    role: 'editor',
  },
] as const;

/** The reason of the record that brings a demo member's balance to its figure: no rule grants it. */
export const DEMO_OPENING_BALANCE = '演示账号初始积分';

/** How long ago the demo members registered: their score history lies after it. */
const DEMO_HISTORY_DAYS = 40;

/**
 * A demo member's score records, oldest first, as the rules grant them (the figures of SCORE_RULES), then one
 * record that says it is the demo's opening balance, so the balance is `score` without inventing a grant.
 */
function demoScoreHistory(uid: number, score: number, now: Date): (typeof scoreRecords.$inferInsert)[] {
  const rule = (key: string) => SCORE_RULES.find((r) => r.key === key)!;
  const day = (n: number) => new Date(now.getTime() - (DEMO_HISTORY_DAYS - n) * 86_400_000);
  const grants = [
    { rule: rule('bind_mobile'), ref: '', at: day(0) },
    { rule: rule('profile'), ref: '', at: day(1) },
    ...[2, 5, 9, 14, 20, 27].map((n) => ({ rule: rule('signin'), ref: signInRef(day(n)), at: day(n) })),
  ];
  let balance = 0;
  const rows: (typeof scoreRecords.$inferInsert)[] = grants.map(({ rule: r, ref, at }) => {
    balance += r.points;
    return { uid, delta: r.points, balance, reason: r.title, rule: r.key, ref, createdAt: at };
  });
  if (score > balance)
    rows.push({
      uid,
      delta: score - balance,
      balance: score,
      reason: DEMO_OPENING_BALANCE,
      createdAt: day(30),
    });
  return rows;
}

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
        isDemo: true,
        // Enough earlier sign-ins for the 资深会员 I medal the demo members are seeded with.
        login: 12,
        // Only the demo editor has a role; the rest take the column default (member).
        role: 'role' in m ? m.role : undefined,
        regIp: '127.0.0.1',
        regTime: new Date(now.getTime() - DEMO_HISTORY_DAYS * 86_400_000),
        exp: m.score,
        vipExpire: m.vip ? new Date(now.getTime() + 365 * 86_400_000) : null,
      })
      .returning();
    const uid = user!.uid;
    // The demo members agreed to the documents in force when they were made, as a registration records it.
    await recordConsents(db, { uid, via: 'register', ip: '127.0.0.1', now });
    await db.insert(scoreRecords).values(demoScoreHistory(uid, m.score, now));
    await db.insert(userMedals).values(
      medalRows.map((medal) => ({
        uid,
        medalId: medal.id,
        grade: medal.key === 'points' ? (m.vip ? 2 : 1) : medal.key === 'veteran' ? 1 : 0,
      })),
    );
  }
}
