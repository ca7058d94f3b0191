import { describe, expect, it } from 'vitest';
import { isFavoriteModel, isSitePath } from '#lib/accounts/favorites.ts';
import { pageCount, pageItems } from '#lib/paging.ts';
import { VIP_BENEFITS, vipStatus } from '#lib/commerce/vip.ts';
import { medalLook, medalTitle, nextThreshold, romanLevel } from '#islands/user/medals.ts';
import { leavesForHome } from '#islands/user/logout.ts';

describe('pager', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
  it('lists every page up to 7', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps first, last and current ±1, with gaps', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, '…', 20]);
    expect(pageItems(10, 20)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(pageItems(20, 20)).toEqual([1, '…', 17, 18, 19, 20]);
    // A gap of one page shows the page, not '…'.
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, '…', 20]);
  });
});

describe('favourite targets', () => {
  it('accepts only the fixed models', () => {
    expect(['article', 'report', 'vegetable'].every(isFavoriteModel)).toBe(true);
    expect(isFavoriteModel('video')).toBe(false);
    expect(isFavoriteModel('toString')).toBe(false);
  });
  it('accepts only paths on this site', () => {
    expect(isSitePath('/article/detail/12')).toBe(true);
    expect(isSitePath('/application/food/detail?code=7')).toBe(true);
    for (const bad of [
      'https://x.example/',
      '//x.example/a',
      '/\\x.example',
      'javascript:alert(1)',
      'article',
      '/a b',
    ])
      expect(isSitePath(bad), bad).toBe(false);
  });
});

describe('VIP', () => {
  const now = Date.parse('2026-11-21T08:00:00Z');
  it('has eight benefits with a title and a description each', () => {
    expect(VIP_BENEFITS).toHaveLength(8);
    expect(new Set(VIP_BENEFITS.map((b) => b.key)).size).toBe(8);
    expect(VIP_BENEFITS.every((b) => b.title && b.description)).toBe(true);
  });
  it('is active while vip_expire is later than now, and tells the date in China time', () => {
    expect(vipStatus('2027-11-20T20:00:00Z', now)).toEqual({ active: true, until: '2027-11-21' });
    expect(vipStatus('2026-01-01T00:00:00Z', now)).toEqual({ active: false, until: '2026-01-01' });
    expect(vipStatus(null, now)).toEqual({ active: false, until: null });
    expect(vipStatus(Math.floor(now / 1000) + 60, now).active).toBe(true);
  });
});

describe('medals', () => {
  it('shows levels 1–4 as I–IV and nothing otherwise', () => {
    expect([0, 1, 2, 3, 4, 5].map(romanLevel)).toEqual(['', 'I', 'II', 'III', 'IV', '']);
  });
  it('titles an earned medal with its level and an unearned one as such', () => {
    expect(medalTitle({ title: '积分达人', new_grade: 2 })).toBe('积分达人 · II级');
    expect(medalTitle({ title: '收藏家', new_grade: 0 })).toBe('收藏家 · 未获得');
  });
  it('has a grey inactive look and a distinct look per level', () => {
    expect(medalLook(0)).toContain('grayscale');
    expect(new Set([1, 2, 3, 4].map(medalLook)).size).toBe(4);
  });
  it('names the next threshold, none at the top', () => {
    const thresholds = [100, 500, 2000, 10000];
    expect(nextThreshold({ new_grade: 0, thresholds })).toBe(100);
    expect(nextThreshold({ new_grade: 2, thresholds })).toBe(2000);
    expect(nextThreshold({ new_grade: 4, thresholds })).toBeNull();
  });
});

describe('logout destination', () => {
  it('leaves the profile page (and its .html twin) for home; other pages reload', () => {
    expect(leavesForHome('/user/profile')).toBe(true);
    expect(leavesForHome('/user/profile.html')).toBe(true);
    expect(leavesForHome('/user/score')).toBe(false);
    expect(leavesForHome('/user/profile_x')).toBe(false);
  });
});
