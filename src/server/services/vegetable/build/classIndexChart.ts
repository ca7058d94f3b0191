/** Build query: the weekly class index of the last 52 weeks, 'all' first, then the classes in their order. */
import { addDays } from '#lib/chinaTime.ts';
import { asc, gte, max } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { vegetableClasses, vegetableClassIndex } from '#server/db/schema/index.ts';
import type { VegClassIndexChart } from '#lib/vegetable/types.ts';
import { ALL_CLASSES } from '#server/services/vegetable/classIndex.ts';

export const CLASS_INDEX_WEEKS = 52;
const ALL_NAME = '蔬菜价格总指数';

export async function classIndexChart(db: Db, weeks = CLASS_INDEX_WEEKS): Promise<VegClassIndexChart> {
  const [last] = await db.select({ w: max(vegetableClassIndex.week) }).from(vegetableClassIndex);
  if (!last?.w) return { weeks: [], series: [], demo: false };
  const from = addDays(last.w, -7 * (weeks - 1));
  const [rows, classes] = await Promise.all([
    db.select().from(vegetableClassIndex).where(gte(vegetableClassIndex.week, from)),
    db.select().from(vegetableClasses).orderBy(asc(vegetableClasses.sort), asc(vegetableClasses.id)),
  ]);
  const weekList = [...new Set(rows.map((r) => r.week))].sort();
  const at = new Map(weekList.map((w, i) => [w, i]));
  const order = [{ key: ALL_CLASSES, name: ALL_NAME }, ...classes.map((c) => ({ key: c.key, name: c.name }))];
  const series = order.map((c) => ({ ...c, values: weekList.map(() => null as number | null) }));
  const byKey = new Map(series.map((s) => [s.key, s]));
  for (const r of rows) {
    const s = byKey.get(r.classKey);
    if (s) s.values[at.get(r.week)!] = r.value;
  }
  return {
    weeks: weekList,
    series: series.filter((s) => s.values.some((v) => v !== null)),
    demo: rows.some((r) => r.isDemo),
  };
}

export const vegetableChartQueries = {
  /** The class index chart of the list page (52 weeks). */
  vegClassIndexChart: (db: Db) => classIndexChart(db),
};
