/** getClassIndex: the latest week's value and change of every class and the whole, and their weekly history. */
import { and, asc, desc, eq, gte, lte, max } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { vegetableClasses, vegetableClassIndex } from '#server/db/schema/index.ts';
import { VEG_LIST_MSG } from '#lib/vegetable/messages.ts';
import type { VegClassIndex } from '#lib/vegetable/types.ts';
import { ALL_CLASSES } from './classIndex.ts';
import { addDays, mondayOf } from '#lib/chinaTime.ts';

/** The chart's default span: a year of weeks, the latest included. */
export const INDEX_DEFAULT_WEEKS = 52;

export async function classIndexHistory(
  db: Db,
  range: { from?: string; to?: string },
): Promise<VegClassIndex> {
  const [[latestRow], classes] = await Promise.all([
    db.select({ week: max(vegetableClassIndex.week) }).from(vegetableClassIndex),
    db
      .select({ key: vegetableClasses.key, name: vegetableClasses.name })
      .from(vegetableClasses)
      .orderBy(asc(vegetableClasses.sort), asc(vegetableClasses.id)),
  ]);
  const latest = latestRow?.week ?? null;
  const names = [{ key: ALL_CLASSES, name: VEG_LIST_MSG.allIndex }, ...classes];
  if (!latest) {
    return {
      latest_week: null,
      cards: names.map((c) => ({ ...c, value: null, change: null })),
      weeks: [],
      series: {},
      demo: false,
    };
  }
  const to = range.to ? mondayOf(range.to) : latest;
  const from = range.from ? mondayOf(range.from) : addDays(to, -7 * (INDEX_DEFAULT_WEEKS - 1));
  const [latestRows, history] = await Promise.all([
    db.select().from(vegetableClassIndex).where(eq(vegetableClassIndex.week, latest)),
    db
      .select()
      .from(vegetableClassIndex)
      .where(and(gte(vegetableClassIndex.week, from), lte(vegetableClassIndex.week, to)))
      .orderBy(asc(vegetableClassIndex.week), desc(vegetableClassIndex.classKey)),
  ]);
  const now = new Map(latestRows.map((r) => [r.classKey, r]));
  const weeks = [...new Set(history.map((r) => r.week))];
  const at = new Map(weeks.map((w, i) => [w, i]));
  const series: Record<string, (number | null)[]> = {};
  for (const c of names) series[c.key] = weeks.map(() => null);
  for (const r of history) {
    const line = series[r.classKey];
    if (line) line[at.get(r.week)!] = r.value;
  }
  return {
    latest_week: latest,
    cards: names.map((c) => ({
      ...c,
      value: now.get(c.key)?.value ?? null,
      change: now.get(c.key)?.change ?? null,
    })),
    weeks,
    series,
    demo: latestRows.some((r) => r.isDemo) || history.some((r) => r.isDemo),
  };
}
