import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '#lib/shared/messages.ts';
import { sessions, smsCodes, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/services/accounts/password.ts';
import { createUser } from '#server/services/accounts/users.ts';
import { smsCodeFor, solveCaptcha, testApp, type TestApp } from './support.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { CAPTCHA_CHARS } from '#lib/captcha/chars.ts';
import { revealCaptcha } from '#server/services/accounts/captcha.ts';

let t: TestApp;
let now = new Date('2026-11-21T08:00:00Z');
const later = (s: number) => {
  now = new Date(now.getTime() + s * 1000);
};

beforeAll(async () => {
  t = await testApp({ now: () => now });
  await createUser(t.db, {
    account: 'farmer',
    mobile: '13900000001',
    passwordHash: await hashPassword('secret12'),
    nickname: '老农',
    regIp: '1.1.1.1',
  });
});
afterAll(() => t.close());

describe('image captcha', () => {
  it('is an SVG image, not cacheable, bound by an httpOnly cookie', async () => {
    const call = t.browser();
    const res = await call('/api/user/getImgVerificationCode?random=0.123');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).toMatch(/^<svg/);
    expect(res.headers.get('set-cookie')).toMatch(/captcha_id=.+HttpOnly/i);
  });
  it('checks the answer the image draws, in either case, once', async () => {
    const call = t.browser();
    const res = await call('/api/user/getImgVerificationCode?random=0.5');
    const id = /captcha_id=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1];
    const answer = revealCaptcha(id)!;
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_CHARS}]{4}$`));
    const ask = () =>
      call('/api/user/getSmsVerificationCode', { mobile: '13900000013', imgCode: answer.toUpperCase() });
    expect((await ask()).json.code).toBe(1);
    expect((await ask()).json.msg).toBe(ACCOUNT_MSG.captchaWrong);
  });
});

describe('getSmsVerificationCode', () => {
  it('refuses a bad mobile and an empty captcha with the spec messages', async () => {
    const call = t.browser();
    expect(
      (await call('/api/user/getSmsVerificationCode', { mobile: '12345678901', imgCode: 'ab12' })).json.msg,
    ).toBe('请输入正确的手机号码');
    expect(
      (await call('/api/user/getSmsVerificationCode', { mobile: '13900000009', imgCode: '' })).json.msg,
    ).toBe('请输入正确的图形验证码');
  });
  it('refuses a wrong captcha, and a captcha works only once', async () => {
    const call = t.browser();
    await solveCaptcha(t, call, 'good');
    expect(
      (await call('/api/user/getSmsVerificationCode', { mobile: '13900000011', imgCode: 'bad1' })).json.msg,
    ).toBe(ACCOUNT_MSG.captchaWrong);
    // The failed try used it up: the right answer no longer works.
    expect(
      (await call('/api/user/getSmsVerificationCode', { mobile: '13900000011', imgCode: 'good' })).json.msg,
    ).toBe(ACCOUNT_MSG.captchaWrong);
  });
  it('sends a 6-digit code, stored only as a hash, with a 60 s cooldown', async () => {
    const call = t.browser();
    const code = await smsCodeFor(t, call, '13900000012');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, '13900000012'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    const again = await call('/api/user/getSmsVerificationCode', {
      mobile: '13900000012',
      imgCode: await solveCaptcha(t, call),
    });
    expect(again.json.code).toBe(0);
    expect(again.json.msg).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    later(61);
    expect(await smsCodeFor(t, call, '13900000012')).toMatch(/^\d{6}$/);
  });
  it('accepts the path with the trailing space of the original client', async () => {
    const call = t.browser();
    const imgCode = await solveCaptcha(t, call);
    const res = await call('/api/user/getSmsVerificationCode%20', { mobile: '13900000013', imgCode });
    expect(res.json).toMatchObject({ code: 1, msg: ACCOUNT_MSG.smsSent });
  });
  it('stops at the daily limit per mobile', async () => {
    const call = t.browser();
    const mobile = '13900000014';
    for (let i = 0; i < 10; i++) {
      await smsCodeFor(t, call, mobile);
      later(61);
    }
    const res = await call('/api/user/getSmsVerificationCode', {
      mobile,
      imgCode: await solveCaptcha(t, call),
    });
    expect(res.json.msg).toBe(ACCOUNT_MSG.smsDailyLimit);
  });

  it("stops one address at the operator's SMS_PER_IP_DAILY (and only that address)", async () => {
    const strict = await testApp({ now: () => now, env: { SMS_PER_IP_DAILY: 2 } });
    try {
      const call = strict.browser();
      await smsCodeFor(strict, call, '13900000021', '10.8.0.1');
      await smsCodeFor(strict, call, '13900000022', '10.8.0.1');
      const refused = await call(
        '/api/user/getSmsVerificationCode',
        { mobile: '13900000023', imgCode: await solveCaptcha(strict, call) },
        { ip: '10.8.0.1' },
      );
      expect(refused.json.msg).toBe(ACCOUNT_MSG.smsDailyLimit);
      expect(await smsCodeFor(strict, call, '13900000023', '10.8.0.2')).toMatch(/^\d{6}$/);
    } finally {
      await strict.close();
    }
  });
});

describe('login', () => {
  it('signs in by mobile or account and gives a 256-bit token stored hashed', async () => {
    for (const username of ['13900000001', 'farmer']) {
      const res = await t.call('/api/user/login', { username, password: 'secret12' }, { ip: '10.9.0.1' });
      expect(res.json.code).toBe(1);
      expect(res.json.msg).toBe('登录成功');
      expect(res.json.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await t.db.select().from(sessions);
      expect(stored.some((s) => s.tokenHash === res.json.data.token)).toBe(false);
    }
  });
  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await t.call(
      '/api/user/login',
      { username: 'farmer', password: 'nope1234' },
      { ip: '10.9.0.2' },
    );
    const unknown = await t.call(
      '/api/user/login',
      { username: 'nobody', password: 'nope1234' },
      { ip: '10.9.0.2' },
    );
    expect(wrong.json).toEqual({ code: 0, msg: '账号或密码错误', data: null });
    expect(unknown.json).toEqual(wrong.json);
  });
  it('refuses an empty password with 密码不能为空', async () => {
    expect((await t.call('/api/user/login', { username: 'farmer', password: '' })).json.msg).toBe(
      '密码不能为空',
    );
  });
  it('refuses a disabled member', async () => {
    await createUser(t.db, {
      account: 'gone',
      passwordHash: await hashPassword('gonepw12'),
      regIp: '',
      status: 0,
    });
    expect((await t.call('/api/user/login', { username: 'gone', password: 'gonepw12' })).json.msg).toBe(
      ACCOUNT_MSG.accountDisabled,
    );
  });
});

describe('sessions: getProfile and logout', () => {
  it('getProfile needs a token: HTTP 401 with code 401 otherwise', async () => {
    const res = await t.call('/api/user/getProfile', {});
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ code: 401, msg: MSG.unauthorized, data: null });
    const bad = await t.call('/api/user/getProfile', {}, { headers: { token: 'x'.repeat(43) } });
    expect(bad.status).toBe(401);
  });
  it('answers the user_info fields without secrets, with the medal summary', async () => {
    const login = await t.call('/api/user/login', { username: 'farmer', password: 'secret12' });
    const res = await t.call('/api/user/getProfile', {}, { headers: { token: login.json.data.token } });
    expect(res.json.code).toBe(1);
    const info = res.json.data;
    for (const field of [
      'uid',
      'nickname',
      'sex',
      'birthday',
      'score',
      'exp',
      'province',
      'city',
      'district',
      'entity',
      'login',
      'reg_ip',
      'reg_time',
      'last_login_ip',
      'last_login_time',
      'status',
      'file_download',
      'pc_sid',
      'mo_sid',
      'mobile',
      'qq_openid',
      'wx_unionid',
      'vip_expire',
      'vegetable_expire',
    ]) {
      expect(info, field).toHaveProperty(field);
    }
    expect(JSON.stringify(info)).not.toMatch(/scrypt|password_hash/);
    expect(info.nickname).toBe('老农');
    expect(info.login).toBeGreaterThan(0);
    expect(info.medal.total_count).toBe(4);
    expect(info.medal.list[0]).toMatchObject({ title: '积分达人', new_grade: 0 });
  });
  it('the token cookie alone does not sign in a call: the client sends the token header (issue 11)', async () => {
    const login = await t.call('/api/user/login', { username: 'farmer', password: 'secret12' });
    const res = await t.call(
      '/api/user/getProfile',
      {},
      { headers: { cookie: `token=${login.json.data.token}` } },
    );
    expect(res.status).toBe(401);
    expect(res.json.code).toBe(401);
  });
  it('logout revokes the token', async () => {
    const login = await t.call('/api/user/login', { username: 'farmer', password: 'secret12' });
    const token = login.json.data.token;
    expect((await t.call('/api/user/logout', {}, { headers: { token } })).json.code).toBe(1);
    expect((await t.call('/api/user/getProfile', {}, { headers: { token } })).status).toBe(401);
  });
  it('a session ends at its expiry: 1 day, or 7 days with remember-me', async () => {
    const short = await t.call('/api/user/login', { username: 'farmer', password: 'secret12' });
    const long = await t.call('/api/user/login', {
      username: 'farmer',
      password: 'secret12',
      remember: true,
    });
    later(2 * 86_400);
    expect(
      (await t.call('/api/user/getProfile', {}, { headers: { token: short.json.data.token } })).status,
    ).toBe(401);
    expect(
      (await t.call('/api/user/getProfile', {}, { headers: { token: long.json.data.token } })).json.code,
    ).toBe(1);
    later(6 * 86_400);
    expect(
      (await t.call('/api/user/getProfile', {}, { headers: { token: long.json.data.token } })).status,
    ).toBe(401);
  });
});

describe('mobileAuth', () => {
  it('register: needs a password, creates the member and signs in', async () => {
    const call = t.browser();
    const mobile = '13700000001';
    const code = await smsCodeFor(t, call, mobile);
    const noPw = await call('/api/user/mobileAuth', {
      username: mobile,
      code,
      action: 'register',
      agree: true,
      password: '',
    });
    expect(noPw.json.msg).toBe('密码不能为空');
    const short = await call('/api/user/mobileAuth', {
      username: mobile,
      code,
      action: 'register',
      agree: true,
      password: '123',
    });
    expect(short.json.msg).toBe(ACCOUNT_MSG.passwordLength);
    const res = await call('/api/user/mobileAuth', {
      username: mobile,
      code,
      action: 'register',
      agree: true,
      password: 'newpass1',
    });
    expect(res.json).toMatchObject({ code: 1, msg: '注册成功' });
    const [user] = await t.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user!.nickname).toBe(ACCOUNT_MSG.defaultNickname('0001'));
    expect((await t.call('/api/user/login', { username: mobile, password: 'newpass1' })).json.code).toBe(1);
  });
  it('register with a valid code on a registered mobile signs its member in, password unchanged', async () => {
    const call = t.browser();
    later(61);
    const [before] = await t.db.select().from(users).where(eq(users.mobile, '13700000001'));
    const code = await smsCodeFor(t, call, '13700000001');
    const res = await call('/api/user/mobileAuth', {
      username: '13700000001',
      code,
      action: 'register',
      agree: true,
      password: 'another1',
    });
    expect(res.json).toMatchObject({ code: 1, msg: ACCOUNT_MSG.registeredSignedIn });
    const profile = await t.call('/api/user/getProfile', {}, { headers: { token: res.json.data.token } });
    expect(profile.json.data.uid).toBe(before!.uid);
    expect((await t.db.select().from(users).where(eq(users.mobile, '13700000001'))).length).toBe(1);
    expect(
      (await t.call('/api/user/login', { username: '13700000001', password: 'newpass1' })).json.code,
    ).toBe(1);
    // The code was used: it signs in once.
    expect(
      (
        await call('/api/user/mobileAuth', {
          username: '13700000001',
          code,
          action: 'mobile_login',
          agree: true,
        })
      ).json.msg,
    ).toBe(ACCOUNT_MSG.smsCodeWrong);
  });
  it('mobile_login: a wrong code is refused, a code works once, and expires after 5 minutes', async () => {
    const call = t.browser();
    const mobile = '13700000002';
    const code = await smsCodeFor(t, call, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (
        await call('/api/user/mobileAuth', {
          username: mobile,
          code: wrong,
          action: 'mobile_login',
          agree: true,
        })
      ).json.msg,
    ).toBe(ACCOUNT_MSG.smsCodeWrong);
    expect(
      (await call('/api/user/mobileAuth', { username: mobile, code, action: 'mobile_login', agree: true }))
        .json.code,
    ).toBe(1);
    expect(
      (await call('/api/user/mobileAuth', { username: mobile, code, action: 'mobile_login', agree: true }))
        .json.msg,
    ).toBe(ACCOUNT_MSG.smsCodeWrong);
    later(61);
    const code2 = await smsCodeFor(t, call, mobile);
    later(301);
    expect(
      (
        await call('/api/user/mobileAuth', {
          username: mobile,
          code: code2,
          action: 'mobile_login',
          agree: true,
        })
      ).json.msg,
    ).toBe(ACCOUNT_MSG.smsCodeWrong);
  });
  it('an empty code gets 手机验证码不能为空; five wrong tries burn the code', async () => {
    const call = t.browser();
    const mobile = '13700000003';
    expect(
      (
        await call('/api/user/mobileAuth', {
          username: mobile,
          code: '',
          action: 'mobile_login',
          agree: true,
        })
      ).json.msg,
    ).toBe('手机验证码不能为空');
    const code = await smsCodeFor(t, call, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (
          await call('/api/user/mobileAuth', {
            username: mobile,
            code: wrong,
            action: 'mobile_login',
            agree: true,
          })
        ).json.msg,
      );
    }
    expect(answers.at(-1)).toBe(ACCOUNT_MSG.smsCodeTooManyTries);
    expect(
      (await call('/api/user/mobileAuth', { username: mobile, code, action: 'mobile_login', agree: true }))
        .json.msg,
    ).toBe(ACCOUNT_MSG.smsCodeTooManyTries);
  });
  it('also answers on the path with the trailing space', async () => {
    const call = t.browser();
    const mobile = '13700000004';
    const code = await smsCodeFor(t, call, mobile);
    expect(
      (await call('/api/user/mobileAuth%20', { username: mobile, code, action: 'mobile_login', agree: true }))
        .json.code,
    ).toBe(1);
  });
});

describe('forgetPassword', () => {
  it('resets the password with an SMS code and signs the member out everywhere', async () => {
    const call = t.browser();
    const mobile = '13600000001';
    await createUser(t.db, { mobile, passwordHash: await hashPassword('oldpass1'), regIp: '' });
    const old = await t.call('/api/user/login', { username: mobile, password: 'oldpass1' });
    const code = await smsCodeFor(t, call, mobile);
    const res = await call('/api/user/forgetPassword', { username: mobile, code, password: 'newpass2' });
    expect(res.json).toMatchObject({ code: 1, msg: ACCOUNT_MSG.passwordResetOk });
    expect(
      (await t.call('/api/user/getProfile', {}, { headers: { token: old.json.data.token } })).status,
    ).toBe(401);
    expect((await t.call('/api/user/login', { username: mobile, password: 'oldpass1' })).json.code).toBe(0);
    expect((await t.call('/api/user/login', { username: mobile, password: 'newpass2' })).json.code).toBe(1);
  });
  it('refuses an unregistered mobile once its code is proven, and an empty password', async () => {
    const call = t.browser();
    const code = await smsCodeFor(t, call, '13600000009');
    expect(
      (await call('/api/user/forgetPassword', { username: '13600000009', code, password: 'abcdef1' })).json,
    ).toMatchObject({ code: 0, msg: ACCOUNT_MSG.mobileNotRegistered });
    expect(
      (await t.call('/api/user/forgetPassword', { username: '13600000001', code: '123456', password: '' }))
        .json.msg,
    ).toBe('密码不能为空');
  });
});

describe('login limits per address', () => {
  it('counts failures, not sign-ins: 40 members behind one address all get in', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < 40; i++) {
      const res = await t.call('/api/user/login', { username: 'farmer', password: 'secret12' }, { ip });
      expect(res.json.code, `sign-in ${i + 1}`).toBe(1);
    }
  });
  // Failures ask for the captcha instead of refusing: tests/api/login-throttle.test.ts.
});

describe('whether a mobile is registered is not told before its code is proven', () => {
  const KNOWN = '13900000001';
  const UNKNOWN = '13900000099';
  const answer = (res: { json: { code: number; msg: string } }) => ({
    code: res.json.code,
    msg: res.json.msg,
  });

  it('getSmsVerificationCode answers the same for both, and sends to both', async () => {
    // Sign-in, registration and password reset send through this one call, with no purpose to tell them apart.
    later(61);
    const answers = [];
    for (const mobile of [KNOWN, UNKNOWN]) {
      const call = t.browser();
      const imgCode = await solveCaptcha(t, call);
      answers.push(answer(await call('/api/user/getSmsVerificationCode', { mobile, imgCode })));
    }
    expect(answers[0]).toEqual({ code: 1, msg: ACCOUNT_MSG.smsSent });
    expect(answers[1]).toEqual(answers[0]);
    expect(t.sms.messagesFor(UNKNOWN).length).toBeGreaterThan(0);
  });

  it('forgetPassword with a wrong code, with and without a code sent', async () => {
    for (const sent of [false, true]) {
      later(61);
      const answers = [];
      for (const mobile of [KNOWN, UNKNOWN]) {
        const call = t.browser();
        const code = sent ? await smsCodeFor(t, call, mobile, '10.66.0.1') : '000000';
        const wrong = code === '000000' ? '111111' : '000000';
        const res = await call('/api/user/forgetPassword', {
          username: mobile,
          code: wrong,
          password: 'abcdef1',
        });
        answers.push(answer(res));
      }
      expect(answers[0]).toEqual({ code: 0, msg: ACCOUNT_MSG.smsCodeWrong });
      expect(answers[1]).toEqual(answers[0]);
    }
  });

  it('mobileAuth register with a wrong code, with and without a code sent', async () => {
    for (const sent of [false, true]) {
      later(61);
      const answers = [];
      for (const mobile of [KNOWN, UNKNOWN]) {
        const call = t.browser();
        const code = sent ? await smsCodeFor(t, call, mobile, '10.66.0.2') : '000000';
        const wrong = code === '000000' ? '111111' : '000000';
        const res = await call('/api/user/mobileAuth', {
          username: mobile,
          code: wrong,
          action: 'register',
          agree: true,
          password: 'abcdef1',
        });
        answers.push(answer(res));
      }
      expect(answers[0]).toEqual({ code: 0, msg: ACCOUNT_MSG.smsCodeWrong });
      expect(answers[1]).toEqual(answers[0]);
    }
    expect(await t.db.select().from(users).where(eq(users.mobile, UNKNOWN))).toEqual([]);
  });
});
