import { describe, expect, it } from 'vitest';
import { sparkPath } from '#lib/chart/sparkline.ts';

describe('sparkPath', () => {
  it('draws the highest value at the top and the lowest at the bottom, ending at the last point', () => {
    const { d, last } = sparkPath([1, 3, 2], 22, 10, 1);
    expect(d).toBe('M1 9L11 1L21 5');
    expect(last).toEqual({ x: 21, y: 5 });
  });
  it('breaks the line at a missing day and draws nothing without values', () => {
    expect(sparkPath([1, null, 2, 3], 32, 10, 1).d).toBe('M1 9M21 5L31 1');
    expect(sparkPath([null, null], 10, 10)).toEqual({ d: '', last: null });
  });
  it('draws a flat series across the middle', () => {
    expect(sparkPath([2, 2], 12, 10, 1).d).toBe('M1 5L11 5');
  });
});
