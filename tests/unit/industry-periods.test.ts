/** The indicator store's periods: the three forms, counts and ranges across year ends. */
import { describe, expect, it } from 'vitest';
import { frequencyOf, periodCount, periodsBetween } from '#lib/industry/periods.ts';

describe('industry periods', () => {
  it('reads a year, a quarter and a month, and nothing else', () => {
    expect(frequencyOf('2020')).toBe('year');
    expect(frequencyOf('2020Q4')).toBe('quarter');
    expect(frequencyOf('2020-12')).toBe('month');
    for (const bad of ['2020Q5', '2020-13', '2020-1', '20201', '1900', 'abcd', '2020-00'])
      expect(frequencyOf(bad)).toBeNull();
  });

  it('counts and lists periods across year ends', () => {
    expect(periodsBetween('2019Q3', '2020Q2', 'quarter')).toEqual(['2019Q3', '2019Q4', '2020Q1', '2020Q2']);
    expect(periodsBetween('2019-11', '2020-02', 'month')).toEqual([
      '2019-11',
      '2019-12',
      '2020-01',
      '2020-02',
    ]);
    expect(periodCount('2001', '2020', 'year')).toBe(20);
    expect(periodCount('2020-01', '2021-06', 'month')).toBe(18);
    expect(periodCount('2021', '2020', 'year')).toBe(0);
  });
});
