/**
 * getDetail: one product's latest national average (the mean of its markets' averages that day), its change against
 * the previous day with prices and the same day a week before, and its markets that day, dearest first.
 */
import { addDays } from '#lib/chinaTime.ts';
import { and, desc, eq, inArray, lt, max, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { vegetableMarkets, vegetablePrices } from '#server/db/schema/index.ts';
import { DIVISIONS } from '#server/services/accounts/divisions.ts';
import { changePercent } from '#lib/figures/format.ts';
import type { VegDetail, VegRankedMarket } from '#lib/vegetable/types.ts';
import type { VegProductRow } from './productByName.ts';

const provinceName = (code: string) => DIVISIONS.find((d) => d.code === code)?.name ?? '';

async function nationalAverage(db: Db, productId: number, day: string | null): Promise<number | null> {
  if (!day) return null;
  const [row] = await db
    .select({ v: sql<number | null>`avg(${vegetablePrices.avg})::float8`.mapWith(Number) })
    .from(vegetablePrices)
    .where(and(eq(vegetablePrices.productId, productId), eq(vegetablePrices.date, day)));
  return row?.v ?? null;
}

async function dayBefore(db: Db, productId: number, day: string): Promise<string | null> {
  const [row] = await db
    .select({ d: max(vegetablePrices.date) })
    .from(vegetablePrices)
    .where(and(eq(vegetablePrices.productId, productId), lt(vegetablePrices.date, day)));
  return row?.d ?? null;
}

/**
 * A product's national average on its latest day, rounded to the fen, and whether that day's figures are generated:
 * one query, for callers that need the price alone (食物营养's price per 100 kcal).
 */
export async function latestNationalAverage(
  db: Db,
  product: Pick<VegProductRow, 'id' | 'isDemo'>,
): Promise<{ date: string | null; average: number | null; demo: boolean }> {
  const latest = db
    .select({ d: max(vegetablePrices.date) })
    .from(vegetablePrices)
    .where(eq(vegetablePrices.productId, product.id));
  const [row] = await db
    .select({
      date: vegetablePrices.date,
      average: sql<number>`avg(${vegetablePrices.avg})::float8`.mapWith(Number),
      demo: sql<boolean>`bool_or(${vegetablePrices.isDemo})`,
    })
    .from(vegetablePrices)
    .where(and(eq(vegetablePrices.productId, product.id), eq(vegetablePrices.date, sql`(${latest})`)))
    .groupBy(vegetablePrices.date);
  if (!row) return { date: null, average: null, demo: product.isDemo };
  return { date: row.date, average: Math.round(row.average * 100) / 100, demo: product.isDemo || row.demo };
}

export async function productDetail(db: Db, product: VegProductRow): Promise<VegDetail> {
  const [last] = await db
    .select({ d: max(vegetablePrices.date) })
    .from(vegetablePrices)
    .where(eq(vegetablePrices.productId, product.id));
  const date = last?.d ?? null;
  const base = {
    id: product.id,
    name: product.name,
    aliases: product.aliases ? product.aliases.split('、').filter(Boolean) : [],
    class_key: product.classKey,
    class_name: product.className,
    unit: product.unit,
    date,
  };
  if (!date) {
    return { ...base, average: null, change_day: null, change_week: null, markets: [], demo: product.isDemo };
  }
  const previous = await dayBefore(db, product.id, date);
  const [average, averagePrev, averageWeek] = await Promise.all([
    nationalAverage(db, product.id, date),
    nationalAverage(db, product.id, previous),
    nationalAverage(db, product.id, addDays(date, -7)),
  ]);
  const days = previous ? [date, previous] : [date];
  const rows = await db
    .select({
      marketId: vegetablePrices.marketId,
      date: vegetablePrices.date,
      low: vegetablePrices.low,
      avg: vegetablePrices.avg,
      high: vegetablePrices.high,
      origin: vegetablePrices.origin,
      isDemo: vegetablePrices.isDemo,
      market: vegetableMarkets.name,
      provinceCode: vegetableMarkets.provinceCode,
    })
    .from(vegetablePrices)
    .innerJoin(vegetableMarkets, eq(vegetableMarkets.id, vegetablePrices.marketId))
    .where(and(eq(vegetablePrices.productId, product.id), inArray(vegetablePrices.date, days)))
    .orderBy(desc(vegetablePrices.avg));
  const before = new Map(rows.filter((r) => r.date !== date).map((r) => [r.marketId, r.avg]));
  const today = rows.filter((r) => r.date === date);
  const markets: VegRankedMarket[] = today.map((r) => ({
    market_id: r.marketId,
    market: r.market,
    province: provinceName(r.provinceCode),
    low: r.low,
    avg: r.avg,
    high: r.high,
    origin: r.origin,
    change: before.has(r.marketId) ? changePercent(r.avg, before.get(r.marketId)!) : null,
  }));
  return {
    ...base,
    average: average === null ? null : Math.round(average * 100) / 100,
    change_day: average !== null && averagePrev ? changePercent(average, averagePrev) : null,
    change_week: average !== null && averageWeek ? changePercent(average, averageWeek) : null,
    markets,
    demo: product.isDemo || today.some((r) => r.isDemo),
  };
}
