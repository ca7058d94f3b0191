import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scoreRecords, users } from '#server/db/schema/index.ts';
import { DEMO_OPENING_BALANCE, SCORE_RULES, seedDemo } from '#server/db/seed.ts';
import { hashPassword } from '#server/services/accounts/password.ts';
import { changeScore } from '#server/services/points/score.ts';
import { createUser } from '#server/services/accounts/users.ts';
import { consentAsRegistered, testApp, type Caller, type TestApp } from './support.ts';

const CALLS = ['updateInfo', 'score', 'getScoreLists', 'getMyFavoriteList', 'favorite'];

let t: TestApp;
let now = new Date('2026-11-21T08:00:00Z');

/** Sign in through the real login call; the caller then sends the token header, as the browser client does. */
async function login(username: string, password: string): Promise<Caller> {
  const call = t.browser();
  const res = await call('/api/user/login', { username, password });
  expect(res.json.code).toBe(1);
  const token = res.json.data.token as string;
  return (path, body, init = {}) => call(path, body, { ...init, headers: { token, ...init.headers } });
}

/** A member of its own, signed in. */
async function signedIn(account: string): Promise<{ call: Caller; uid: number }> {
  const user = await createUser(t.db, {
    account,
    passwordHash: await hashPassword('secret123'),
    nickname: `测试${account}`,
    regIp: '127.0.0.1',
  });
  await consentAsRegistered(t, user.uid);
  return { call: await login(account, 'secret123'), uid: user.uid };
}

beforeAll(async () => {
  t = await testApp({ now: () => now });
  await seedDemo(t.db, now);
});
afterAll(() => t.close());

describe('personal-centre calls without a token', () => {
  it.each(CALLS)('%s answers HTTP 401 with code 401', async (name) => {
    const res = await t.browser()(`/api/user/${name}`, {});
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 401, msg: '登录已失效，请重新登录' });
  });

  it('a revoked token is refused too', async () => {
    const { call } = await signedIn('revoked01');
    expect((await call('/api/user/score', {})).status).toBe(200);
    await call('/api/user/logout', {});
    expect((await call('/api/user/score', {})).status).toBe(401);
  });
});

describe('POST /api/user/updateInfo', () => {
  let call: Caller;
  beforeAll(async () => {
    ({ call } = await signedIn('profile01'));
  });

  it('updates every field and answers with the new user info', async () => {
    const res = await call('/api/user/updateInfo', {
      nickname: '  稻香农友 ',
      sex: 2,
      birthday: '1990-05-17',
      province: '44',
      city: '4401',
      district: '440106',
      entity: '广州某农业合作社',
    });
    expect(res.json).toMatchObject({ code: 1, msg: '个人资料已保存' });
    expect(res.json.data).toMatchObject({
      nickname: '稻香农友',
      sex: 2,
      birthday: '1990-05-17',
      province: '44',
      city: '4401',
      district: '440106',
      entity: '广州某农业合作社',
    });
    expect(res.json.data.medal).toMatchObject({ total_count: 4 });
    const profile = await call('/api/user/getProfile', {});
    expect(profile.json.data).toMatchObject({ nickname: '稻香农友', district: '440106' });
  });

  it('is a partial update: absent fields stay, blank ones clear', async () => {
    const res = await call('/api/user/updateInfo', { entity: '新单位' });
    expect(res.json.data).toMatchObject({ nickname: '稻香农友', sex: 2, entity: '新单位', city: '4401' });
    const cleared = await call('/api/user/updateInfo', { birthday: '', province: '' });
    expect(cleared.json.data).toMatchObject({ birthday: null, province: null, city: null, district: null });
  });

  it('accepts a city whose children are towns (东莞)', async () => {
    const res = await call('/api/user/updateInfo', {
      sex: '1',
      province: '44',
      city: '4419',
      district: '441900003',
    });
    expect(res.json).toMatchObject({ code: 1, data: { sex: 1, district: '441900003' } });
  });

  it.each([
    [{ nickname: '李' }, '昵称长度为2-20个字'],
    [{ nickname: '长'.repeat(21) }, '昵称长度为2-20个字'],
    [{ sex: 3 }, '请选择正确的性别'],
    [{ birthday: '1990-02-30' }, '请输入正确的生日日期'],
    [{ birthday: '1990/02/03' }, '请输入正确的生日日期'],
    [{ birthday: '1899-12-31' }, '生日不能早于1900年1月1日'],
    [{ birthday: '2026-11-22' }, '生日不能晚于今天'],
    [{ entity: '社'.repeat(101) }, '单位名称不能超过100个字'],
  ])('refuses %j with a Chinese message', async (body, msg) => {
    const res = await call('/api/user/updateInfo', body);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 0, msg });
  });

  it.each([
    [{ province: '99' }, '请选择正确的省份'],
    [{ province: '11', city: '4401' }, '所选城市不属于该省份'],
    [{ province: '44', city: '4401', district: '440303' }, '所选区县不属于该城市'],
    [{ province: '44', district: '440106' }, '请先选择城市'],
    [{ city: '4401' }, '请先选择省份'],
    [{ province: 'gd' }, '请选择正确的省份'],
  ])('refuses the division hierarchy %j', async (body, msg) => {
    const res = await call('/api/user/updateInfo', body);
    expect(res.json).toMatchObject({ code: 0, msg });
  });

  it("today's date is a valid birthday (China time)", async () => {
    now = new Date('2026-11-21T17:00:00Z'); // already 22 Nov in Beijing
    const res = await call('/api/user/updateInfo', { birthday: '2026-11-22' });
    now = new Date('2026-11-21T08:00:00Z');
    expect(res.json.code).toBe(1);
  });
});

describe('POST /api/user/score and getScoreLists', () => {
  it('answers balance, exp and the medal summary of a demo member, whose history follows the rules', async () => {
    const call = await login('vipdemo', 'demo1234');
    const res = await call('/api/user/score', {});
    expect(res.json.code).toBe(1);
    expect(res.json.data).toMatchObject({ score: 1280, exp: 1280, medal: { total_count: 4, count: 2 } });
    expect(res.json.data.medal.list[0]).toMatchObject({ key: 'points', title: '积分达人', new_grade: 2 });
    const records = await call('/api/user/getScoreLists', {});
    expect(records.json.data).toMatchObject({ total: 9, page: 1, pageSize: 10 });
    const list = records.json.data.list as {
      reason: string;
      delta: number;
      balance: number;
      created_at: string;
    }[];
    expect(list.map((r) => r.reason)).toEqual([
      DEMO_OPENING_BALANCE,
      ...Array<string>(6).fill('每日签到'),
      '完善个人资料',
      '首次绑定手机号',
    ]);
    // Each granted record carries its rule's figure, and the balances add up to the score.
    const points = (key: string) => SCORE_RULES.find((r) => r.key === key)!.points;
    expect(list.find((r) => r.reason === '完善个人资料')!.delta).toBe(points('profile'));
    expect(list.filter((r) => r.reason === '每日签到').every((r) => r.delta === points('signin'))).toBe(true);
    expect(list[0]!.balance).toBe(1280);
    expect(list.reduce((sum, r) => sum + r.delta, 0)).toBe(1280);
    // Registered before the first record.
    const [me] = await t.db.select().from(users).where(eq(users.account, 'vipdemo'));
    expect(me!.regTime.getTime()).toBeLessThanOrEqual(Date.parse(list.at(-1)!.created_at));
  });

  it('adds what a member earns to 经验值, and spending lowers the balance but never the exp', async () => {
    const { call, uid } = await signedIn('exp01');
    await changeScore(t.db, uid, 30, '测试奖励', new Date());
    await changeScore(t.db, uid, -10, '测试兑换', new Date());
    const res = await call('/api/user/score', {});
    expect(res.json.data).toMatchObject({ score: 20, exp: 30 });
  });

  it('pages newest first and refuses a page size above 50', async () => {
    const { call, uid } = await signedIn('score01');
    for (let i = 1; i <= 12; i++) {
      now = new Date(Date.UTC(2026, 10, 1, 8, i));
      await changeScore(t.db, uid, i, `第${i}次`, now);
    }
    now = new Date('2026-11-21T08:00:00Z');
    const first = await call('/api/user/getScoreLists', { page: 1, pageSize: 5 });
    expect(first.json.data).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(first.json.data.list).toHaveLength(5);
    expect(first.json.data.list[0]).toMatchObject({ delta: 12, balance: 78, reason: '第12次' });
    expect(Object.keys(first.json.data.list[0]).sort()).toEqual([
      'balance',
      'created_at',
      'delta',
      'id',
      'reason',
    ]);
    const last = await call('/api/user/getScoreLists', { page: 3, pageSize: 5 });
    expect(last.json.data.list.map((r: { delta: number }) => r.delta)).toEqual([2, 1]);
    const beyond = await call('/api/user/getScoreLists', { page: 9, pageSize: 5 });
    expect(beyond.json.data).toMatchObject({ list: [], total: 12 });
    for (const [body, msg] of [
      [{ pageSize: 51 }, '每页条数为1-50'],
      [{ pageSize: 0 }, '每页条数为1-50'],
      [{ page: 0 }, '页码有误'],
      [{ page: 'x' }, '页码有误'],
    ] as const) {
      expect((await call('/api/user/getScoreLists', body)).json).toMatchObject({ code: 0, msg });
    }
    const score = await call('/api/user/score', {});
    expect(score.json.data.score).toBe(78);
  });

  it('shows only the caller’s own records', async () => {
    const { call } = await signedIn('score02');
    expect((await call('/api/user/getScoreLists', {})).json.data).toMatchObject({ list: [], total: 0 });
  });
});

describe('changeScore', () => {
  it('moves the balance and records the new balance; never below 0', async () => {
    const { uid } = await signedIn('score03');
    expect(await changeScore(t.db, uid, 30, '每日签到', now)).toMatchObject({ delta: 30, balance: 30 });
    expect(await changeScore(t.db, uid, -20, '兑换', now)).toMatchObject({ delta: -20, balance: 10 });
    expect(await changeScore(t.db, uid, -11, '兑换', now)).toBeNull();
    expect(await changeScore(t.db, uid, -10, '兑换', now)).toMatchObject({ balance: 0 });
    expect(await changeScore(t.db, uid, -1, '兑换', now)).toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.uid, uid));
    expect(row!.score).toBe(0);
    const records = await t.db.select().from(scoreRecords).where(eq(scoreRecords.uid, uid));
    expect(records.map((r) => [r.delta, r.balance])).toEqual([
      [30, 30],
      [-20, 10],
      [-10, 0],
    ]);
  });

  it('concurrent spends cannot overdraw', async () => {
    const { uid } = await signedIn('score04');
    await changeScore(t.db, uid, 10, '奖励', now);
    const spends = await Promise.all(
      Array.from({ length: 5 }, () => changeScore(t.db, uid, -4, '兑换', now)),
    );
    expect(spends.filter(Boolean)).toHaveLength(2);
    const [row] = await t.db.select().from(users).where(eq(users.uid, uid));
    expect(row!.score).toBe(2);
  });

  it('refuses a zero or fractional delta', async () => {
    await expect(changeScore(t.db, 1, 0, 'x', now)).rejects.toThrow(RangeError);
    await expect(changeScore(t.db, 1, 1.5, 'x', now)).rejects.toThrow(RangeError);
  });
});

describe('favourites', () => {
  let call: Caller;
  const item = { model: 'report', record_id: 42, title: '2026年玉米市场研究报告', url: '/article/detail/42' };
  beforeAll(async () => {
    ({ call } = await signedIn('fav01'));
  });

  it('favorite toggles: on, then off', async () => {
    const on = await call('/api/user/favorite', item);
    expect(on.json).toEqual({ code: 1, msg: '已收藏', data: { favorited: true } });
    const listed = await call('/api/user/getMyFavoriteList', {});
    expect(listed.json.data).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(listed.json.data.list[0]).toMatchObject({
      model: 'report',
      record_id: '42',
      title: item.title,
      url: item.url,
    });
    expect(Object.keys(listed.json.data.list[0]).sort()).toEqual([
      'created_at',
      'id',
      'model',
      'record_id',
      'title',
      'url',
    ]);
    const off = await call('/api/user/favorite', { model: 'report', record_id: '42' });
    expect(off.json).toEqual({ code: 1, msg: '已取消收藏', data: { favorited: false } });
    expect((await call('/api/user/getMyFavoriteList', {})).json.data).toMatchObject({ list: [], total: 0 });
  });

  it.each([
    [{ ...item, model: 'video' }, '不支持收藏该类内容'],
    [{ ...item, url: 'https://evil.example/x' }, '收藏链接必须是本站地址'],
    [{ ...item, url: '//evil.example/x' }, '收藏链接必须是本站地址'],
    [{ ...item, url: '/\\evil.example' }, '收藏链接必须是本站地址'],
    [{ ...item, record_id: '' }, '缺少收藏内容编号'],
    [{ model: 'food', record_id: '7', url: '/application/food/detail?code=7' }, '收藏标题不能为空'],
    [{ ...item, title: '长'.repeat(201) }, '收藏标题不能超过200个字'],
  ])('refuses %j', async (body, msg) => {
    expect((await call('/api/user/favorite', body)).json).toMatchObject({ code: 0, msg });
  });

  it('pages newest first and filters by model', async () => {
    const { call: mine } = await signedIn('fav02');
    for (let i = 1; i <= 7; i++) {
      now = new Date(Date.UTC(2026, 10, 2, 8, i));
      const model = i % 2 ? 'article' : 'food';
      await mine('/api/user/favorite', { model, record_id: i, title: `收藏${i}`, url: `/x/${i}` });
    }
    now = new Date('2026-11-21T08:00:00Z');
    const page2 = await mine('/api/user/getMyFavoriteList', { page: 2, pageSize: 3 });
    expect(page2.json.data).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect(page2.json.data.list.map((f: { title: string }) => f.title)).toEqual(['收藏4', '收藏3', '收藏2']);
    const foods = await mine('/api/user/getMyFavoriteList', { model: 'food' });
    expect(foods.json.data.total).toBe(3);
    expect(foods.json.data.list.every((f: { model: string }) => f.model === 'food')).toBe(true);
    // One record: the question a detail page's favourite button asks.
    const one = await mine('/api/user/getMyFavoriteList', { model: 'article', record_id: 5 });
    expect(one.json.data.total).toBe(1);
    expect(one.json.data.list.map((f: { title: string }) => f.title)).toEqual(['收藏5']);
    expect((await mine('/api/user/getMyFavoriteList', { model: 'food', record_id: 5 })).json.data.total).toBe(
      0,
    );
    expect((await mine('/api/user/getMyFavoriteList', { model: 'x' })).json.msg).toBe('不支持收藏该类内容');
    expect((await mine('/api/user/getMyFavoriteList', { pageSize: 99 })).json.msg).toBe('每页条数为1-50');
    // Another member sees none of them.
    expect((await call('/api/user/getMyFavoriteList', {})).json.data.total).toBe(0);
  });
});
