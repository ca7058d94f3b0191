import { describe, expect, it } from 'vitest';
import { chinaDate, chinaDateTime, chinaToday } from '#lib/chinaTime.ts';
import { validateForm } from '#lib/form.ts';
import { birthdayProblem, isIsoDate, maskMobile, nicknameOk, sexLabel } from '#lib/accounts/profile.ts';
import { payloadOf, profileRules, valuesOf } from '#islands/user/profileForm.ts';
import type { Profile } from '#lib/accounts/types.ts';

describe('birthday rule (form and server)', () => {
  const today = '2026-11-21';
  it('wants a real calendar day', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-13-01')).toBe(false);
    expect(isIsoDate('2023-1-01')).toBe(false);
    expect(birthdayProblem('1990/01/01', today)).toBe('请输入正确的生日日期');
  });
  it('from 1900-01-01 up to today, inclusive', () => {
    expect(birthdayProblem('1900-01-01', today)).toBeNull();
    expect(birthdayProblem('1899-12-31', today)).toBe('生日不能早于1900年1月1日');
    expect(birthdayProblem(today, today)).toBeNull();
    expect(birthdayProblem('2026-11-22', today)).toBe('生日不能晚于今天');
  });
  it("today is China's date whatever the machine's zone", () => {
    expect(chinaToday(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(chinaToday(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
    expect(chinaDateTime('2026-11-21T16:05:00Z')).toBe('2026-11-22 00:05');
    expect(chinaDate('not a date')).toBe('');
  });
});

describe('profile helpers', () => {
  it('nickname: 2–20 characters after trimming', () => {
    expect(nicknameOk(' 李 ')).toBe(false);
    expect(nicknameOk('李明')).toBe(true);
    expect(nicknameOk('长'.repeat(20))).toBe(true);
    expect(nicknameOk('长'.repeat(21))).toBe(false);
  });
  it('masks the middle of a mobile number', () => {
    expect(maskMobile('13800000002')).toBe('138****0002');
    expect(maskMobile(null)).toBe('');
  });
  it('labels sex, unknown values as 保密', () => {
    expect([0, 1, 2, 7].map(sexLabel)).toEqual(['保密', '男', '女', '保密']);
  });
});

describe('profile form', () => {
  const me = {
    uid: 1,
    nickname: '演示会员',
    score: 0,
    sex: 0,
    birthday: null,
    exp: 0,
    province: null,
    city: null,
    district: null,
    entity: '',
    reg_time: null,
    qq_openid: null,
    wx_unionid: null,
    medal: { total_count: 0, count: 0, list: [] },
  } satisfies Profile;
  const rules = profileRules('2026-11-21');

  it('starts from the member, blanks for missing values', () => {
    expect(valuesOf(me)).toEqual({
      nickname: '演示会员',
      sex: 0,
      birthday: '',
      province: '',
      city: '',
      district: '',
      entity: '',
    });
  });
  it('refuses a short nickname and a future birthday with the server’s messages; an empty birthday is fine', () => {
    const bad = validateForm(rules, { ...valuesOf(me), nickname: '李', birthday: '2027-01-01' });
    expect(bad).toEqual({
      valid: false,
      errors: { nickname: '昵称长度为2-20个字', birthday: '生日不能晚于今天' },
    });
    expect(validateForm(rules, valuesOf(me)).valid).toBe(true);
  });
  it('sends trimmed text and every field', () => {
    expect(payloadOf({ ...valuesOf(me), nickname: ' 李明 ', entity: ' 合作社 ', province: '44' })).toEqual({
      nickname: '李明',
      sex: 0,
      birthday: '',
      province: '44',
      city: '',
      district: '',
      entity: '合作社',
    });
  });
});
