import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimalPlaces, numberText } from '#lib/shared/validators.ts';
import { foodImportRowSchema } from '#lib/food/validators.ts';
import { FOOD_IMPORT_MSG } from '#lib/food/messages.ts';
import { tradeFlowImportRowSchema } from '#lib/trade/validators.ts';
import { TRADE_IMPORT_MSG } from '#lib/trade/messages.ts';

describe('numbers typed as text (one rule for every import family and form)', () => {
  it('reads whole, negative and decimal text, leaves blanks absent and other text to the rule', () => {
    expect([' 12 ', '-1', '0.5', '', null, '1e3', 'abc', 7].map(numberText)).toEqual([
      12,
      -1,
      0.5,
      undefined,
      undefined,
      '1e3',
      'abc',
      7,
    ]);
  });

  it('counts decimal places', () => {
    const oneDecimal = z.number().refine(decimalPlaces(1));
    expect(oneDecimal.safeParse(2.5).success).toBe(true);
    expect(oneDecimal.safeParse(2.55).success).toBe(false);
  });

  it('refuses a negative cell of a food or a trade file in the family’s own words', () => {
    const food = foodImportRowSchema.safeParse({
      code: '09003',
      name: '苹果',
      category_id: '601',
      refuse: '-1',
    });
    expect(food.error?.issues.map((i) => i.message)).toContain(FOOD_IMPORT_MSG.refuseInvalid);
    const trade = tradeFlowImportRowSchema.safeParse({
      month: '2026-01',
      code: '120190',
      partner: 'BR',
      direction: '进口',
      value_usd: '-1',
    });
    expect(trade.error?.issues.map((i) => i.message)).toContain(TRADE_IMPORT_MSG.valueInvalid);
  });
});
