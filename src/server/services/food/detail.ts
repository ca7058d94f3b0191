/** getDetail: everything of one food and its category path. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { foods } from '#server/db/schema/index.ts';
import type { FoodDetail } from '#lib/food/types.ts';
import { foodsWhere } from './rows.ts';

export async function foodDetail(db: Db, code: string): Promise<FoodDetail | null> {
  const [food] = await foodsWhere(db, eq(foods.code, code));
  return food ?? null;
}

/** compare: the foods of `codes` in the order given, and the codes no food has. */
export async function foodsByCodes(
  db: Db,
  codes: string[],
): Promise<{ foods: FoodDetail[]; unknown: string[] }> {
  const found = new Map((await foodsWhere(db, inArray(foods.code, codes))).map((f) => [f.code, f]));
  return {
    foods: codes.map((c) => found.get(c)).filter((f): f is FoodDetail => f !== undefined),
    unknown: codes.filter((c) => !found.has(c)),
  };
}
