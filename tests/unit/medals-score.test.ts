/** Medal grades, rule points and their wording, plan money: the pure parts of points and plans. */
import { describe, expect, it } from 'vitest';
import { gradeFor } from '#server/services/points/medals.ts';
import { rulePoints } from '#server/services/points/score.ts';
import { profileComplete, signInRef } from '#server/services/points/scoreRules.ts';
import { benefitLines, rulePointsText } from '#lib/commerce/scoreRules.ts';
import { fenToYuanInput as fenToYuan, yuanToFen } from '#lib/commerce/price.ts';
import { medalLook, medalTitle, nextThreshold } from '#islands/user/medals.ts';

describe('gradeFor', () => {
  const t = [100, 500, 2000, 10000];
  it('is the number of thresholds reached, each reached at its exact figure', () => {
    expect([0, 99, 100, 499, 500, 1999, 2000, 9999, 10000, 1e9].map((v) => gradeFor(v, t))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });
});

describe('rulePoints', () => {
  it('fixed rules pay their points whatever the amount', () => {
    expect(rulePoints({ points: 5, period: 'daily' })).toBe(5);
    expect(rulePoints({ points: 50, period: 'once' }, 99_900)).toBe(50);
  });
  it('per-yuan rules pay for whole yuan only', () => {
    expect(rulePoints({ points: 1, period: 'per_yuan' }, 26_800)).toBe(268);
    expect(rulePoints({ points: 2, period: 'per_yuan' }, 2_999)).toBe(58);
    expect(rulePoints({ points: 1, period: 'per_yuan' }, 99)).toBe(0);
  });
});

describe('rulePointsText', () => {
  it('reads as the 积分 column of /user/score', () => {
    expect(rulePointsText({ points: 5, period: 'daily' })).toBe('+5 / 天');
    expect(rulePointsText({ points: 50, period: 'once' })).toBe('+50 一次');
    expect(rulePointsText({ points: 1, period: 'per_yuan' })).toBe('每实付1元 +1');
  });
});

describe('signInRef', () => {
  it('is the China date: 16:00 UTC is already the next day', () => {
    expect(signInRef(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(signInRef(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });
});

describe('profileComplete', () => {
  const full = {
    nickname: '农友',
    sex: 2,
    birthday: '1990-01-01',
    province: '44',
    city: '4419',
    entity: '合作社',
  };
  it('needs every field, and 保密 is not a sex given', () => {
    expect(profileComplete(full)).toBe(true);
    for (const gap of [{ nickname: ' ' }, { sex: 0 }, { birthday: null }, { city: null }, { entity: '' }])
      expect(profileComplete({ ...full, ...gap })).toBe(false);
  });
});

describe('plan money', () => {
  it('yuan with up to two decimals becomes fen without float drift', () => {
    expect(['268', '268.5', '0.1', '19.99', ' 75.50 '].map(yuanToFen)).toEqual([
      26800, 26850, 10, 1999, 7550,
    ]);
    expect(['', '1.234', '-1', '1e3', '１２'].map(yuanToFen)).toEqual([null, null, null, null, null]);
    expect(fenToYuan(7550)).toBe('75.50');
    expect(fenToYuan(0)).toBe('');
  });
  it('benefits are one a line', () => {
    expect(benefitLines(' 全部报告 \r\n\n数据下载\n')).toEqual(['全部报告', '数据下载']);
  });
});

describe('medal looks', () => {
  const m = { title: '积分达人', thresholds: [100, 500, 2000, 10000] };
  it('every level looks different and says its level on hover', () => {
    const looks = [0, 1, 2, 3, 4].map(medalLook);
    expect(new Set(looks).size).toBe(5);
    expect(medalTitle({ ...m, new_grade: 3 })).toBe('积分达人 · III级');
    expect(medalTitle({ ...m, new_grade: 0 })).toBe('积分达人 · 未获得');
    expect(nextThreshold({ ...m, new_grade: 1 })).toBe(500);
    expect(nextThreshold({ ...m, new_grade: 4 })).toBeNull();
  });
});
