/**
 * Writes the 进出口贸易 demo (marked is_demo): the months with their demo USD→RMB rate, the monthly flows (RMB = USD ×
 * the month's rate; one statement per 4,000 rows, arrays unnested in SQL) and demo tariff rates. Only into an empty
 * flow table, unless `replace`, which first removes the demo rows.
 */
import { eq, sql } from 'drizzle-orm';
import { arrayLiteral } from '#server/db/arrays.ts';
import { bulkLoad } from '#server/db/bulkLoad.ts';
import type { Db } from '#server/db/client.ts';
import { tradeFlows, tradeMonths, tradePartners, tradeTariffRates } from '#server/db/schema/index.ts';
import { analyze } from '#server/services/search/analyze.ts';
import { seedTradeReference } from '#server/db/tradeReference.ts';
import type { DemoFlowSpec } from './tradeCatalog.ts';
import { tradeDemo } from './tradeGenerate.ts';
import { demoTariffRates } from './tradeTariffs.ts';

export interface SeedTradeOptions {
  /** Months up to the newest published one (tests: a smaller window). */
  months?: number;
  /** Benchmarks: each code's partners N times (the copies under other partners). */
  scale?: number;
  /** Only these codes (tests). */
  specs?: readonly DemoFlowSpec[];
  replace?: boolean;
}

export interface SeedTradeResult {
  first: string;
  last: string;
  flows: number;
  tariffRates: number;
}

const CHUNK = 4_000;

/** A PostgreSQL array literal of plain values (codes, months, numbers; never quotes or commas). */

async function removeDemo(db: Db) {
  await db.delete(tradeFlows).where(eq(tradeFlows.isDemo, true));
  await db.delete(tradeMonths).where(eq(tradeMonths.isDemo, true));
  await db.delete(tradeTariffRates).where(eq(tradeTariffRates.isDemo, true));
}

export async function seedDemoTrade(
  db: Db,
  now: Date,
  opts: SeedTradeOptions = {},
): Promise<SeedTradeResult | null> {
  // Every start asks: one row answers it.
  const [any] = await db.select({ month: tradeFlows.month }).from(tradeFlows).limit(1);
  if (any && !opts.replace) return null;
  if (opts.replace) await removeDemo(db);
  // The partners the flows name (a no-op once seeded; db:demo may run on a database never started).
  await seedTradeReference(db);
  const partner = new Map(
    (await db.select({ code: tradePartners.code, iso2: tradePartners.iso2 }).from(tradePartners)).map((p) => [
      p.iso2,
      p.code,
    ]),
  );
  const demo = tradeDemo({
    now,
    months: opts.months,
    specs: opts.specs,
    scale: opts.scale,
    partnerPool: [...partner.keys()].sort(),
  });
  const rate = new Map(demo.rates.map((r) => [r.month, r.usdRmb]));
  await db
    .insert(tradeMonths)
    .values(demo.rates.map((r) => ({ ...r, isDemo: true })))
    .onConflictDoNothing();
  await bulkLoad(db, 'trade_flows', async (tx) => {
    for (let i = 0; i < demo.flows.length; i += CHUNK) {
      const rows = demo.flows.slice(i, i + CHUNK);
      await tx.execute(sql`
        insert into trade_flows (month, hs6, partner, direction, value_usd, value_rmb, quantity, unit, is_demo)
        select t.month, t.hs6, t.partner, t.direction, t.usd, t.rmb, t.quantity, t.unit, true
        from unnest(${arrayLiteral(rows.map((r) => r.month))}::text[], ${arrayLiteral(rows.map((r) => r.hs6))}::text[],
          ${arrayLiteral(rows.map((r) => partner.get(r.iso2)!))}::text[], ${arrayLiteral(rows.map((r) => r.direction))}::text[],
          ${arrayLiteral(rows.map((r) => r.valueUsd))}::bigint[],
          ${arrayLiteral(rows.map((r) => Math.round(r.valueUsd * rate.get(r.month)!)))}::bigint[],
          ${arrayLiteral(rows.map((r) => r.quantity))}::numeric[], ${arrayLiteral(rows.map((r) => r.unit))}::text[])
          as t(month, hs6, partner, direction, usd, rmb, quantity, unit)
        on conflict do nothing`);
    }
  });
  const tariffs = demoTariffRates().map((r) => ({ ...r, isDemo: true }));
  await db.insert(tradeTariffRates).values(tariffs).onConflictDoNothing();
  await analyze(db, ['trade_flows', 'trade_months', 'trade_tariff_rates']);
  return { first: demo.first, last: demo.last, flows: demo.flows.length, tariffRates: tariffs.length };
}
