import { describe, expect, it } from 'vitest';
import { validateForm, validateField } from '#lib/form.ts';
import { asksForCaptcha } from '#lib/accounts/loginChallenge.ts';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import {
  ACCOUNT_CAPTCHA_RULES,
  ACCOUNT_RULES,
  BIND_RULES,
  EMPTY_VALUES,
  MOBILE_PASSWORD_RULES,
  MOBILE_RULES,
  REGISTER_RULES,
  SMS_SEND_RULES,
  modalHeight,
  pollOutcome,
  randomState,
} from '#islands/auth/auth.ts';
import { smsButtonLabel } from '#islands/ui/useCountdown.ts';

describe('login modal logic (spec §4, §5, §9)', () => {
  it('is 480 high, 550 for bind without a token', () => {
    expect(modalHeight('login', false)).toBe(480);
    expect(modalHeight('bind', true)).toBe(480);
    expect(modalHeight('bind', false)).toBe(550);
  });
  it('makes a random 32-character state', () => {
    const a = randomState();
    expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(randomState()).not.toBe(a);
  });
  it('labels the SMS button and its countdown', () => {
    expect(smsButtonLabel(0)).toBe('获取短信验证码');
    expect(smsButtonLabel(60)).toBe('60秒后重新发送');
    expect(smsButtonLabel(1)).toBe('1秒后重新发送');
  });
  it('maps poll codes: 0 wait, 1 signed in, 2 bind, 3 merge, 4 done, other error', () => {
    expect(pollOutcome({ code: 0, msg: '', data: null }, 'wx')).toEqual({ kind: 'wait' });
    expect(pollOutcome({ code: 1, msg: '', data: { token: 't' } }, 'wx')).toEqual({
      kind: 'signedIn',
      token: 't',
    });
    expect(pollOutcome({ code: 2, msg: '', data: { platform: 'qq' } }, 'wx')).toEqual({
      kind: 'bind',
      platform: 'qq',
    });
    expect(pollOutcome({ code: 2, msg: '', data: null }, 'wx')).toEqual({ kind: 'bind', platform: 'wx' });
    expect(pollOutcome({ code: 3, msg: '合并？', data: null }, 'wx')).toEqual({
      kind: 'merge',
      message: '合并？',
    });
    expect(pollOutcome({ code: 4, msg: '绑定成功', data: null }, 'wx')).toEqual({
      kind: 'done',
      message: '绑定成功',
    });
    expect(pollOutcome({ code: 5, msg: '授权已过期', data: null }, 'wx')).toEqual({
      kind: 'error',
      message: '授权已过期',
    });
    expect(pollOutcome({ code: 500, msg: '', data: null }, 'wx').kind).toBe('error');
  });
  it('checks the fields each view needs with the spec messages', () => {
    expect(validateForm(ACCOUNT_RULES, EMPTY_VALUES).errors).toEqual({
      username: '请输入手机号或账号',
      password: '密码不能为空',
    });
    expect(validateForm(MOBILE_RULES, EMPTY_VALUES).errors).toEqual({
      username: '请输入正确的手机号码',
      code: '手机验证码不能为空',
      agree: ACCOUNT_MSG.consentRequired,
    });
    // Every view that may create an account stops at the unchecked consent box, and only there (issue 30).
    const filled = { ...EMPTY_VALUES, username: '13912345678', code: '123456', password: 'abc12345' };
    for (const rules of [MOBILE_RULES, REGISTER_RULES, BIND_RULES]) {
      expect(validateForm(rules, filled).errors).toEqual({ agree: ACCOUNT_MSG.consentRequired });
      expect(validateForm(rules, { ...filled, agree: true }).valid).toBe(true);
    }
    expect(validateForm(MOBILE_PASSWORD_RULES, filled).valid).toBe(true);
    expect(
      validateForm(MOBILE_PASSWORD_RULES, { ...EMPTY_VALUES, username: '13912345678', code: '123456' })
        .errors,
    ).toEqual({
      password: '密码不能为空',
    });
    expect(validateField(SMS_SEND_RULES, { ...EMPTY_VALUES, username: '19412345678' }, 'username')).toBe(
      '请输入正确的手机号码',
    );
    expect(validateField(SMS_SEND_RULES, { ...EMPTY_VALUES, username: '19512345678' }, 'imgCode')).toBe(
      '请输入正确的图形验证码',
    );
  });
  it('account login asks for the image captcha only once the server answered { captcha: true }', () => {
    expect(asksForCaptcha({ captcha: true })).toBe(true);
    for (const data of [null, undefined, {}, { captcha: 'true' }, { token: 'x' }])
      expect(asksForCaptcha(data)).toBe(false);
    const typed = { ...EMPTY_VALUES, username: 'farmer', password: 'secret12' };
    expect(validateForm(ACCOUNT_RULES, typed).valid).toBe(true);
    expect(validateForm(ACCOUNT_CAPTCHA_RULES, typed).errors).toEqual({ imgCode: '请输入正确的图形验证码' });
    // A cleared field (a new captcha) shows no error while it is being typed into.
    expect(validateField(ACCOUNT_CAPTCHA_RULES, typed, 'imgCode', 'change')).toBeUndefined();
  });
});
