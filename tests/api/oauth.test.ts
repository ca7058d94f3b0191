import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, medals, oauthStates, scoreRecords, userMedals, users } from '#server/db/schema/index.ts';
import { SIM_APPS } from '#server/providers/oauth.ts';
import { hashPassword, verifyPassword } from '#server/services/accounts/password.ts';
import { createSession } from '#server/services/accounts/session.ts';
import { createUser } from '#server/services/accounts/users.ts';
import { consentAsRegistered, LOOPBACK, smsCodeFor, testApp, type TestApp } from './support.ts';
import { authorize, fresh, newState, poll } from './oauth-fixtures.ts';
import { OAUTH_MSG, ACCOUNT_MSG } from '#lib/accounts/messages.ts';

/** A member straight in the database, consenting as a registration records it, with a live session token. */
async function member(t: TestApp, fields: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t.db, { regIp: '127.0.0.1', ...fields });
  await consentAsRegistered(t, user.uid);
  const token = await createSession(t.db, user.uid, {
    remember: false,
    ip: '127.0.0.1',
    userAgent: 'test',
    now: t.clock.now(),
  });
  return { user, token };
}

const userRow = async (t: TestApp, uid: number) =>
  (await t.db.select().from(users).where(eq(users.uid, uid)))[0]!;
const stateRow = async (t: TestApp, state: string) =>
  (await t.db.select().from(oauthStates).where(eq(oauthStates.state, state)))[0];

describe('third-party sign-in through the simulators', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    // The developer's browser, on the machine the simulators run on.
    t = await testApp({ now: () => now, ip: LOOPBACK });
  });
  afterAll(() => t.close());

  it('wxOAuth answers the app id, our callback and the simulator QR iframe, and opens a pending state', async () => {
    const state = newState();
    const res = await t.call('/api/user/wxOAuth', { action: 'login', type: 'wx', state });
    expect(res.json.code).toBe(1);
    const { appid, redirect_uri, qrconnect_url, simulator } = res.json.data;
    expect(appid).toBe(SIM_APPS.wx.appid);
    expect(simulator).toBe(true);
    expect(redirect_uri).toBe('http://localhost/api/user/oauthCallback/wx');
    const url = new URL(qrconnect_url);
    expect(url.origin + url.pathname).toBe('http://localhost/api/sim/oauth/wx/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid,
      redirect_uri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
      self_redirect: 'true',
    });
    expect(qrconnect_url).toContain(`redirect_uri=${encodeURIComponent(redirect_uri)}`);
    const row = await stateRow(t, state);
    expect(row).toMatchObject({ type: 'wx', action: 'login', status: 'pending', uid: null });
    expect(row!.expiresAt.getTime() - now.getTime()).toBe(600_000);
  });

  it('refuses a malformed state or action in Chinese, and a bind without a token with 401', async () => {
    const bad = await t.call('/api/user/wxOAuth', { action: 'login', type: 'wx', state: 'short' });
    expect(bad.json).toMatchObject({ code: 0, msg: '授权参数有误，请刷新页面后重试' });
    const badChars = await t.call('/api/user/qqOAuth', {
      action: 'login',
      platform: 'qq',
      state: 'x'.repeat(31) + '!',
    });
    expect(badChars.json.code).toBe(0);
    const action = await t.call('/api/user/wxOAuth', { action: 'steal', type: 'wx', state: newState() });
    expect(action.json).toMatchObject({ code: 0, msg: '不支持的操作' });
    const bind = await t.call('/api/user/wxOAuth', { action: 'bind', type: 'wx', state: newState() });
    expect(bind.status).toBe(401);
    expect(bind.json).toMatchObject({ code: 401, msg: '登录已失效，请重新登录' });
  });

  it('shows the simulator pages as such, with a QR code, identities and the two buttons', async () => {
    const call = t.browser();
    const state = newState();
    const res = await call('/api/user/wxOAuth', { action: 'login', type: 'wx', state });
    const page = await call(`${res.json.data.qrconnect_url}&identity=sim-wx-alice`);
    expect(page.headers.get('content-type')).toContain('text/html');
    for (const text of [
      '本地模拟器 · 非真实微信登录',
      '新用户（随机身份）',
      'sim-wx-alice',
      'sim-wx-bob',
      '确认登录',
      '取消',
      '<svg',
    ])
      expect(page.text).toContain(text);
    expect(page.text).toMatch(/<option value="sim-wx-alice" selected>/);
    expect(page.text).not.toMatch(/(src|href)="https?:/);
    const qq = await call('/api/user/qqOAuth', { action: 'login', platform: 'qq', state });
    const qqPage = await call(qq.json.data.authorize_url);
    for (const text of ['本地模拟器 · 非真实QQ登录', '授权并登录', '取消', 'sim-qq-alice'])
      expect(qqPage.text).toContain(text);
  });

  it('poll: 0 while waiting, 2 for a new identity, then thirdPartRegister signs up once', async () => {
    const call = t.browser();
    const identity = fresh('wx');
    const state = newState();
    await call('/api/user/wxOAuth', { action: 'login', type: 'wx', state });
    expect((await poll(call, state)).json).toEqual({ code: 0, msg: '等待扫码确认', data: null });
    const { callback } = await authorize(call, { identity, state });
    expect(callback.status).toBe(200);
    expect(callback.text).toContain('授权成功');
    const waiting = await poll(call, state);
    expect(waiting.json).toMatchObject({
      code: 2,
      data: { platform: 'wx', nickname: `微信用户-${identity.slice(-8)}` },
    });
    // Polling again does not change the answer: the bind-mobile view can be left and reopened.
    expect((await poll(call, state)).json.code).toBe(2);

    const reg = await call('/api/user/thirdPartRegister', { oauth_platform: 'wx', state, agree: true });
    expect(reg.json).toMatchObject({ code: 1, msg: '注册成功' });
    expect(reg.json.data.token).toEqual(expect.any(String));
    const profile = await call('/api/user/getProfile', {}, { headers: { token: reg.json.data.token } });
    expect(profile.json.data).toMatchObject({
      nickname: `微信用户-${identity.slice(-8)}`,
      wx_unionid: 'bound',
      mobile: null,
    });
    const [row] = await t.db.select().from(users).where(eq(users.wxUnionid, identity));
    expect(row).toBeDefined();
    expect((await stateRow(t, state))!.status).toBe('done');
    expect((await poll(call, state)).json).toMatchObject({ code: 5, msg: '授权已使用，请重新扫码登录' });
    const again = await call('/api/user/thirdPartRegister', { oauth_platform: 'wx', state, agree: true });
    expect(again.json.code).toBe(0);
  });

  it('poll: 1 with a token when a member has the identity, minted only once per state', async () => {
    const identity = fresh('wx');
    const { user } = await member(t, { nickname: '老会员', wxUnionid: identity });
    const call = t.browser();
    const { state } = await authorize(call, { identity });
    const [a, b] = await Promise.all([poll(call, state), poll(call, state)]);
    const answers = [a.json, b.json].sort((x, y) => x.code - y.code);
    expect(answers[0]).toMatchObject({ code: 1, msg: '登录成功', data: { uid: user.uid } });
    expect(answers[1]).toMatchObject({ code: 5, msg: '授权已使用，请重新扫码登录' });
    const token = answers[0]!.data.token;
    const profile = await call('/api/user/getProfile', {}, { headers: { token } });
    expect(profile.json.data.uid).toBe(user.uid);
    expect((await poll(call, state)).json.code).toBe(5);
    // A fresh attempt under the same browser state starts over.
    const next = await authorize(call, { identity, state });
    expect(next.callback.status).toBe(200);
    expect((await poll(call, state)).json.code).toBe(1);
  });

  it('poll: 4 when a bind attaches the identity to the signed-in member', async () => {
    const { user, token } = await member(t, { mobile: '13900000041' });
    const identity = fresh('wx');
    const call = t.browser();
    const { state } = await authorize(call, { action: 'bind', identity, token });
    expect((await stateRow(t, state))!.uid).toBe(user.uid);
    // Someone else holding the state cannot complete the bind.
    const stranger = await member(t, { mobile: '13900000044' });
    expect((await poll(call, state, 'wx', { token: stranger.token })).json.code).toBe(5);
    expect((await userRow(t, user.uid)).wxUnionid).toBeNull();
    expect((await poll(call, state, 'wx', { token })).json).toEqual({ code: 4, msg: '绑定成功', data: null });
    expect((await userRow(t, user.uid)).wxUnionid).toBe(identity);
    expect((await poll(call, state, 'wx', { token })).json.code).toBe(5);
  });

  it('thirdPartBind gives the bind outcome to clients that do not poll, only to the member who started it', async () => {
    const { user, token } = await member(t, { mobile: '13900000042' });
    const other = await member(t, { mobile: '13900000043' });
    const identity = fresh('qq');
    const call = t.browser();
    const state = newState();
    await call('/api/user/qqOAuth', { action: 'bind', platform: 'qq', state }, { headers: { token } });
    const early = await call('/api/user/thirdPartBind', { type: 'qq', state }, { headers: { token } });
    expect(early.json.code).toBe(0);
    await authorize(call, { type: 'qq', action: 'bind', identity, token, state });
    expect((await call('/api/user/thirdPartBind', { type: 'qq', state })).status).toBe(401);
    const stranger = await call(
      '/api/user/thirdPartBind',
      { type: 'qq', state },
      { headers: { token: other.token } },
    );
    expect(stranger.json.code).toBe(5);
    const res = await call('/api/user/thirdPartBind', { type: 'qq', state }, { headers: { token } });
    expect(res.json).toEqual({ code: 4, msg: '绑定成功', data: null });
    expect((await userRow(t, user.uid)).qqOpenid).toBe(identity);
  });

  it('poll: 5 with the reason when the user cancels or the provider refuses the code', async () => {
    const call = t.browser();
    const cancelled = await authorize(call, { decision: 'cancel' });
    expect(cancelled.location).not.toContain('code=');
    expect(cancelled.callback.status).toBe(400);
    expect(cancelled.callback.text).toContain('用户取消了授权');
    expect((await poll(call, cancelled.state)).json).toEqual({ code: 5, msg: '用户取消了授权', data: null });

    const state = newState();
    await call('/api/user/wxOAuth', { action: 'login', type: 'wx', state });
    const forged = await call(`/api/user/oauthCallback/wx?code=not-a-real-code&state=${state}`);
    expect(forged.status).toBe(400);
    expect(forged.text).toContain(OAUTH_MSG.wxCodeInvalid);
    expect((await poll(call, state)).json).toMatchObject({ code: 5, msg: OAUTH_MSG.wxCodeInvalid });
    expect((await poll(call, newState())).json).toMatchObject({ code: 5, msg: '授权已失效，请重新扫码登录' });
  });

  it('refuses a callback with an unknown state, another provider’s state, a replay, or after expiry', async () => {
    const call = t.browser();
    const unknown = await call(`/api/user/oauthCallback/wx?code=x&state=${newState()}`);
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain(OAUTH_MSG.invalidTitle);

    const first = await authorize(call, { identity: fresh('wx') });
    const replay = await call(first.location);
    expect(replay.status).toBe(400);
    expect(replay.text).toContain('该授权请求已处理，请勿重复提交');
    expect((await poll(call, first.state)).json.code).toBe(2);

    const qqState = newState();
    await call('/api/user/qqOAuth', { action: 'login', platform: 'qq', state: qqState });
    const mismatch = await call(`/api/user/oauthCallback/wx?code=x&state=${qqState}`);
    expect(mismatch.status).toBe(400);
    expect((await stateRow(t, qqState))!.status).toBe('pending');
    expect((await poll(call, qqState, 'wx')).json.code).toBe(5);
    expect((await poll(call, qqState, 'qq')).json.code).toBe(0);

    const late = newState();
    const start = await call('/api/user/wxOAuth', { action: 'login', type: 'wx', state: late });
    const confirm = await call(
      start.json.data.qrconnect_url,
      { identity: fresh('wx'), decision: 'confirm' },
      { form: true },
    );
    const saved = now;
    now = new Date(now.getTime() + 601_000);
    try {
      expect((await poll(call, late)).json).toMatchObject({ code: 5, msg: '二维码已过期，请刷新后重新扫码' });
      const expired = await call(confirm.headers.get('location')!);
      expect(expired.status).toBe(400);
      expect(expired.text).toContain('二维码已过期');
      expect((await stateRow(t, late))!.status).toBe('failed');
    } finally {
      now = saved;
    }
  });

  it('QQ: popup authorize, callback closes the popup, register, then sign in with the same QQ', async () => {
    const call = t.browser();
    const identity = fresh('qq');
    const res = await call('/api/user/qqOAuth', { action: 'login', platform: 'qq', state: newState() });
    expect(res.json.data.simulator).toBe(true);
    const url = new URL(res.json.data.authorize_url);
    expect(url.pathname).toBe('/api/sim/oauth/qq/oauth2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: SIM_APPS.qq.appid,
      redirect_uri: 'http://localhost/api/user/oauthCallback/qq',
      scope: 'get_user_info',
    });
    const first = await authorize(call, { type: 'qq', identity });
    expect(first.callback.text).toContain('授权成功');
    expect(first.callback.text).toContain('window.close()');
    expect((await poll(call, first.state, 'qq')).json).toMatchObject({ code: 2, data: { platform: 'qq' } });
    const reg = await call('/api/user/thirdPartRegister', {
      oauth_platform: 'qq',
      state: first.state,
      agree: true,
    });
    expect(reg.json.code).toBe(1);
    const [created] = await t.db.select().from(users).where(eq(users.qqOpenid, identity));
    expect(created!.nickname).toBe(`QQ用户-${identity.slice(-8)}`);

    const second = await authorize(call, { type: 'qq', identity });
    expect((await poll(call, second.state, 'qq')).json).toMatchObject({
      code: 1,
      data: { uid: created!.uid },
    });
  });

  it('mobile_bind creates a member with the mobile, the identity, the nickname and the password', async () => {
    const call = t.browser();
    const identity = fresh('wx');
    const { state } = await authorize(call, { identity });
    const mobile = '13700000051';
    const code = await smsCodeFor(t, call, mobile, '198.51.100.51');
    const res = await call(
      '/api/user/mobileAuth',
      { username: mobile, code, action: 'mobile_bind', state, password: 'abc12345', agree: true },
      { ip: '198.51.100.51' },
    );
    expect(res.json).toMatchObject({ code: 1, msg: '登录成功' });
    const [row] = await t.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row).toMatchObject({ wxUnionid: identity, nickname: `微信用户-${identity.slice(-8)}` });
    expect(await verifyPassword('abc12345', row!.passwordHash)).toBe(true);
    expect((await poll(call, state)).json.code).toBe(5);
  });

  it('mobile_bind attaches the identity to the member that has the mobile, unless it has another one', async () => {
    const mobile = '13700000052';
    const { user } = await member(t, { mobile, nickname: '手机会员' });
    const call = t.browser();
    const identity = fresh('wx');
    const { state } = await authorize(call, { identity });
    const ip = '198.51.100.52';
    const code = await smsCodeFor(t, call, mobile, ip);
    const res = await call(
      '/api/user/mobileAuth',
      { username: mobile, code, action: 'mobile_bind', state, agree: true },
      { ip },
    );
    expect(res.json).toMatchObject({ code: 1, data: { uid: user.uid } });
    expect(await userRow(t, user.uid)).toMatchObject({ wxUnionid: identity, nickname: '手机会员' });

    const taken = await authorize(call, { identity: fresh('wx') });
    now = new Date(now.getTime() + 61_000); // SMS cooldown
    const code2 = await smsCodeFor(t, call, mobile, ip);
    const refused = await call(
      '/api/user/mobileAuth',
      { username: mobile, code: code2, action: 'mobile_bind', state: taken.state, agree: true },
      { ip },
    );
    expect(refused.json).toMatchObject({ code: 0, msg: '该手机号已绑定其他微信，请更换手机号' });
    expect((await userRow(t, user.uid)).wxUnionid).toBe(identity);

    const stale = await call(
      '/api/user/mobileAuth',
      { username: mobile, code: code2, action: 'mobile_bind', state: newState(), agree: true },
      { ip },
    );
    expect(stale.json).toMatchObject({ code: 0, msg: '授权已失效，请重新扫码登录' });
  });

  it('mobile_bind with a wrong code answers alike for a number bound elsewhere, disabled or new', async () => {
    const bound = '13700000053';
    const disabled = '13700000054';
    await member(t, { mobile: bound, wxUnionid: fresh('wx') });
    const { user } = await member(t, { mobile: disabled });
    await t.db.update(users).set({ status: 0 }).where(eq(users.uid, user.uid));
    const answers = [];
    for (const mobile of [bound, disabled, '13700000055']) {
      const call = t.browser();
      const { state } = await authorize(call, { identity: fresh('wx') });
      const res = await call('/api/user/mobileAuth', {
        username: mobile,
        code: '000000',
        action: 'mobile_bind',
        state,
        agree: true,
        password: 'abcdef1',
      });
      answers.push({ code: res.json.code, msg: res.json.msg });
    }
    expect(answers).toEqual(Array(3).fill({ code: 0, msg: ACCOUNT_MSG.smsCodeWrong }));
  });

  it('poll 3 then accountMerge folds the other member into the signed-in one', async () => {
    const identity = fresh('wx');
    const day = 86_400_000;
    const mine = await member(t, {
      mobile: '13600000061',
      nickname: '当前账号',
      score: 10,
      vipExpire: new Date(now.getTime() + day),
    });
    const other = await member(t, {
      mobile: '13600000062',
      account: 'oldwx',
      nickname: '旧微信号',
      score: 50,
      wxUnionid: identity,
      vipExpire: new Date(now.getTime() + 30 * day),
      vegetableExpire: new Date(now.getTime() + 5 * day),
    });
    const fav = (uid: number, recordId: string) => ({
      uid,
      model: 'article',
      recordId,
      title: `文章${recordId}`,
      url: `/news/${recordId}`,
    });
    await t.db
      .insert(favorites)
      .values([fav(mine.user.uid, '1'), fav(other.user.uid, '1'), fav(other.user.uid, '2')]);
    await t.db.insert(scoreRecords).values({ uid: other.user.uid, delta: 50, balance: 50, reason: '签到' });
    const [medal] = await t.db.select().from(medals).limit(1);
    await t.db.insert(userMedals).values([
      { uid: mine.user.uid, medalId: medal!.id, grade: 1 },
      { uid: other.user.uid, medalId: medal!.id, grade: 3 },
    ]);

    const call = t.browser();
    const { state } = await authorize(call, { action: 'bind', identity, token: mine.token });
    expect((await stateRow(t, state))!.conflictUid).toBe(other.user.uid);
    const conflict = await poll(call, state, 'wx', { token: mine.token });
    expect(conflict.json).toMatchObject({
      code: 3,
      msg: '该微信已绑定其他账号「旧微信号」，是否将其合并到当前账号？',
    });

    expect((await call('/api/user/accountMerge', { state, action: 'wx_merge' })).status).toBe(401);
    const wrong = await call(
      '/api/user/accountMerge',
      { state, action: 'wx_merge', username: 'oldwx', password: 'nope123' },
      { headers: { token: mine.token } },
    );
    expect(wrong.json).toMatchObject({ code: 0, msg: '被合并账号的用户名或密码错误' });
    expect((await userRow(t, other.user.uid)).status).toBe(1);

    const res = await call(
      '/api/user/accountMerge',
      { state, action: 'wx_merge' },
      { headers: { token: mine.token } },
    );
    expect(res.json).toEqual({ code: 1, msg: OAUTH_MSG.merged, data: null });

    const merged = await userRow(t, mine.user.uid);
    expect(merged).toMatchObject({ wxUnionid: identity, score: 60, mobile: '13600000061', status: 1 });
    expect(merged.vipExpire!.getTime()).toBe(now.getTime() + 30 * day);
    expect(merged.vegetableExpire!.getTime()).toBe(now.getTime() + 5 * day);
    const gone = await userRow(t, other.user.uid);
    expect(gone).toMatchObject({
      status: 0,
      mobile: null,
      account: null,
      wxUnionid: null,
      qqOpenid: null,
      score: 0,
    });
    const favs = await t.db.select().from(favorites).where(eq(favorites.uid, mine.user.uid));
    expect(favs.map((f) => f.recordId).sort()).toEqual(['1', '2']);
    expect(await t.db.select().from(favorites).where(eq(favorites.uid, other.user.uid))).toEqual([]);
    const records = await t.db.select().from(scoreRecords).where(eq(scoreRecords.uid, mine.user.uid));
    expect(records.map((r) => r.reason).sort()).toEqual(['签到', ACCOUNT_MSG.mergeScoreReason]);
    expect(records.find((r) => r.reason === ACCOUNT_MSG.mergeScoreReason)).toMatchObject({
      delta: 50,
      balance: 60,
    });
    const grades = await t.db.select().from(userMedals).where(eq(userMedals.medalId, medal!.id));
    expect(grades.map((g) => [g.uid, g.grade])).toEqual([[mine.user.uid, 3]]);
    expect((await call('/api/user/getProfile', {}, { headers: { token: other.token } })).status).toBe(401);

    const twice = await call(
      '/api/user/accountMerge',
      { state, action: 'wx_merge' },
      { headers: { token: mine.token } },
    );
    expect(twice.json.code).toBe(0);
    // The merged identity now signs in to the surviving member.
    const login = await authorize(call, { identity });
    expect((await poll(call, login.state)).json).toMatchObject({ code: 1, data: { uid: mine.user.uid } });
  });

  it('accountMerge accepts the other member’s password as extra proof, and only in the code-3 situation', async () => {
    const identity = fresh('qq');
    const mine = await member(t, { mobile: '13600000063' });
    const other = await member(t, {
      mobile: '13600000064',
      qqOpenid: identity,
      passwordHash: await hashPassword('secret88'),
    });
    const call = t.browser();
    const pending = newState();
    await call(
      '/api/user/qqOAuth',
      { action: 'bind', platform: 'qq', state: pending },
      { headers: { token: mine.token } },
    );
    const early = await call(
      '/api/user/accountMerge',
      { state: pending, action: 'qq_merge' },
      { headers: { token: mine.token } },
    );
    expect(early.json.code).toBe(0);

    const { state } = await authorize(call, { type: 'qq', action: 'bind', identity, token: mine.token });
    // The bind's outcome (who owns the identity) is only for the member who started it.
    expect((await poll(call, state, 'qq')).json).toMatchObject({ code: 5, msg: '登录已失效，请重新登录' });
    expect((await poll(call, state, 'qq', { token: mine.token })).json.code).toBe(3);
    const onlyName = await call(
      '/api/user/accountMerge',
      { state, action: 'qq_merge', username: '13600000064' },
      { headers: { token: mine.token } },
    );
    expect(onlyName.json).toMatchObject({ code: 0, msg: '请同时输入被合并账号的用户名和密码' });
    const stranger = await member(t, { mobile: '13600000065' });
    const notMine = await call(
      '/api/user/accountMerge',
      { state, action: 'qq_merge' },
      { headers: { token: stranger.token } },
    );
    expect(notMine.json.code).toBe(0);
    const res = await call(
      '/api/user/accountMerge',
      { state, action: 'qq_merge', username: '13600000064', password: 'secret88' },
      { headers: { token: mine.token } },
    );
    expect(res.json).toMatchObject({ code: 1, msg: OAUTH_MSG.merged });
    expect((await userRow(t, mine.user.uid)).qqOpenid).toBe(identity);
    expect((await userRow(t, other.user.uid)).status).toBe(0);
  });

  it('the simulator speaks the providers’ JSON errors', async () => {
    const wx = (q: Record<string, string>) =>
      t.call(`/api/sim/oauth/wx/sns/oauth2/access_token?${new URLSearchParams(q)}`);
    const base = { appid: SIM_APPS.wx.appid, secret: SIM_APPS.wx.secret, grant_type: 'authorization_code' };
    expect(JSON.parse((await wx({ ...base, code: 'bogus' })).text)).toMatchObject({ errcode: 40029 });
    expect(JSON.parse((await wx({ ...base, appid: 'wxother', code: 'bogus' })).text)).toMatchObject({
      errcode: 40013,
    });
    expect(JSON.parse((await wx({ ...base, secret: 'x', code: 'bogus' })).text)).toMatchObject({
      errcode: 40125,
    });
    const qq = await t.call(
      `/api/sim/oauth/qq/oauth2.0/token?${new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: SIM_APPS.qq.appid,
        client_secret: SIM_APPS.qq.secret,
        code: 'bogus',
        redirect_uri: 'http://localhost/api/user/oauthCallback/qq',
        fmt: 'json',
      })}`,
    );
    expect(qq.json).toMatchObject({ error: 100019 });
    const me = await t.call('/api/sim/oauth/qq/oauth2.0/me?access_token=nope');
    expect(me.text).toMatch(/^callback\( \{"error":100016/);
    const page = await t.call(
      '/api/sim/oauth/wx/connect/qrconnect?appid=wxother&redirect_uri=http://localhost/x&response_type=code&scope=snsapi_login',
    );
    expect(page.status).toBe(400);
    const offsite = await t.call(
      `/api/sim/oauth/wx/connect/qrconnect?appid=${SIM_APPS.wx.appid}&redirect_uri=${encodeURIComponent('https://evil.example/cb')}&response_type=code&scope=snsapi_login`,
    );
    expect(offsite.status).toBe(400);
  });
});

/** Recorded calls to the real providers, answered the way they answer. */
function fakeProviders() {
  const calls: URL[] = [];
  const fetch = async (input: string) => {
    const url = new URL(input);
    calls.push(url);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'text/plain' } });
    switch (url.origin + url.pathname) {
      case 'https://api.weixin.qq.com/sns/oauth2/access_token':
        if (url.searchParams.get('code') === 'used')
          return json({ errcode: 40163, errmsg: 'code been used' });
        return json({
          access_token: 'AT',
          expires_in: 7200,
          openid: 'oOPENID',
          unionid: 'oUNIONID',
          scope: 'snsapi_login',
        });
      case 'https://api.weixin.qq.com/sns/userinfo':
        return json({
          openid: 'oOPENID',
          nickname: '真实微信',
          headimgurl: 'https://thirdwx.qlogo.cn/a.png',
          unionid: 'oUNIONID',
        });
      case 'https://graph.qq.com/oauth2.0/token':
        return json({ access_token: 'QAT', expires_in: '7776000', refresh_token: 'R' });
      case 'https://graph.qq.com/oauth2.0/me':
        return json({ client_id: '101234567', openid: 'QQOPENID', unionid: 'UID_X' });
      case 'https://graph.qq.com/user/get_user_info':
        return json({ ret: 0, msg: '', nickname: '真实QQ', figureurl_qq_1: 'https://thirdqq.qlogo.cn/a' });
      default:
        return new Response('not found', { status: 404 });
    }
  };
  return { calls, fetch };
}

describe('third-party sign-in with real credentials', () => {
  let t: TestApp;
  const providers = fakeProviders();
  const env = {
    PUBLIC_URL: 'https://www.beedata.example',
    WX_APPID: 'wx1234567890abcdef',
    WX_SECRET: 'wxsecret',
    QQ_APPID: '101234567',
    QQ_APPKEY: 'qqkey',
  };
  beforeAll(async () => {
    t = await testApp({ env, fetch: providers.fetch });
  });
  afterAll(() => t.close());

  it('builds the WeChat QR iframe address and exchanges the code with api.weixin.qq.com', async () => {
    const state = newState();
    const res = await t.call('/api/user/wxOAuth', { action: 'login', type: 'wx', state });
    const cb = 'https://www.beedata.example/api/user/oauthCallback/wx';
    expect(res.json.data).toEqual({
      appid: env.WX_APPID,
      redirect_uri: cb,
      qrconnect_url: `https://open.weixin.qq.com/connect/qrconnect?appid=${env.WX_APPID}&redirect_uri=${encodeURIComponent(cb)}&response_type=code&scope=snsapi_login&state=${state}&self_redirect=true&login_type=jssdk`,
      simulator: false,
    });
    const page = await t.call(`/api/user/oauthCallback/wx?code=CODE1&state=${state}`);
    expect(page.status).toBe(200);
    expect(providers.calls.map((u) => u.toString())).toEqual([
      `https://api.weixin.qq.com/sns/oauth2/access_token?appid=${env.WX_APPID}&secret=wxsecret&code=CODE1&grant_type=authorization_code`,
      'https://api.weixin.qq.com/sns/userinfo?access_token=AT&openid=oOPENID',
    ]);
    expect(await stateRow(t, state)).toMatchObject({
      status: 'authorized',
      identity: 'oUNIONID',
      nickname: '真实微信',
      avatar: 'https://thirdwx.qlogo.cn/a.png',
    });
    expect((await poll(t.call, state)).json).toMatchObject({
      code: 2,
      data: { platform: 'wx', nickname: '真实微信' },
    });
  });

  it('turns a WeChat error into a failed state with a Chinese message', async () => {
    const state = newState();
    await t.call('/api/user/wxOAuth', { action: 'login', type: 'wx', state });
    const page = await t.call(`/api/user/oauthCallback/wx?code=used&state=${state}`);
    expect(page.text).toContain(OAUTH_MSG.wxCodeUsed);
    expect((await poll(t.call, state)).json).toMatchObject({ code: 5, msg: OAUTH_MSG.wxCodeUsed });
  });

  it('builds the QQ authorize address and walks token → me → get_user_info on graph.qq.com', async () => {
    providers.calls.length = 0;
    const state = newState();
    const res = await t.call('/api/user/qqOAuth', { action: 'login', platform: 'qq', state });
    const cb = 'https://www.beedata.example/api/user/oauthCallback/qq';
    expect(res.json.data).toMatchObject({
      authorize_url: `https://graph.qq.com/oauth2.0/authorize?response_type=code&client_id=101234567&redirect_uri=${encodeURIComponent(cb)}&state=${state}&scope=get_user_info`,
      simulator: false,
    });
    await t.call(`/api/user/oauthCallback/qq?code=QCODE&state=${state}`);
    expect(providers.calls.map((u) => u.toString())).toEqual([
      `https://graph.qq.com/oauth2.0/token?grant_type=authorization_code&client_id=101234567&client_secret=qqkey&code=QCODE&redirect_uri=${encodeURIComponent(cb)}&fmt=json`,
      'https://graph.qq.com/oauth2.0/me?access_token=QAT&unionid=1&fmt=json',
      'https://graph.qq.com/user/get_user_info?access_token=QAT&oauth_consumer_key=101234567&openid=QQOPENID',
    ]);
    expect(await stateRow(t, state)).toMatchObject({
      status: 'authorized',
      identity: 'QQOPENID',
      nickname: '真实QQ',
    });
  });
});

describe('third-party sign-in in production without credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://www.beedata.example' } });
  });
  afterAll(() => t.close());

  it('refuses instead of sending the browser to a simulator that is not there', async () => {
    const res = await t.call('/api/user/wxOAuth', { action: 'login', type: 'wx', state: newState() });
    expect(res.json).toEqual({ code: 0, msg: '微信登录暂未开通', data: null });
    expect((await t.call('/api/sim/oauth/wx/sns/userinfo')).status).toBe(404);
  });
});
