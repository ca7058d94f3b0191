/** Recomputes the weekly class index from the daily prices and stores it (replacing the weeks it covers). */
import { addDays } from '#lib/chinaTime.ts';
import { between } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { vegetableClassIndex } from '#server/db/schema/index.ts';
import { classIndex } from './classIndex.ts';
import { weeklyProductPrices } from './weeklyPrices.ts';

/** The base period: the first year of complete weeks (a whole year, so no season is over-weighted). */
export const BASE_WEEKS = 52;

/** The Monday of the first complete week on or after `from`, and of the last one ending on or before `to`. */
export function completeWeeks(from: string, to: string): { first: string; last: string } {
  const dow = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
  const first = dow(from) === 0 ? from : addDays(from, 7 - dow(from));
  const last = addDays(to, -dow(to) - (dow(to) === 6 ? 0 : 7));
  return { first, last };
}

/** Index rows for every complete week between `from` and `to`; returns how many were written. */
export async function writeClassIndex(
  db: Db,
  opts: { from: string; to: string; isDemo: boolean },
): Promise<number> {
  const { first, last } = completeWeeks(opts.from, opts.to);
  if (first > last) return 0;
  const weekly = await weeklyProductPrices(db, first, addDays(last, 6));
  const weeks = [...new Set(weekly.map((w) => w.week))].sort();
  const rows = classIndex(weekly, weeks.slice(0, BASE_WEEKS));
  await db.transaction(async (tx) => {
    // Derived data: a recomputation replaces whatever the weeks held.
    await tx.delete(vegetableClassIndex).where(between(vegetableClassIndex.week, first, last));
    if (rows.length)
      await tx.insert(vegetableClassIndex).values(rows.map((r) => ({ ...r, isDemo: opts.isDemo })));
  });
  return rows.length;
}
