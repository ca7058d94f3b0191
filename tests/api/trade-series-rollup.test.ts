/**
 * getProductSeries without a partner reads the product-month rollup (trade_flow_months, migration 0031) instead of
 * every partner's row: its sums stay those of trade_flows after inserts, updates (a value, a unit, a key), deletes
 * and a truncate, for chapters, headings and subheadings, mixed units and months without a quantity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { tradeFlows } from '#server/db/schema/index.ts';
import {
  monthsFromFlows,
  monthsFromRollup,
  type SeriesMonthRow,
} from '#server/services/trade/productSeries.ts';
import { AU, EXAMPLE_CODE, FIRST, importRow, NEWEST, tradeApp, US } from './trade-fixtures.ts';
import type { TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await tradeApp();
}, 120_000);
afterAll(() => t.close());

const CODES = [
  '02',
  '0201',
  '020130',
  '08',
  '0802',
  EXAMPLE_CODE,
  '01',
  '0105',
  '010511',
  '10',
  '1001',
  '24',
];
const sorted = (rows: SeriesMonthRow[]) =>
  [...rows].sort((a, b) => a.month.localeCompare(b.month) || a.direction.localeCompare(b.direction));

/** Every code above, both currencies, the whole window: the rollup's answer equals the flows'. */
async function expectSame(): Promise<number> {
  let compared = 0;
  for (const code of CODES) {
    for (const currency of ['usd', 'rmb'] as const) {
      const flows = sorted(await monthsFromFlows(t.db, code, FIRST, NEWEST, currency, null));
      expect(
        sorted(await monthsFromRollup(t.db, code, FIRST, NEWEST, currency)),
        `${code} ${currency}`,
      ).toEqual(flows);
      compared += flows.length;
    }
  }
  return compared;
}

describe('the product-month rollup of trade flows', () => {
  it('holds the demo and worked example as the flows do', async () => {
    expect(await expectSame()).toBeGreaterThan(100);
  });

  it('follows inserts with mixed units and missing quantities', async () => {
    await t.db
      .insert(tradeFlows)
      .values([
        importRow(NEWEST, '010594', US, 1_000, '头'),
        importRow(NEWEST, '010599', US, 500, '千克'),
        importRow('2026-02', '010511', US, null, '千克'),
        importRow('2026-03', '010511', AU, 100, '千克'),
      ]);
    await expectSame();
  });

  it('follows updates of a value, a unit and a key, and deletes', async () => {
    const example = and(eq(tradeFlows.hs6, EXAMPLE_CODE), eq(tradeFlows.partner, AU));
    await t.db.update(tradeFlows).set({ valueUsd: 77_000, unit: '头' }).where(example);
    await expectSame();
    await t.db.update(tradeFlows).set({ month: '2026-09' }).where(example);
    await expectSame();
    await t.db.delete(tradeFlows).where(eq(tradeFlows.hs6, '010594'));
    await expectSame();
    const [gone] = await t.db
      .execute(sql`select count(*)::int as n from trade_flow_months where hs6 = '010594'`)
      .then((r) => (r as { rows: { n: number }[] }).rows);
    expect(gone!.n).toBe(0);
  });

  it('is emptied by a truncate', async () => {
    await t.db.execute(sql`truncate trade_flows`);
    const rows = await monthsFromRollup(t.db, '02', FIRST, NEWEST, 'usd');
    expect(rows).toEqual([]);
  });
});
