import { describe, expect, it } from 'vitest';
import { daysBetween } from '#lib/chinaTime.ts';
import { nextChange, statusAt, statusOn } from '#lib/standard/status.ts';

const upcoming = { effective: '2026-12-01', withdrawn: null };
const replaced = { effective: '2020-01-01', withdrawn: '2026-12-01' };

describe('standard status by date', () => {
  it('is 即将实施 the day before its 实施日期, 现行 on the day and the day after', () => {
    expect(statusOn(upcoming, '2026-11-30')).toBe('upcoming');
    expect(statusOn(upcoming, '2026-12-01')).toBe('current');
    expect(statusOn(upcoming, '2026-12-02')).toBe('current');
  });

  it('is 现行 the day before its 废止日期, 废止 on the day and the day after', () => {
    expect(statusOn(replaced, '2026-11-30')).toBe('current');
    expect(statusOn(replaced, '2026-12-01')).toBe('withdrawn');
    expect(statusOn(replaced, '2026-12-02')).toBe('withdrawn');
  });

  it('is 现行 without a 实施日期, and 废止 when withdrawn before it took effect', () => {
    expect(statusOn({ effective: null, withdrawn: null }, '2026-11-24')).toBe('current');
    expect(statusOn({ effective: '2027-01-01', withdrawn: '2026-11-01' }, '2026-11-24')).toBe('withdrawn');
  });

  it("changes at China's midnight, not the machine's or UTC's", () => {
    // 2026-11-30 16:00 UTC is 2026-12-01 00:00 in China.
    expect(statusAt(upcoming, new Date('2026-11-30T15:59:59Z'))).toBe('upcoming');
    expect(statusAt(upcoming, new Date('2026-11-30T16:00:00Z'))).toBe('current');
  });

  it('names the next change within a window, with the days left', () => {
    expect(nextChange(upcoming, '2026-11-24', 90)).toEqual({ status: 'current', on: '2026-12-01', days: 7 });
    expect(nextChange(upcoming, '2026-12-01', 0)).toEqual({ status: 'current', on: '2026-12-01', days: 0 });
    expect(nextChange(upcoming, '2026-12-02', 90)).toBeNull();
    expect(nextChange(upcoming, '2026-08-01', 90)).toBeNull();
    expect(nextChange(replaced, '2026-11-24', 90)).toEqual({
      status: 'withdrawn',
      on: '2026-12-01',
      days: 7,
    });
    expect(daysBetween('2026-11-24', '2027-01-01')).toBe(38);
  });
});
