/** getCateList: the two-level tree with the number of foods under each category. */
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { foodCategories, foods } from '#server/db/schema/index.ts';
import type { FoodCategoryTree } from '#lib/food/types.ts';

export async function foodCategoryTree(db: Db): Promise<FoodCategoryTree[]> {
  const [categories, counts] = await Promise.all([
    db.select().from(foodCategories).orderBy(asc(foodCategories.sort), asc(foodCategories.id)),
    db.select({ id: foods.categoryId, n: count() }).from(foods).groupBy(foods.categoryId),
  ]);
  const n = new Map(counts.map((c) => [c.id, c.n]));
  const firsts = categories.filter((c) => c.parentId === null);
  return firsts.map((f) => {
    const children = categories
      .filter((c) => c.parentId === f.id)
      .map((c) => ({ id: c.id, name: c.name, count: n.get(c.id) ?? 0 }));
    return { id: f.id, name: f.name, count: children.reduce((s, c) => s + c.count, 0), children };
  });
}

/** One category by id, with whether it is a first level. */
export async function foodCategory(db: Db, id: number) {
  const [row] = await db.select().from(foodCategories).where(eq(foodCategories.id, id));
  return row ?? null;
}
