/** Failed password sign-ins ask for the image captcha instead of locking the right person out (issue 11 point 6). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { LOGIN_CHALLENGE } from '#lib/accounts/loginChallenge.ts';
import { LOGIN_THROTTLE } from '#server/services/accounts/loginThrottle.ts';
import { hashPassword } from '#server/services/accounts/password.ts';
import { peek } from '#server/services/security/rateLimit.ts';
import { createUser } from '#server/services/accounts/users.ts';
import { smsCodeFor, solveCaptcha, testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let now = new Date('2026-11-21T08:00:00Z');
const later = (s: number) => {
  now = new Date(now.getTime() + s * 1000);
};

const PASSWORD = 'rightpw1';
const member = async (account: string, mobile: string) =>
  createUser(t.db, { account, mobile, passwordHash: await hashPassword(PASSWORD), regIp: '' });

beforeAll(async () => {
  t = await testApp({ now: () => now });
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<Caller>>;
const answer = (res: Res) => ({ code: res.json.code, msg: res.json.msg, data: res.json.data });
const login = (call: Caller, username: string, password: string, ip: string, imgCode?: string) =>
  call('/api/user/login', { username, password, ...(imgCode === undefined ? {} : { imgCode }) }, { ip });
/** A wrong password sent with a solved captcha, from a browser of its own. */
const failWithCaptcha = async (username: string, ip: string) => {
  const call = t.browser();
  return login(call, username, 'wrongpw1', ip, await solveCaptcha(t, call));
};

const WRONG = { code: 0, msg: ACCOUNT_MSG.badCredentials, data: null };
const WRONG_ASK = { code: 0, msg: ACCOUNT_MSG.badCredentials, data: LOGIN_CHALLENGE };
const ASK = { code: 0, msg: ACCOUNT_MSG.loginCaptchaRequired, data: LOGIN_CHALLENGE };
const LOCKED = { code: 0, msg: ACCOUNT_MSG.loginLocked, data: null };

describe('per address: failures ask for the captcha, never refuse the right password', () => {
  it('30 failures with random names from one address: the right password from it gets a captcha request, then signs in with the captcha', async () => {
    const user = await member('spray_target', '13911110001');
    const ip = '10.80.0.1';
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push(answer(await login(t.call, `spray${i}x${Date.now()}`, 'x', ip)));
    const max = LOGIN_THROTTLE.perIp.max;
    expect(answers.slice(0, max - 1)).toEqual(Array(max - 1).fill(WRONG));
    // The failure that reaches the threshold already tells the client to show the captcha.
    expect(answers[max - 1]).toEqual(WRONG_ASK);
    expect(answers.slice(max)).toEqual(Array(30 - max).fill(ASK));

    const call = t.browser();
    const asked = await login(call, 'spray_target', PASSWORD, ip);
    expect(answer(asked)).toEqual(ASK);
    const res = await login(call, 'spray_target', PASSWORD, ip, await solveCaptcha(t, call));
    expect(res.json.code).toBe(1);
    expect(res.json.data).toMatchObject({ uid: user.uid, token: expect.any(String) });
    // Another address was never involved.
    expect((await login(t.call, 'spray_target', PASSWORD, '10.80.0.2')).json.code).toBe(1);
  });

  it('a wrong captcha or a wrong password with the captcha is refused and counted; the right pair still signs in', async () => {
    await member('captcha_member', '13911110002');
    const ip = '10.80.1.1';
    for (let i = 0; i < LOGIN_THROTTLE.perIp.max; i++) await login(t.call, `nobody${i}`, 'x', ip);
    const count = () => peek(t.db, LOGIN_THROTTLE.perIp, ip, now);
    expect(await count()).toBe(LOGIN_THROTTLE.perIp.max);

    const call = t.browser();
    await solveCaptcha(t, call, 'good');
    expect(answer(await login(call, 'captcha_member', PASSWORD, ip, 'bad1'))).toEqual({
      code: 0,
      msg: ACCOUNT_MSG.loginCaptchaWrong,
      data: LOGIN_CHALLENGE,
    });
    expect(await count()).toBe(LOGIN_THROTTLE.perIp.max + 1);
    // The refused try used the captcha up: its right answer no longer works.
    expect(answer(await login(call, 'captcha_member', PASSWORD, ip, 'good')).msg).toBe(
      ACCOUNT_MSG.loginCaptchaWrong,
    );
    expect(answer(await failWithCaptcha('captcha_member', ip))).toEqual(WRONG_ASK);
    expect(await count()).toBe(LOGIN_THROTTLE.perIp.max + 3);

    const res = await login(call, 'captcha_member', PASSWORD, ip, await solveCaptcha(t, call));
    expect(res.json.code).toBe(1);
  });
});

describe('per name: failures ask for the captcha from every address', () => {
  it('5 wrong passwords for a name: from another address the right password needs the captcha and signs in with it', async () => {
    const user = await member('named', '13911110003');
    const answers = [];
    for (let i = 0; i < LOGIN_THROTTLE.perName.max; i++)
      answers.push(answer(await login(t.call, 'named', 'wrongpw1', `10.81.0.${i + 1}`)));
    expect(answers).toEqual([...Array(LOGIN_THROTTLE.perName.max - 1).fill(WRONG), WRONG_ASK]);

    const call = t.browser();
    // Counted per name whatever the case it is typed in.
    expect(answer(await login(call, 'NAMED', PASSWORD, '10.81.1.1'))).toEqual(ASK);
    const res = await login(call, 'named', PASSWORD, '10.81.1.1', await solveCaptcha(t, call));
    expect(res.json.data.uid).toBe(user.uid);
    // Signing in forgot the failures: the next sign-in needs no captcha.
    expect((await login(t.call, 'named', PASSWORD, '10.81.1.2')).json.code).toBe(1);
  });

  it('attempts without a captcha or with a wrong one do not bring a name nearer its pause', async () => {
    await member('spammed', '13911110004');
    for (let i = 0; i < LOGIN_THROTTLE.perName.max; i++) await login(t.call, 'spammed', 'x', `10.82.0.${i}`);
    for (let i = 0; i < LOGIN_THROTTLE.nameLockAt * 2; i++) {
      const res = await login(t.call, 'spammed', 'x', `10.82.1.${i}`, i % 2 ? 'zzzz' : undefined);
      expect(res.json.data).toEqual(LOGIN_CHALLENGE);
    }
    const call = t.browser();
    const res = await login(call, 'spammed', PASSWORD, '10.82.2.1', await solveCaptcha(t, call));
    expect(res.json.code).toBe(1);
  });

  it('captcha mode ends with its 15-minute window', async () => {
    await member('patient', '13911110005');
    for (let i = 0; i < LOGIN_THROTTLE.perName.max; i++) await login(t.call, 'patient', 'x', `10.83.0.${i}`);
    expect(answer(await login(t.call, 'patient', PASSWORD, '10.83.1.1'))).toEqual(ASK);
    later(LOGIN_THROTTLE.perName.windowS + 1);
    expect((await login(t.call, 'patient', PASSWORD, '10.83.1.1')).json.code).toBe(1);
  });
});

describe('a paused name still signs in by SMS code', () => {
  it('20 failures pause password sign-in with a message naming SMS sign-in; the SMS code signs in and clears them', async () => {
    const mobile = '13911110006';
    const user = await member('orchard', mobile);
    const answers = [];
    for (let i = 0; i < LOGIN_THROTTLE.nameLockAt; i++) {
      const ip = `10.84.0.${i}`;
      const res =
        i < LOGIN_THROTTLE.perName.max
          ? await login(t.call, 'orchard', 'wrongpw1', ip)
          : await failWithCaptcha('orchard', ip);
      answers.push(answer(res));
    }
    expect(answers.at(-2)).toEqual(WRONG_ASK);
    expect(answers.at(-1)).toEqual(LOCKED);
    expect(ACCOUNT_MSG.loginLocked).toContain('短信验证码登录');
    // Even the right password with a right captcha waits: only this name, only its password sign-in.
    const call = t.browser();
    expect(answer(await login(call, 'orchard', PASSWORD, '10.84.1.1', await solveCaptcha(t, call)))).toEqual(
      LOCKED,
    );

    const code = await smsCodeFor(t, call, mobile, '10.84.1.1');
    const sms = await call(
      '/api/user/mobileAuth',
      { username: mobile, code, action: 'mobile_login', agree: true },
      { ip: '10.84.1.1' },
    );
    expect(sms.json).toMatchObject({ code: 1, msg: ACCOUNT_MSG.loginOk, data: { uid: user.uid } });
    // The failures were counted on the account name; the SMS sign-in on the mobile cleared them too.
    expect((await login(t.call, 'orchard', PASSWORD, '10.84.1.2')).json.code).toBe(1);
  });

  it('a password reset by SMS clears the name’s failures', async () => {
    const mobile = '13911110007';
    await member('forgetful', mobile);
    for (let i = 0; i < LOGIN_THROTTLE.perName.max; i++) await login(t.call, mobile, 'x', `10.85.0.${i}`);
    expect(answer(await login(t.call, mobile, PASSWORD, '10.85.1.1'))).toEqual(ASK);
    const call = t.browser();
    const code = await smsCodeFor(t, call, mobile, '10.85.1.1');
    const reset = await call('/api/user/forgetPassword', { username: mobile, code, password: 'newpass9' });
    expect(reset.json.code).toBe(1);
    expect((await login(t.call, mobile, 'newpass9', '10.85.1.2')).json.code).toBe(1);
  });
});

describe('no account enumeration', () => {
  it('a known and an unknown name get the same answers at every step, captcha and pause included', async () => {
    await member('known_one', '13911110008');
    const run = async (name: string, net: string) => {
      const answers = [];
      for (let i = 0; i < LOGIN_THROTTLE.nameLockAt + 1; i++) {
        const ip = `${net}.${i}`;
        if (i < LOGIN_THROTTLE.perName.max) answers.push(answer(await login(t.call, name, 'wrongpw1', ip)));
        else {
          answers.push(answer(await login(t.call, name, 'wrongpw1', ip)));
          answers.push(answer(await login(t.browser(), name, 'wrongpw1', ip, 'zzzz')));
          answers.push(answer(await failWithCaptcha(name, ip)));
        }
      }
      return answers;
    };
    const known = await run('known_one', '10.86.0');
    const unknown = await run('unknown_one', '10.86.1');
    expect(unknown).toEqual(known);
    expect(known).toContainEqual(ASK);
    expect(known).toContainEqual(WRONG_ASK);
    expect(known.at(-1)).toEqual(LOCKED);
  });
});
