import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '#lib/layout/throttle.ts';
import { canPrefetch } from '#lib/layout/prefetch.ts';
import { shouldReload } from '#lib/layout/chunkReload.ts';
import { footerYear } from '#lib/site.ts';
import { errorTextFor } from '#lib/shared/errorText.ts';

describe('scroll throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('runs at most once per 500 ms and always applies the last call', () => {
    const fn = vi.fn();
    const t = throttle(fn, 500);
    t(1);
    t(2);
    t(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });
});

describe('prefetch guard (spec §9)', () => {
  it('skips 2g and data-saver connections', () => {
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('chunk reload guard (spec §8)', () => {
  it('reloads at most once per minute', () => {
    expect(shouldReload(null, 1_000)).toBe(true);
    expect(shouldReload(1_000, 60_999)).toBe(false);
    expect(shouldReload(1_000, 61_000)).toBe(true);
  });
});

describe('computed footer year and error texts', () => {
  it('computes the year', () => {
    expect(footerYear(new Date('2031-03-01'))).toBe(2031);
  });
  it('gives the spec texts for 401, 404, 500 and the own message otherwise', () => {
    expect(errorTextFor(401).title).toContain('未登录');
    expect(errorTextFor(404).title).toContain('飞走');
    expect(errorTextFor(500).detail).toContain('修复');
    expect(errorTextFor(403, '没有权限访问').title).toBe('没有权限访问');
    expect(errorTextFor(418).title).toBe('客户端出错了');
  });
});
