/** The trade API tests' database: a 26-month demo window and worked examples under a code the demo leaves empty. */
import { tradeFlows } from '#server/db/schema/index.ts';
import { seedDemoTrade } from '#server/db/demo/tradeSeed.ts';
import { monthsBetween } from '#lib/trade/months.ts';
import { testApp } from './support.ts';

/** Seed day: 2026-10 is the newest published month (out on 2026-11-20). */
export const TRADE_NOW = new Date('2026-11-24T04:00:00Z');
export const NEWEST = '2026-10';
export const FIRST = '2024-09';
/** In-shell almonds: no demo flows, so the figures below are the whole product. */
export const EXAMPLE_CODE = '080211';
export const US = '502';
export const AU = '601';

/**
 * Worked example (imports of 080211):
 * - US every month of 2026 to October: 100,000 USD (710,000 RMB), 10,000 kg; every month of 2025 to October: 80,000 USD
 *   (560,000 RMB), 8,000 kg.
 * - Australia in 2026-10 only: 50,000 USD (355,000 RMB), 4,000 kg.
 * So October 2026: 150,000 USD, +87.5 % on the year, the US 66.7 % (+25.0 %), Australia 33.3 % (no year before);
 * January–October 2026: 1,050,000 USD against 800,000 (+31.3 %), the US 95.2 %.
 */
export async function tradeApp() {
  const t = await testApp({ now: () => TRADE_NOW });
  await seedDemoTrade(t.db, TRADE_NOW, { months: 26 });
  const rows: (typeof tradeFlows.$inferInsert)[] = [];
  const flow = (month: string, partner: string, usd: number, rmb: number, quantity: number) =>
    rows.push({
      month,
      hs6: EXAMPLE_CODE,
      partner,
      direction: 'import',
      valueUsd: usd,
      valueRmb: rmb,
      quantity,
    });
  for (const m of monthsBetween('2026-01', '2026-10')) flow(m, US, 100_000, 710_000, 10_000);
  for (const m of monthsBetween('2025-01', '2025-10')) flow(m, US, 80_000, 560_000, 8_000);
  flow('2026-10', AU, 50_000, 355_000, 4_000);
  await t.db.insert(tradeFlows).values(rows);
  return t;
}

/** An import of 1,000 USD (7,100 RMB) of a code from a partner in a month, with its quantity and unit as given. */
export const importRow = (
  month: string,
  hs6: string,
  partner: string,
  quantity: number | null,
  unit: string,
) => ({
  month,
  hs6,
  partner,
  direction: 'import',
  valueUsd: 1_000,
  valueRmb: 7_100,
  quantity,
  unit,
});
