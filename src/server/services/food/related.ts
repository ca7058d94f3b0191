/** getRelatedList: foods of the same second-level category with the closest profile (#lib/food/related.ts). */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { foods } from '#server/db/schema/index.ts';
import type { NutrientKey } from '#lib/food/nutrients.ts';
import { closestFoods, PROFILE } from '#lib/food/related.ts';
import type { FoodItem } from '#lib/food/types.ts';
import { selectItems, toItem } from './rows.ts';

const profileColumns = Object.fromEntries(PROFILE.map((k) => [`p_${k}`, foods[k]])) as Record<
  `p_${NutrientKey}`,
  typeof foods.water
>;

export async function relatedFoods(db: Db, code: string, limit: number): Promise<FoodItem[] | null> {
  const [self] = await db.select().from(foods).where(eq(foods.code, code));
  if (!self) return null;
  const rows = await selectItems(db, profileColumns).where(
    and(eq(foods.categoryId, self.categoryId), ne(foods.id, self.id)),
  );
  const profiled = rows.map((r) => ({
    row: r,
    id: r.id,
    nutrients: Object.fromEntries(PROFILE.map((k) => [k, r[`p_${k}`]])),
  }));
  const me = { id: self.id, nutrients: Object.fromEntries(PROFILE.map((k) => [k, self[k]])) };
  return closestFoods(me, profiled, limit).map((p) => toItem(p.row));
}
