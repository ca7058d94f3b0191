/** Which days a market's prices may be written for: Beijing's calendar day, a year back for reporters. */
import { describe, expect, it } from 'vitest';
import { VEG_MARKET_MSG } from '#lib/vegetable/messages.ts';
import { VEG_PRICE_LIMITS, vegPriceRowSchema } from '#lib/vegetable/validators.ts';
import { priceDateProblem } from '#server/services/vegetable/priceDate.ts';

describe('priceDateProblem', () => {
  it('takes today in Beijing, which starts at 16:00 UTC the day before', () => {
    const lateUtc = new Date('2026-11-24T17:00:00Z'); // 01:00 on the 25th in Beijing
    expect(priceDateProblem('2026-11-25', lateUtc, false)).toBeNull();
    expect(priceDateProblem('2026-11-26', lateUtc, true)).toBe(VEG_MARKET_MSG.futureDate);
    expect(priceDateProblem('2026-11-25', new Date('2026-11-24T15:59:00Z'), true)).toBe(
      VEG_MARKET_MSG.futureDate,
    );
  });

  it('lets a reporter go back a year and an editor any day', () => {
    const now = new Date('2026-11-24T06:00:00Z');
    expect(priceDateProblem('2025-11-24', now, false)).toBeNull();
    expect(priceDateProblem('2025-11-23', now, false)).toBe(
      VEG_MARKET_MSG.tooOld(VEG_PRICE_LIMITS.reporterDays),
    );
    expect(priceDateProblem('2020-01-01', now, true)).toBeNull();
  });
});

describe('the price row rule', () => {
  const row = (r: Record<string, unknown>) => vegPriceRowSchema.safeParse({ product: '大白菜', ...r });
  it('takes numbers written as text, and low = avg = high', () => {
    expect(row({ low: '1.5', avg: '1.50', high: 1.5 }).success).toBe(true);
  });
  it('refuses negative, over two decimals, and out-of-order prices with the column that breaks it', () => {
    expect(row({ low: -1, avg: 1, high: 2 }).error?.issues[0]?.message).toBe(
      VEG_MARKET_MSG.pricePositive('最低价'),
    );
    expect(row({ low: 1, avg: 1.005, high: 2 }).error?.issues[0]?.message).toBe(
      VEG_MARKET_MSG.priceDecimals('平均价'),
    );
    expect(row({ low: 1, avg: 3, high: 2 }).error?.issues[0]).toMatchObject({
      path: ['avg'],
      message: VEG_MARKET_MSG.avgAboveHigh,
    });
    expect(row({ low: 1, avg: 1, high: 2, volume: -3 }).error?.issues[0]?.message).toBe(
      VEG_MARKET_MSG.volumeInvalid,
    );
  });
});
