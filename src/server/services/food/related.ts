/**
 * getRelatedList: foods of the same second-level category with the closest profile: the distance over the macro
 * nutrients, each scaled to its range within the category, over the nutrients both foods have figures for.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { foodCategories, foods } from '#server/db/schema/index.ts';
import type { NutrientKey } from '#lib/food/nutrients.ts';
import type { FoodItem } from '#lib/food/types.ts';
import { itemColumns, toItem } from './rows.ts';

/** The profile compared: what a food is made of. */
export const PROFILE: readonly NutrientKey[] = ['water', 'energy', 'protein', 'fat', 'carbohydrate', 'fiber'];

export async function relatedFoods(db: Db, code: string, limit: number): Promise<FoodItem[] | null> {
  const [self] = await db.select().from(foods).where(eq(foods.code, code));
  if (!self) return null;
  const profile = Object.fromEntries(PROFILE.map((k) => [k, foods[k]])) as Record<NutrientKey, typeof foods.water>;
  const others = await db
    .select({ ...itemColumns, ...profile })
    .from(foods)
    .leftJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
    .where(and(eq(foods.categoryId, self.categoryId), ne(foods.id, self.id)));
  const range = new Map(
    PROFILE.map((k) => {
      const values = [self[k], ...others.map((o) => o[k])].filter((v): v is number => v !== null);
      return [k, values.length ? Math.max(...values) - Math.min(...values) : 0];
    }),
  );
  const distance = (o: (typeof others)[number]) => {
    let sum = 0;
    let n = 0;
    for (const k of PROFILE) {
      const a = self[k];
      const b = o[k];
      const r = range.get(k)!;
      if (a === null || b === null || r === 0) continue;
      sum += ((a - b) / r) ** 2;
      n += 1;
    }
    return n ? Math.sqrt(sum / n) : Number.POSITIVE_INFINITY;
  };
  return others
    .map((o) => ({ o, d: distance(o) }))
    .sort((x, y) => x.d - y.d || x.o.id - y.o.id)
    .slice(0, limit)
    .map(({ o }) => toItem(o));
}
