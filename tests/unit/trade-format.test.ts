import { describe, expect, it } from 'vitest';
import {
  formatShare,
  formatTradeQuantity,
  formatTradeValue,
  formatUnitValue,
  tradeValueUnit,
} from '#lib/trade/format.ts';

describe('trade figures as the pages show them', () => {
  it('shows values in 万 with one decimal, totals of 1e8 and more in 亿', () => {
    expect(formatTradeValue(1_234_567, 'usd')).toBe('123.5万美元');
    expect(formatTradeValue(1_234_567, 'rmb')).toBe('123.5万元');
    expect(formatTradeValue(123_456_789_0, 'usd')).toBe('12.3亿美元');
    expect(formatTradeValue(-250_000_000, 'rmb')).toBe('-2.5亿元');
    expect(formatTradeValue(null, 'usd')).toBe('—');
    expect(tradeValueUnit('usd')).toBe('万美元');
    expect(tradeValueUnit('rmb')).toBe('万元');
  });

  it('scales quantities, and formats shares and unit values', () => {
    expect(formatTradeQuantity(12_345_678, '千克')).toBe('1,234.6万千克');
    expect(formatTradeQuantity(850, '头')).toBe('850头');
    expect(formatTradeQuantity(null, '千克')).toBe('—');
    expect(formatShare(12.34)).toBe('12.3%');
    expect(formatShare(null)).toBe('—');
    expect(formatUnitValue(3.456, 'usd', '千克')).toBe('3.46美元/千克');
    expect(formatUnitValue(null, 'rmb', '千克')).toBe('—');
  });
});
