import { describe, expect, it } from 'vitest';
import { edibleShare, energyShares, formatAmount, scaled } from '#lib/food/format.ts';
import { isShown, kilojoules, NUTRIENTS, SHOWN_NUTRIENTS } from '#lib/food/nutrients.ts';
import { nrvPercent } from '#lib/food/nrv.ts';
import { costOfEdible } from '#server/services/food/price.ts';
import { FOOD_IMPORT_MSG } from '#lib/food/messages.ts';
import { MSG } from '#lib/shared/messages.ts';
import { foodImportRowSchema } from '#lib/food/validators.ts';

describe('food figures on the pages', () => {
  it('prints a figure as the source gives it, and a missing one as —, never 0', () => {
    expect(formatAmount(36.49)).toBe('36.49');
    expect(formatAmount(0.005)).toBe('0.005');
    expect(formatAmount(1797)).toBe('1797');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(null)).toBe('—');
  });

  it('gives kJ as kcal × 4.184 rounded, and %NRV per GB 28050 (energy on 8400 kJ)', () => {
    expect(kilojoules(446)).toBe(1866);
    expect(nrvPercent('energy', 446)).toBe(22);
    expect(nrvPercent('protein', 36.49)).toBe(61);
    expect(nrvPercent('vitaminC', 13.7)).toBe(14);
    expect(nrvPercent('water', 90)).toBeNull();
    expect(nrvPercent('protein', null)).toBeNull();
  });

  it('scales to a serving and gives the edible share', () => {
    expect(scaled(52, 125)).toBe(65);
    expect(scaled(null, 125)).toBeNull();
    expect(edibleShare(10)).toBe(90);
    expect(edibleShare(null)).toBeNull();
  });

  it('splits energy 4/9/4 between protein, fat and carbohydrate, none when all are unknown', () => {
    expect(
      energyShares({ nutrients: { protein: 10, fat: 1, carbohydrate: 20 } as never }).map((p) => p.kcal),
    ).toEqual([40, 9, 80]);
    expect(energyShares({ nutrients: { protein: null, fat: null, carbohydrate: null } as never })).toEqual(
      [],
    );
  });

  it('gives whole percents of energy that add up to 100, where rounding each alone gives 101', () => {
    // 1/1/1 kcal shares: 33.3 % each rounds to 99 %; 1.5 g protein, 1 g fat, 1.5 g carbohydrate: 28.6/42.9/28.6 → 29+43+29 = 101 %.
    for (const nutrients of [
      { protein: 1, fat: 4 / 9, carbohydrate: 1 },
      { protein: 1.5, fat: 1, carbohydrate: 1.5 },
      { protein: 12.3, fat: 4.1, carbohydrate: 70.9 },
    ]) {
      const parts = energyShares({ nutrients } as never);
      expect(parts.reduce((s, p) => s + p.percent, 0)).toBe(100);
      parts.forEach((p) => {
        const exact = (p.kcal / parts.reduce((s, q) => s + q.kcal, 0)) * 100;
        expect(Math.abs(p.percent - exact)).toBeLessThan(1);
      });
    }
    const shares = energyShares({ nutrients: { protein: 1.5, fat: 1, carbohydrate: 1.5 } } as never);
    expect(shares.map((p) => p.percent)).toEqual([29, 43, 28]);
  });

  it('costs edible grams at a price as bought: 4 元/kg, 500 g edible with 20% refuse = 2.50 元', () => {
    expect(costOfEdible(4, 500, 20)).toBe(2.5);
    expect(costOfEdible(4, 500, null)).toBe(2);
  });

  it('has no cost of edible grams for a food that is all refuse (no division by zero)', () => {
    expect(costOfEdible(4, 500, 100)).toBeNull();
    const row = (refuse: string) =>
      foodImportRowSchema.safeParse({ code: '09003', name: '苹果', category_id: '601', refuse });
    expect(row('100').error?.issues.map((i) => i.message)).toEqual([FOOD_IMPORT_MSG.refuseInvalid]);
    expect(row('99.5').success).toBe(true);
  });
});

describe('the food import row', () => {
  const row = (cells: Record<string, string>) =>
    foodImportRowSchema.safeParse({ code: '09003', name: '苹果', category_id: '601', ...cells });
  const reasons = (cells: Record<string, string>) => row(cells).error?.issues.map((i) => i.message);

  it('refuses a tab in a name or alias as a control character, not as a missing name', () => {
    expect(reasons({ name: '苹\t果' })).toEqual([MSG.controlChars]);
    expect(reasons({ aliases: '苹果\t平安果' })).toEqual([MSG.controlChars]);
  });

  it('names the field of a text too long, and takes a category as digits', () => {
    expect(reasons({ name: '果'.repeat(61) })).toEqual([MSG.tooLong('食物名称', 60)]);
    expect(reasons({ aliases: '果'.repeat(201) })).toEqual([MSG.tooLong('别名', 200)]);
    expect(reasons({ category_id: '6a' })).toEqual([FOOD_IMPORT_MSG.categoryRequired]);
    expect(row({ aliases: '' }).data).toMatchObject({ category_id: 601, aliases: undefined });
  });
});

describe('the nutrients shown', () => {
  it('leaves the IU duplicates and the parts of folate off every table and picker, one list for all', () => {
    expect(NUTRIENTS.filter((n) => !isShown(n.key)).map((n) => n.key)).toEqual([
      'folateTotal',
      'folicAcid',
      'foodFolate',
      'vitaminAIu',
      'vitaminDIu',
    ]);
    expect(SHOWN_NUTRIENTS.map((n) => n.key)).toContain('folateDfe');
  });
});
