/** 食物对比's basket: what localStorage held is made safe, at most four foods, a fifth refused in Chinese. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $compareBasket,
  addToBasket,
  clearBasket,
  parseBasket,
  removeFromBasket,
  toggleInBasket,
} from '#lib/stores/compareBasket.ts';
import { $toasts } from '#lib/stores/toast.ts';
import { FOOD_MSG } from '#lib/food/messages.ts';

const food = (n: number) => ({ code: `0900${n}`, name: `食物${n}` });

describe('reading the stored basket', () => {
  it('keeps foods with a real code and a name, once each, at most four', () => {
    const raw = JSON.stringify([
      food(1),
      { code: '09001', name: '重复' },
      { code: 'abc', name: '坏编码' },
      { code: '09009' },
      null,
      food(2),
      food(3),
      food(4),
      food(5),
    ]);
    expect(parseBasket(raw).map((f) => f.code)).toEqual(['09001', '09002', '09003', '09004']);
  });

  it('reads nothing from a missing, broken or foreign value', () => {
    for (const raw of [null, '', '{', '{"a":1}', '"09003"']) expect(parseBasket(raw)).toEqual([]);
  });
});

describe('the basket’s actions', () => {
  beforeEach(() => {
    $compareBasket.set([]);
    $toasts.set([]);
  });

  it('adds with a toast saying how many, takes out, and clears', () => {
    expect(addToBasket(food(1))).toBe(true);
    expect($toasts.get().at(-1)?.message).toBe(FOOD_MSG.basketAdded('食物1', 1));
    toggleInBasket(food(2));
    expect($compareBasket.get().map((f) => f.code)).toEqual(['09001', '09002']);
    toggleInBasket(food(1));
    expect($compareBasket.get().map((f) => f.code)).toEqual(['09002']);
    removeFromBasket('09002');
    expect($compareBasket.get()).toEqual([]);
    addToBasket(food(3));
    clearBasket();
    expect($compareBasket.get()).toEqual([]);
    expect($toasts.get().at(-1)?.message).toBe(FOOD_MSG.basketCleared);
  });

  it('refuses a fifth food with a warning and keeps the four', () => {
    for (let n = 1; n <= 4; n++) addToBasket(food(n));
    expect(addToBasket(food(5))).toBe(false);
    expect($toasts.get().at(-1)).toMatchObject({
      kind: 'warning',
      message: '对比栏最多放 4 种食物，请先移出一种',
    });
    expect($compareBasket.get()).toHaveLength(4);
  });
});
