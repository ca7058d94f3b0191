/**
 * The class index again for the weeks a write touched, on the same fixed base as the whole series (the first
 * BASE_WEEKS complete weeks of all prices): reads the base weeks and the touched weeks with a few weeks before them
 * (the previous week for the change, the last price of a product not priced that week), not the whole table.
 */
import { addDays, mondayOf } from '#lib/chinaTime.ts';
import { and, between, eq, max, min, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { vegetableClassIndex, vegetablePrices } from '#server/db/schema/index.ts';
import { classIndex } from './classIndex.ts';
import { weeklyProductPrices } from './weeklyPrices.ts';
import { BASE_WEEKS, completeWeeks, writeClassIndex } from './writeClassIndex.ts';

/** Weeks read before the first touched one. */
const LOOKBACK_WEEKS = 4;

const anyDemo = async (db: Db) =>
  (
    await db
      .select({ x: sql`1` })
      .from(vegetablePrices)
      .where(eq(vegetablePrices.isDemo, true))
      .limit(1)
  ).length > 0;

/**
 * Recompute the complete weeks holding any day in [from, to], the week after, and any week completed since the
 * index was last written; returns the rows written.
 */
export async function writeIndexWeeks(db: Db, from: string, to: string): Promise<number> {
  const [bounds] = await db
    .select({ first: min(vegetablePrices.date), last: max(vegetablePrices.date) })
    .from(vegetablePrices);
  if (!bounds?.first || !bounds.last) return 0;
  const all = completeWeeks(bounds.first, bounds.last);
  const baseLast = addDays(all.first, (BASE_WEEKS - 1) * 7);
  // Weeks that ended since the index was last written are computed too: the first write of a new week does it.
  const [stored] = await db.select({ week: max(vegetableClassIndex.week) }).from(vegetableClassIndex);
  const missing = stored?.week ? addDays(stored.week, 7) : all.first;
  const touched = mondayOf(from) < missing ? mondayOf(from) : missing;
  const first = touched < all.first ? all.first : touched;
  const lastTouched = addDays(mondayOf(to), 7);
  const last = lastTouched > all.last ? all.last : lastTouched;
  if (first > last) return 0;
  // A write inside the base period moves the base itself: every week again.
  if (first <= baseLast)
    return writeClassIndex(db, { from: bounds.first, to: bounds.last, isDemo: await anyDemo(db) });
  const readFrom = addDays(first, -LOOKBACK_WEEKS * 7);
  const baseEnd = addDays(baseLast, 6);
  // Touched weeks near the base: one read from the start; else the base and the touched weeks, apart.
  const weekly =
    readFrom <= baseEnd
      ? await weeklyProductPrices(db, all.first, addDays(last, 6))
      : [
          ...(await weeklyProductPrices(db, all.first, baseEnd)),
          ...(await weeklyProductPrices(db, readFrom, addDays(last, 6))),
        ];
  const baseWeeks = [...new Set(weekly.map((r) => r.week))]
    .filter((w) => w <= baseLast)
    .sort()
    .slice(0, BASE_WEEKS);
  const rows = classIndex(weekly, baseWeeks).filter((r) => r.week >= first && r.week <= last);
  const [demo] = await db
    .select({ any: sql<boolean>`coalesce(bool_or(${vegetablePrices.isDemo}), false)` })
    .from(vegetablePrices)
    .where(between(vegetablePrices.date, first, addDays(last, 6)));
  await db.transaction(async (tx) => {
    await tx.delete(vegetableClassIndex).where(and(between(vegetableClassIndex.week, first, last)));
    if (rows.length)
      await tx.insert(vegetableClassIndex).values(rows.map((r) => ({ ...r, isDemo: Boolean(demo?.any) })));
  });
  return rows.length;
}
