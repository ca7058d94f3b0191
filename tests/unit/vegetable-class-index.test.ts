import { describe, expect, it } from 'vitest';
import { ALL_CLASSES, classIndex, type WeeklyProductPrice } from '#server/services/vegetable/classIndex.ts';

const W1 = '2026-01-05';
const W2 = '2026-01-12';
const W3 = '2026-01-19';

/** 3 products (A, B leafy; C fruit), 3 weeks, base period week 1. */
const row = (week: string, productId: number, price: number, volume: number | null): WeeklyProductPrice => ({
  week,
  productId,
  classKey: productId === 3 ? 'fruit' : 'leafy',
  price,
  volume,
});
const ROWS = [
  row(W1, 1, 2, 100),
  row(W1, 2, 4, 50),
  row(W1, 3, 5, 40),
  row(W2, 1, 3, 80),
  row(W2, 2, 4, 50),
  row(W2, 3, 4, 60),
  row(W3, 1, 2.5, 90),
  row(W3, 2, 5, 30),
  row(W3, 3, 6, null),
];

const valueOf = (rows: ReturnType<typeof classIndex>, week: string, classKey: string) =>
  rows.find((r) => r.week === week && r.classKey === classKey);

describe('the weekly fixed-base index against a worked example', () => {
  // Base weights Q0 (week-1 volumes): A 100, B 50, C 40; base prices P0: A 2, B 4, C 5.
  // leafy: Σ Q0·P0 = 100·2 + 50·4 = 400. W2: 100·3 + 50·4 = 500 → 125. W3: 100·2.5 + 50·5 = 500 → 125.
  // fruit: Σ Q0·P0 = 40·5 = 200. W2: 40·4 = 160 → 80. W3: 40·6 = 240 → 120.
  // all: Σ Q0·P0 = 600. W2: 500 + 160 = 660 → 110. W3: 500 + 240 = 740 → 123.33.
  // Change: leafy W2 +25, W3 0; fruit W2 −20, W3 +50; all W2 +10, W3 123.33 / 110 − 1 = +12.12 %.
  const rows = classIndex(ROWS, [W1]);

  it('is 100 in the base week for every class and overall', () => {
    for (const key of ['leafy', 'fruit', ALL_CLASSES])
      expect(valueOf(rows, W1, key)).toMatchObject({ value: 100, change: null });
  });

  it('weights prices by base-period volume, not by the week’s own volume', () => {
    expect(valueOf(rows, W2, 'leafy')).toMatchObject({ value: 125, change: 25 });
    expect(valueOf(rows, W3, 'leafy')).toMatchObject({ value: 125, change: 0 });
    expect(valueOf(rows, W2, 'fruit')).toMatchObject({ value: 80, change: -20 });
    expect(valueOf(rows, W3, 'fruit')).toMatchObject({ value: 120, change: 50 });
  });

  it('gives the overall index over all products and its week-on-week change', () => {
    expect(valueOf(rows, W2, ALL_CLASSES)).toMatchObject({ value: 110, change: 10 });
    expect(valueOf(rows, W3, ALL_CLASSES)).toMatchObject({ value: 123.33, change: 12.12 });
    expect(rows).toHaveLength(9);
  });

  it('keeps a product’s last price in a week it is not priced', () => {
    const withoutB3 = classIndex(
      ROWS.filter((r) => !(r.week === W3 && r.productId === 2)),
      [W1],
    );
    // B keeps 4 in W3: leafy 100·2.5 + 50·4 = 450 → 112.5.
    expect(valueOf(withoutB3, W3, 'leafy')).toMatchObject({ value: 112.5, change: -10 });
  });

  it('takes the base price as the volume-weighted mean over a base period of several weeks', () => {
    // Base W1+W2 for C: P0 = (5·40 + 4·60) / 100 = 4.4, Q0 = 100. W3: 6 / 4.4 = 136.36.
    expect(valueOf(classIndex(ROWS, [W1, W2]), W3, 'fruit')?.value).toBe(136.36);
  });
});
