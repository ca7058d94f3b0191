/**
 * Writes the vegetable demo: catalogue, daily prices (one statement per market, arrays unnested in SQL), the
 * weekly class index computed from them, and the markets' recent weekly reports. Only into an empty price table,
 * unless `replace` (db:demo --scale N), which first removes the demo rows.
 */
import { addDays } from '#lib/chinaTime.ts';
import { eq, sql } from 'drizzle-orm';
import { arrayLiteral } from '#server/db/arrays.ts';
import { bulkLoad } from '#server/db/bulkLoad.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import {
  vegetableClassIndex,
  vegetableMarketReports,
  vegetableMarkets,
  vegetablePrices,
  vegetableProducts,
} from '#server/db/schema/index.ts';
import { analyze } from '#server/services/search/analyze.ts';
import { completeWeeks, writeClassIndex } from '#server/services/vegetable/writeClassIndex.ts';
import { writeVegetableCatalogue } from '#server/db/vegetableReference.ts';
import { vegetableDemo, type PriceColumns, type VegetableDemo } from './vegetableGenerate.ts';
import { marketReport, type MarketProductWeek } from './vegetableReports.ts';

/** Weekly reports per market: the most recent complete weeks. */
const REPORT_WEEKS = 8;

export interface SeedVegetableOptions {
  scale?: number;
  /** Days of prices instead of three years (tests that need the tables filled, not the history). */
  days?: number;
  /** Remove the demo rows first and write them again (db:demo); otherwise only into an empty price table. */
  replace?: boolean;
}

export interface SeedVegetableResult {
  products: number;
  markets: number;
  prices: number;
  indexRows: number;
  reports: number;
}

async function writePrices(db: Db, demo: VegetableDemo, ids: { product: number[]; market: number[] }) {
  let n = 0;
  await bulkLoad(db, 'vegetable_prices', async (tx) => {
    // The next market's rows are generated here while the database writes the last ones (PGlite's worker).
    let writing: Promise<unknown> = Promise.resolve();
    for (const b of demo.batches() as Generator<PriceColumns>) {
      await writing;
      if (!b.avg.length) continue;
      writing = tx.execute(sql`
        insert into vegetable_prices (market_id, product_id, date, low, avg, high, volume, origin, is_demo)
        select ${ids.market[b.market]!}::int, t.product_id, ${demo.firstDay}::date + t.day, t.low, t.avg, t.high,
          t.volume, t.origin, true
        from unnest(${arrayLiteral(b.product.map((i) => ids.product[i]!))}::int[], ${arrayLiteral(b.day)}::int[],
          ${arrayLiteral(b.low)}::numeric[], ${arrayLiteral(b.avg)}::numeric[], ${arrayLiteral(b.high)}::numeric[],
          ${arrayLiteral(b.volume)}::numeric[], ${arrayLiteral(b.origin)}::text[])
          as t(product_id, day, low, avg, high, volume, origin)`);
      n += b.avg.length;
    }
    await writing;
  });
  return n;
}

interface WeekRow {
  market_id: number;
  week: string;
  product: string;
  class_name: string;
  price: string;
  volume: string | null;
}

/** A report per market for each of the last REPORT_WEEKS complete weeks, from the prices just written. */
async function writeReports(db: Db, demo: VegetableDemo, ids: { market: number[] }) {
  const { last } = completeWeeks(demo.firstDay, demo.lastDay);
  const from = addDays(last, -7 * REPORT_WEEKS);
  const result = await db.execute(sql`
    select p.market_id, to_char(date_trunc('week', p.date), 'YYYY-MM-DD') as week, v.name as product,
      c.name as class_name, round(avg(p.avg), 2) as price, sum(p.volume) as volume
    from vegetable_prices p
    join vegetable_products v on v.id = p.product_id
    join vegetable_classes c on c.id = v.class_id
    where p.date between ${from} and ${addDays(last, 6)} and p.is_demo
    group by 1, 2, 3, 4`);
  const rows = rowsOf<WeekRow>(result);
  const grouped = new Map<string, MarketProductWeek[]>();
  for (const r of rows) {
    const key = `${r.market_id}:${r.week}`;
    const list = grouped.get(key) ?? [];
    list.push({
      productName: r.product,
      className: r.class_name,
      price: Number(r.price),
      volume: r.volume === null ? null : Number(r.volume),
    });
    grouped.set(key, list);
  }
  const reports = [];
  for (const [mi, market] of demo.markets.entries()) {
    const id = ids.market[mi]!;
    for (let w = REPORT_WEEKS - 1; w >= 0; w--) {
      const monday = addDays(last, -7 * w);
      const now = grouped.get(`${id}:${monday}`);
      if (!now?.length) continue;
      const report = marketReport(
        market,
        { monday, sunday: addDays(monday, 6) },
        now,
        grouped.get(`${id}:${addDays(monday, -7)}`) ?? [],
      );
      // Published on the Monday after the week, 10:00 Beijing time.
      const publishedAt = new Date(`${addDays(monday, 7)}T02:00:00Z`);
      reports.push({ marketId: id, week: monday, ...report, publishedAt, isDemo: true });
    }
  }
  for (let i = 0; i < reports.length; i += 500)
    await db
      .insert(vegetableMarketReports)
      .values(reports.slice(i, i + 500))
      .onConflictDoNothing();
  return reports.length;
}

/** Removes every demo row (prices, index, reports, then the demo copies of products and markets). */
async function removeDemo(db: Db) {
  await db.delete(vegetablePrices).where(eq(vegetablePrices.isDemo, true));
  await db.delete(vegetableClassIndex).where(eq(vegetableClassIndex.isDemo, true));
  await db.delete(vegetableMarketReports).where(eq(vegetableMarketReports.isDemo, true));
  await db.delete(vegetableProducts).where(eq(vegetableProducts.isDemo, true));
  await db.delete(vegetableMarkets).where(eq(vegetableMarkets.isDemo, true));
}

/** The vegetable demo at `now` (Beijing's calendar day); null when prices exist and `replace` is not set. */
export async function seedDemoVegetables(
  db: Db,
  now: Date,
  opts: SeedVegetableOptions = {},
): Promise<SeedVegetableResult | null> {
  // Every start and page build asks: one row answers it, not a count of the 570k.
  const [any] = await db.select({ day: vegetablePrices.date }).from(vegetablePrices).limit(1);
  if (any && !opts.replace) return null;
  if (opts.replace) await removeDemo(db);
  const demo = vegetableDemo({ now, scale: opts.scale, days: opts.days });
  const ids = await writeVegetableCatalogue(db, demo);
  const prices = await writePrices(db, demo, ids);
  const indexRows = await writeClassIndex(db, { from: demo.firstDay, to: demo.lastDay, isDemo: true });
  const reports = await writeReports(db, demo, ids);
  await analyze(db);
  return { products: demo.products.length, markets: demo.markets.length, prices, indexRows, reports };
}
