import { describe, expect, it } from 'vitest';
import { changePercent, directionOf, formatChange, formatPrice } from '#lib/figures/format.ts';

describe('vegetable figures', () => {
  it('computes a change in percent with two decimals, none against a missing or zero price', () => {
    expect(changePercent(3.3, 3)).toBe(10);
    expect(changePercent(2, 3)).toBe(-33.33);
    expect(changePercent(2, null)).toBeNull();
    expect(changePercent(2, 0)).toBeNull();
  });
  it('writes a change with its sign and direction', () => {
    expect(formatChange(1.2)).toBe('+1.20%');
    expect(formatChange(-0.5)).toBe('−0.50%');
    expect(formatChange(null)).toBe('—');
    expect([directionOf(1), directionOf(-1), directionOf(0), directionOf(null)]).toEqual([
      'rise',
      'fall',
      'flat',
      'flat',
    ]);
    expect(formatPrice(3.5)).toBe('3.50');
  });
});

describe('calendar days', () => {
  it('moves a day by whole days across months and years, and finds its week’s Monday', async () => {
    const { addDays, mondayOf } = await import('#lib/chinaTime.ts');
    expect(addDays('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(mondayOf('2026-11-24')).toBe('2026-11-23'); // a Tuesday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });
});
