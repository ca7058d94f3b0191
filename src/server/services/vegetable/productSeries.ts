/**
 * getEchart's series for one product, aggregated in SQL over the (product, date) index, never row by row here.
 * National: per day the mean of the markets' averages, and a band of the mean low and mean high (the typical
 * market's spread; min of lows / max of highs would mostly show the gap between producing and consuming regions,
 * which the per-market view shows better). Markets: one line per market. Seasonal: weekly means by ISO week, this ISO
 * year against the three before (their min–max by week and their mean).
 */
import { addDays } from '#lib/chinaTime.ts';
import { and, asc, eq, gte, inArray, lte, max, sql } from 'drizzle-orm';
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { vegetableMarkets, vegetablePrices } from '#server/db/schema/index.ts';
import { VEG_RANGE_DAYS, type VegRange } from '#lib/vegetable/access.ts';
import { VEG_DETAIL_MSG, VEG_MSG } from '#lib/vegetable/messages.ts';
import type { VegSeries } from '#lib/vegetable/types.ts';
import type { VegProductRow } from './productByName.ts';

const round2 = (v: number | null | undefined) => (v == null ? null : Math.round(v * 100) / 100);
const avgOf = (col: typeof vegetablePrices.avg) => sql<number>`avg(${col})::float8`.mapWith(Number);

export interface SeriesRequest {
  range: VegRange;
  markets: number[];
  seasonal: boolean;
}

async function lastDay(db: Db, productId: number): Promise<string | null> {
  const [row] = await db
    .select({ d: max(vegetablePrices.date) })
    .from(vegetablePrices)
    .where(eq(vegetablePrices.productId, productId));
  return row?.d ?? null;
}

/** Every day from `from` to `to`, so gaps show as gaps (null) rather than as a joined line. */
function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

export async function productSeries(db: Db, product: VegProductRow, q: SeriesRequest): Promise<VegSeries> {
  const head = { product: { id: product.id, name: product.name, unit: product.unit }, range: q.range };
  const end = await lastDay(db, product.id);
  if (q.seasonal) return seasonalSeries(db, product, head, end);
  const mode = q.markets.length ? ('markets' as const) : ('national' as const);
  let marketNames = new Map<number, string>();
  if (q.markets.length) {
    const found = await db
      .select({ id: vegetableMarkets.id, name: vegetableMarkets.shortName })
      .from(vegetableMarkets)
      .where(inArray(vegetableMarkets.id, q.markets));
    if (found.length !== new Set(q.markets).size) throw new Refusal(VEG_MSG.unknownMarket);
    marketNames = new Map(found.map((m) => [m.id, m.name]));
  }
  if (!end) return { ...head, mode, x: [], lines: [], band: null, demo: product.isDemo };
  const from = addDays(end, 1 - VEG_RANGE_DAYS[q.range]);
  const x = daysBetween(from, end);
  const at = new Map(x.map((d, i) => [d, i]));
  const inRange = and(
    eq(vegetablePrices.productId, product.id),
    gte(vegetablePrices.date, from),
    lte(vegetablePrices.date, end),
  );
  if (mode === 'national') {
    const rows = await db
      .select({
        date: vegetablePrices.date,
        avg: avgOf(vegetablePrices.avg),
        low: avgOf(vegetablePrices.low),
        high: avgOf(vegetablePrices.high),
        demo: sql<boolean>`bool_or(${vegetablePrices.isDemo})`,
      })
      .from(vegetablePrices)
      .where(inRange)
      .groupBy(vegetablePrices.date)
      .orderBy(asc(vegetablePrices.date));
    const values = x.map(() => null as number | null);
    const low = [...values];
    const high = [...values];
    for (const r of rows) {
      const i = at.get(r.date)!;
      values[i] = round2(r.avg);
      low[i] = round2(r.low);
      high[i] = round2(r.high);
    }
    return {
      ...head,
      mode,
      x,
      lines: [{ name: VEG_DETAIL_MSG.national, values }],
      band: { name: VEG_DETAIL_MSG.band, low, high },
      demo: product.isDemo || rows.some((r) => r.demo),
    };
  }
  const rows = await db
    .select({
      marketId: vegetablePrices.marketId,
      date: vegetablePrices.date,
      avg: vegetablePrices.avg,
      demo: vegetablePrices.isDemo,
    })
    .from(vegetablePrices)
    .where(and(inRange, inArray(vegetablePrices.marketId, q.markets)));
  const lines = [...new Set(q.markets)].map((id) => ({
    name: marketNames.get(id)!,
    market_id: id,
    values: x.map(() => null as number | null),
  }));
  const lineOf = new Map(lines.map((l) => [l.market_id, l]));
  for (const r of rows) lineOf.get(r.marketId)!.values[at.get(r.date)!] = round2(r.avg);
  return { ...head, mode, x, lines, band: null, demo: product.isDemo || rows.some((r) => r.demo) };
}

/** ISO year of a day (the year its week belongs to). */
function isoYear(day: string): number {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 3 - ((d.getUTCDay() + 6) % 7));
  return d.getUTCFullYear();
}

async function seasonalSeries(
  db: Db,
  product: VegProductRow,
  head: Pick<VegSeries, 'product' | 'range'>,
  end: string | null,
): Promise<VegSeries> {
  const year = isoYear(end ?? new Date().toISOString().slice(0, 10));
  const first = year - 3;
  const weeks = Array.from({ length: 53 }, (_, i) => i + 1);
  const x = weeks.map(String);
  const empty = () => weeks.map(() => null as number | null);
  const current = empty();
  const low = empty();
  const high = empty();
  const mean = empty();
  let demo = product.isDemo;
  if (end) {
    const isoYearOf = sql<number>`extract(isoyear from ${vegetablePrices.date})::int`.mapWith(Number);
    const weekOf = sql<number>`extract(week from ${vegetablePrices.date})::int`.mapWith(Number);
    const rows = await db
      .select({
        year: isoYearOf,
        week: weekOf,
        avg: avgOf(vegetablePrices.avg),
        demo: sql<boolean>`bool_or(${vegetablePrices.isDemo})`,
      })
      .from(vegetablePrices)
      .where(
        and(
          eq(vegetablePrices.productId, product.id),
          // An ISO year starts at most 3 days before 1 January.
          gte(vegetablePrices.date, `${first - 1}-12-28`),
          lte(vegetablePrices.date, end),
        ),
      )
      .groupBy(isoYearOf, weekOf);
    const past = weeks.map(() => [] as number[]);
    for (const r of rows) {
      demo ||= r.demo;
      if (r.year === year) current[r.week - 1] = round2(r.avg);
      else if (r.year >= first && r.year < year) past[r.week - 1]!.push(r.avg);
    }
    past.forEach((vs, i) => {
      if (!vs.length) return;
      low[i] = round2(Math.min(...vs));
      high[i] = round2(Math.max(...vs));
      mean[i] = round2(vs.reduce((a, b) => a + b, 0) / vs.length);
    });
  }
  return {
    ...head,
    mode: 'seasonal',
    x,
    lines: [
      { name: VEG_DETAIL_MSG.thisYear(year), values: current },
      { name: VEG_DETAIL_MSG.seasonalMean(first, year - 1), values: mean },
    ],
    band: { name: VEG_DETAIL_MSG.seasonalBand(first, year - 1), low, high },
    demo,
  };
}
