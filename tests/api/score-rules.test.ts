/** Points earned by the database's rules: daily sign-in, complete profile, first binds, purchases; medals follow. */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articles,
  invoiceProfiles,
  medals,
  orders,
  plans,
  scoreRecords,
  scoreRules,
  userMedals,
  users,
} from '#server/db/schema/index.ts';
import { SCORE_MSG } from '#lib/commerce/messages.ts';
import { applyPayment } from '#server/services/order/fulfil.ts';
import { refreshMedals } from '#server/services/points/medals.ts';
import { changeScore } from '#server/services/points/score.ts';
import { createSession } from '#server/services/accounts/session.ts';
import { createUser } from '#server/services/accounts/users.ts';
import { signedIn } from './content-fixtures.ts';
import { consentAsRegistered, LOOPBACK, smsCodeFor, testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let now = new Date('2026-11-21T08:00:00Z');
beforeAll(async () => {
  t = await testApp({ now: () => now });
});
afterAll(() => t.close());

const userRow = async (uid: number) => (await t.db.select().from(users).where(eq(users.uid, uid)))[0]!;
const grantsOf = async (uid: number, rule: string) =>
  t.db
    .select()
    .from(scoreRecords)
    .where(and(eq(scoreRecords.uid, uid), eq(scoreRecords.rule, rule)));
const gradeOf = async (uid: number, key: string) => {
  const [medal] = await t.db.select().from(medals).where(eq(medals.key, key));
  const [row] = await t.db
    .select()
    .from(userMedals)
    .where(and(eq(userMedals.uid, uid), eq(userMedals.medalId, medal!.id)));
  return row?.grade ?? 0;
};
const setRule = (key: string, set: Partial<typeof scoreRules.$inferInsert>) =>
  t.db.update(scoreRules).set(set).where(eq(scoreRules.key, key));

describe('daily sign-in (POST /api/user/checkIn)', () => {
  it('pays once per China day: refused the same day, allowed again after China midnight', async () => {
    const { call, uid } = await signedIn(t, 'signer1');
    // 23:30 in China on 21 November (15:30 UTC).
    now = new Date('2026-11-21T15:30:00Z');
    expect((await call('/api/user/score', {})).json.data.checked_in_today).toBe(false);
    const first = await call('/api/user/checkIn', {});
    expect(first.json).toEqual({
      code: 1,
      msg: SCORE_MSG.signedIn(5),
      data: { points: 5, balance: 5, checked_in_today: true },
    });
    expect((await call('/api/user/score', {})).json.data).toMatchObject({ score: 5, checked_in_today: true });

    now = new Date('2026-11-21T15:59:59Z');
    const again = await call('/api/user/checkIn', {});
    expect(again.json).toMatchObject({ code: 0, msg: SCORE_MSG.alreadySignedIn });
    expect((await userRow(uid)).score).toBe(5);

    // 00:00 on 22 November in China, still the 21st in UTC: a new day.
    now = new Date('2026-11-21T16:00:00Z');
    expect((await call('/api/user/score', {})).json.data.checked_in_today).toBe(false);
    const next = await call('/api/user/checkIn', {});
    expect(next.json.data).toEqual({ points: 5, balance: 10, checked_in_today: true });
    const grants = await grantsOf(uid, 'signin');
    expect(grants.map((g) => g.ref).sort()).toEqual(['2026-11-21', '2026-11-22']);
    expect(grants.every((g) => g.reason === '每日签到' && g.delta === 5)).toBe(true);
    now = new Date('2026-11-21T08:00:00Z');
  });

  it('pays the figure the database holds, and is closed when the rule is off', async () => {
    const { call } = await signedIn(t, 'signer2');
    await setRule('signin', { points: 8 });
    expect((await call('/api/user/checkIn', {})).json.data.points).toBe(8);
    const other = await signedIn(t, 'signer3');
    await setRule('signin', { enabled: false });
    expect((await other.call('/api/user/checkIn', {})).json).toMatchObject({
      code: 0,
      msg: SCORE_MSG.signInClosed,
    });
    await setRule('signin', { points: 5, enabled: true });
  });

  it('is for members only', async () => {
    expect((await t.browser()('/api/user/checkIn', {})).status).toBe(401);
  });

  it('concurrent sign-ins of one day pay once', async () => {
    const { call, uid } = await signedIn(t, 'signer4');
    const answers = await Promise.all([1, 2, 3].map(() => call('/api/user/checkIn', {})));
    expect(answers.filter((a) => a.json.code === 1)).toHaveLength(1);
    expect((await userRow(uid)).score).toBe(5);
  });
});

describe('completing the profile', () => {
  const complete = {
    nickname: '张农友',
    sex: 1,
    birthday: '1990-05-01',
    province: '44',
    city: '4419',
    entity: '东莞农业合作社',
  };

  it('grants once, when nickname, sex, birthday, region and entity are all filled', async () => {
    const { call, uid } = await signedIn(t, 'profile1');
    const partial = await call('/api/user/updateInfo', { nickname: '张农友', sex: 1, entity: '合作社' });
    expect(partial.json.code).toBe(1);
    expect(await grantsOf(uid, 'profile')).toHaveLength(0);
    const done = await call('/api/user/updateInfo', complete);
    expect(done.json.code).toBe(1);
    // The answer already carries the new balance.
    expect(done.json.data.score).toBe(50);
    const again = await call('/api/user/updateInfo', { ...complete, entity: '另一家单位' });
    expect(again.json.data.score).toBe(50);
    const grants = await grantsOf(uid, 'profile');
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ delta: 50, reason: '完善个人资料', ref: '' });
  });

  it('保密 is not a filled sex', async () => {
    const { call, uid } = await signedIn(t, 'profile2');
    await call('/api/user/updateInfo', { ...complete, sex: 0 });
    expect(await grantsOf(uid, 'profile')).toHaveLength(0);
  });
});

const newState = () => randomBytes(24).toString('base64url').slice(0, 32);

/** The WeChat simulator round trip of tests/api/oauth.test.ts, for a bind by a signed-in member. */
async function wxBind(call: Caller, token: string, identity: string) {
  const state = newState();
  const headers = { token };
  const start = await call('/api/user/wxOAuth', { action: 'bind', type: 'wx', state }, { headers });
  const url: string = start.json.data.qrconnect_url;
  // The simulator answers only this machine: the developer's browser.
  const confirm = await call(url, { identity, decision: 'confirm' }, { form: true, ip: LOOPBACK });
  await call(confirm.headers.get('location')!);
  const poll = await call('/api/user/checkOAuth', { state, type: 'wx' }, { headers });
  return { ...poll.json, state };
}

async function memberWithToken(fields: Partial<typeof users.$inferInsert>) {
  const user = await createUser(t.db, { regIp: '127.0.0.1', ...fields });
  await consentAsRegistered(t, user.uid);
  const token = await createSession(t.db, user.uid, {
    remember: false,
    ip: '127.0.0.1',
    userAgent: 'test',
    now: now,
  });
  return { user, token };
}

describe('first bind of mobile and WeChat', () => {
  it('registering with a mobile counts as binding it, once; signing in again pays nothing', async () => {
    const call = t.browser();
    const mobile = '13700000101';
    const code = await smsCodeFor(t, call, mobile);
    const reg = await call('/api/user/mobileAuth', {
      action: 'register',
      agree: true,
      username: mobile,
      code,
      password: 'secret123',
    });
    expect(reg.json.code).toBe(1);
    const uid = reg.json.data.uid as number;
    expect((await grantsOf(uid, 'bind_mobile')).map((g) => g.delta)).toEqual([30]);
    // The SMS code may be asked for again after a minute.
    now = new Date(now.getTime() + 61_000);
    const again = t.browser();
    const code2 = await smsCodeFor(t, again, mobile, '203.0.113.9');
    const quick = await again(
      '/api/user/mobileAuth',
      { action: 'mobile_login', username: mobile, code: code2, agree: true },
      { ip: '203.0.113.9' },
    );
    expect(quick.json.code).toBe(1);
    expect(await grantsOf(uid, 'bind_mobile')).toHaveLength(1);
    expect((await userRow(uid)).score).toBe(30);
  });

  it('a quick SMS sign-in that creates the account pays the mobile bind once', async () => {
    const call = t.browser();
    const mobile = '13700000102';
    const code = await smsCodeFor(t, call, mobile, '203.0.113.10');
    const res = await call(
      '/api/user/mobileAuth',
      { action: 'mobile_login', username: mobile, code, agree: true },
      { ip: '203.0.113.10' },
    );
    expect(res.json.code).toBe(1);
    expect((await userRow(res.json.data.uid)).score).toBe(30);
  });

  it('binding WeChat to an account pays once; the account cannot be paid again', async () => {
    const { user, token } = await memberWithToken({ mobile: '13700000103' });
    // An account created before the rules (directly here) holds a mobile but never earned the bind.
    expect(await grantsOf(user.uid, 'bind_mobile')).toHaveLength(0);
    const identity = `sim-wx-score${randomBytes(3).toString('hex')}`;
    expect(await wxBind(t.browser(), token, identity)).toMatchObject({ code: 4 });
    const grants = await grantsOf(user.uid, 'bind_wechat');
    expect(grants.map((g) => [g.delta, g.reason])).toEqual([[30, '首次绑定微信']]);
    expect(await grantsOf(user.uid, 'bind_mobile')).toHaveLength(0);
    expect((await userRow(user.uid)).score).toBe(30);
  });

  it('a merge moves the grants without paying twice or colliding', async () => {
    const identity = `sim-wx-merge${randomBytes(3).toString('hex')}`;
    const mine = await memberWithToken({ mobile: '13700000104' });
    const other = await memberWithToken({ mobile: '13700000105', wxUnionid: identity });
    // Both signed in today and both earned their mobile bind: the same (rule, ref) pairs.
    for (const m of [mine, other]) {
      const caller = t.browser();
      const headers = { token: m.token };
      expect((await caller('/api/user/checkIn', {}, { headers })).json.code).toBe(1);
    }
    const { grantRule } = await import('#server/services/points/score.ts');
    await grantRule(t.db, mine.user.uid, 'bind_mobile', '', now);
    await grantRule(t.db, other.user.uid, 'bind_mobile', '', now);
    await grantRule(t.db, other.user.uid, 'bind_wechat', '', now);
    const call = t.browser();
    const headers = { token: mine.token };
    const bind = await wxBind(call, mine.token, identity);
    expect(bind).toMatchObject({ code: 3 });
    const state = bind.state;
    const merged = await call('/api/user/accountMerge', { state, action: 'wx_merge' }, { headers });
    expect(merged.json).toMatchObject({ code: 1 });
    // The surviving member keeps one key per occasion; the other's duplicates stay as history.
    expect(await grantsOf(mine.user.uid, 'signin')).toHaveLength(1);
    expect(await grantsOf(mine.user.uid, 'bind_mobile')).toHaveLength(1);
    expect(await grantsOf(mine.user.uid, 'bind_wechat')).toHaveLength(1);
    const before = (await userRow(mine.user.uid)).score;
    // Points earned count once for the 积分达人 medal: the merge record repeats moved history, not new points.
    const { metricsOf } = await import('#server/services/points/medals.ts');
    expect((await metricsOf(t.db, mine.user.uid)).score).toBe(before);
    // Nothing pays again after the merge.
    expect((await t.browser()('/api/user/checkIn', {}, { headers })).json.msg).toBe(
      SCORE_MSG.alreadySignedIn,
    );
    expect((await userRow(mine.user.uid)).score).toBe(before);
  });

  it('a merge keeps what the other account bought and its invoice title', async () => {
    const identity = `sim-wx-buyer${randomBytes(3).toString('hex')}`;
    const mine = await memberWithToken({ mobile: '13700000106' });
    const other = await memberWithToken({ mobile: '13700000107', wxUnionid: identity });
    const [report] = await t.db
      .insert(articles)
      .values({
        kind: 'report',
        title: '合并前购买的报告',
        status: 'published',
        priceCents: 500,
        publishedAt: now,
      })
      .returning();
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNo: `M${randomBytes(6).toString('hex')}`,
        uid: other.user.uid,
        itemType: 'report',
        itemId: report!.id,
        title: report!.title,
        amountCents: 500,
        expiresAt: new Date(now.getTime() + 60_000),
      })
      .returning();
    const paid = {
      channel: 'alipay' as const,
      source: 'query',
      transactionId: 'MERGE1',
      amountCents: 500,
      paidAt: now,
    };
    expect((await applyPayment(t.db, { ...paid, orderNo: order!.orderNo }, now)).outcome).toBe('applied');
    await t.db.insert(invoiceProfiles).values({
      uid: other.user.uid,
      titleType: 'personal',
      invoiceType: 'ordinary',
      title: '合并前的抬头',
      email: 'a@example.com',
    });
    const call = t.browser();
    const headers = { token: mine.token };
    const bind = await wxBind(call, mine.token, identity);
    const merged = await call(
      '/api/user/accountMerge',
      { state: bind.state, action: 'wx_merge' },
      { headers },
    );
    expect(merged.json).toMatchObject({ code: 1 });
    const { owns } = await import('#server/services/order/owns.ts');
    expect(await owns(t.db, mine.user.uid, 'report', report!.id)).toBe(true);
    const list = await t.browser()('/api/order/getList', {}, { headers });
    expect(list.json.data.list.map((o: { id: number }) => o.id)).toEqual([order!.id]);
    const info = await t.browser()('/api/order/getInvoiceInfo', {}, { headers });
    expect(info.json.data.title).toBe('合并前的抬头');
  });
});

describe('purchase points', () => {
  it('are proportional to the amount paid, at the rule the database holds', async () => {
    const { call, uid } = await signedIn(t, 'buyer-points');
    const [year] = await t.db.select().from(plans).where(eq(plans.key, 'vip-year'));
    const [month] = await t.db.select().from(plans).where(eq(plans.key, 'vip-month'));
    const pay = async (planId: number, points: number) => {
      await setRule('purchase', { points });
      const placed = await call('/api/order/createOrderForVip', { id: planId });
      expect(placed.json.code).toBe(1);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.json.data.id));
      const result = await applyPayment(
        t.db,
        {
          channel: 'wechat',
          source: 'notify',
          orderNo: order!.orderNo,
          transactionId: `T${order!.id}`,
          amountCents: order!.amountCents,
          paidAt: now,
        },
        now,
      );
      expect(result.outcome).toBe('applied');
      return order!;
    };
    const first = await pay(year!.id, 1);
    const second = await pay(month!.id, 2);
    const grants = await grantsOf(uid, 'purchase');
    const byRef = Object.fromEntries(grants.map((g) => [g.ref, g.delta]));
    expect(byRef[first.orderNo]).toBe(Math.floor(year!.priceCents / 100));
    expect(byRef[second.orderNo]).toBe(Math.floor(month!.priceCents / 100) * 2);
    expect((await userRow(uid)).score).toBe(byRef[first.orderNo]! + byRef[second.orderNo]!);
    // The first paid order is the 数据买家 I threshold; 268 earned points pass 积分达人 I (100).
    expect(await gradeOf(uid, 'buyer')).toBe(1);
    expect(await gradeOf(uid, 'points')).toBe(1);
    await setRule('purchase', { points: 1 });
  });
});

describe('medals', () => {
  it('reach each level at its threshold and never drop', async () => {
    const user = await createUser(t.db, { regIp: '127.0.0.1', account: 'medalist' });
    const earn = (delta: number) =>
      t.db.insert(scoreRecords).values({ uid: user.uid, delta, balance: 0, reason: '测试', createdAt: now });
    await earn(99);
    await refreshMedals(t.db, user.uid, now);
    expect(await gradeOf(user.uid, 'points')).toBe(0);
    await earn(1);
    await refreshMedals(t.db, user.uid, now);
    expect(await gradeOf(user.uid, 'points')).toBe(1);
    await earn(400);
    await refreshMedals(t.db, user.uid, now);
    expect(await gradeOf(user.uid, 'points')).toBe(2);
    await earn(9500);
    await refreshMedals(t.db, user.uid, now);
    expect(await gradeOf(user.uid, 'points')).toBe(4);
    // Spending points or raising thresholds later never takes a level away.
    await t.db.update(users).set({ score: 10_000 }).where(eq(users.uid, user.uid));
    await changeScore(t.db, user.uid, -9_000, '兑换', now);
    await t.db
      .update(medals)
      .set({ thresholds: [1000, 50_000, 100_000, 500_000] })
      .where(eq(medals.key, 'points'));
    await refreshMedals(t.db, user.uid, now);
    expect(await gradeOf(user.uid, 'points')).toBe(4);
    await t.db
      .update(medals)
      .set({ thresholds: [100, 500, 2000, 10000] })
      .where(eq(medals.key, 'points'));
  });

  it('the 资深会员 medal moves with sign-ins, 收藏家 with favourites', async () => {
    const { call, uid } = await signedIn(t, 'regular');
    for (let i = 0; i < 6; i++)
      await t.browser()('/api/user/login', { username: 'regular', password: 'secret123' });
    // 7 sign-ins: signedIn's plus six more.
    expect(await gradeOf(uid, 'veteran')).toBe(1);
    for (let i = 1; i <= 5; i++) {
      const res = await call('/api/user/favorite', {
        model: 'article',
        record_id: String(i),
        title: `文章${i}`,
        url: `/news/${i}`,
      });
      expect(res.json.code).toBe(1);
    }
    expect(await gradeOf(uid, 'collector')).toBe(1);
    const score = (await call('/api/user/score', {})).json.data;
    const grades = Object.fromEntries(
      (score.medal.list as { key: string; new_grade: number }[]).map((m) => [m.key, m.new_grade]),
    );
    expect(grades).toMatchObject({ veteran: 1, collector: 1 });
  });
});

describe('/api/user/score explains the rules from the database', () => {
  it('answers every rule with its figure, and follows a change in the database', async () => {
    const { call } = await signedIn(t, 'reader');
    const before = (await call('/api/user/score', {})).json.data;
    expect(before.rules.map((r: { key: string }) => r.key)).toEqual([
      'signin',
      'profile',
      'bind_mobile',
      'bind_wechat',
      'purchase',
      'baike_publish',
    ]);
    expect(before.rules[0]).toEqual({
      key: 'signin',
      title: '每日签到',
      description: '登录后每天签到一次',
      points: 5,
      period: 'daily',
      enabled: true,
    });
    await setRule('profile', { points: 80, title: '完善资料', enabled: false });
    const after = (await call('/api/user/score', {})).json.data;
    expect(after.rules[1]).toMatchObject({ key: 'profile', title: '完善资料', points: 80, enabled: false });
    expect(after.medal.list[0].thresholds).toEqual([100, 500, 2000, 10000]);
    await setRule('profile', { points: 50, title: '完善个人资料', enabled: true });
  });
});
