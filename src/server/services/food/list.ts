/**
 * getList: the foods of a second-level category, or of a whole first level (ranking: 蛋白质最高的豆类), sorted by any
 * nutrient with unknown values last, paged. The category's index finds its rows; the sort is over a few hundred.
 */
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { FOOD_MSG } from '#lib/food/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { foods } from '#server/db/schema/index.ts';
import type { NutrientKey } from '#lib/food/nutrients.ts';
import type { FoodListInput } from '#lib/food/validators.ts';
import type { FoodPage } from '#lib/food/types.ts';
import { foodCategory } from './categories.ts';
import { offsetOf, paged } from '#server/db/paging.ts';
import { selectItems, toItem } from './rows.ts';

/** Refused (FOOD_MSG.unknownCategory) when the category asked for is not one, or the second is not under the first. */
async function categoryWhere(db: Db, input: FoodListInput): Promise<SQL> {
  if (input.second_id !== undefined) {
    const second = await foodCategory(db, input.second_id);
    if (!second || second.parentId === null) throw new Refusal(FOOD_MSG.unknownCategory);
    if (input.first_id !== undefined && second.parentId !== input.first_id)
      throw new Refusal(FOOD_MSG.unknownCategory);
    return eq(foods.categoryId, second.id);
  }
  const first = await foodCategory(db, input.first_id!);
  if (!first || first.parentId !== null) throw new Refusal(FOOD_MSG.unknownCategory);
  return eq(foods.firstId, first.id);
}

/** `order by <nutrient> desc nulls last`: a food with no figure never tops a ranking. */
const nutrientOrder = (key: NutrientKey, order: 'asc' | 'desc'): SQL =>
  order === 'asc' ? sql`${foods[key]} asc nulls last` : sql`${foods[key]} desc nulls last`;

export async function foodList(db: Db, input: FoodListInput): Promise<FoodPage> {
  const where = await categoryWhere(db, input);
  const { sort, order, page, pageSize } = input;
  const rows = await selectItems(db, {
    ...(sort ? { [sort]: foods[sort] } : {}),
    total: sql<number>`count(*) over ()`.mapWith(Number),
  })
    .where(where)
    .orderBy(...(sort ? [nutrientOrder(sort, order)] : []), asc(foods.id))
    .limit(pageSize)
    .offset(offsetOf(input));
  // A page past the last has no row to carry the total.
  const total =
    rows[0]?.total ??
    (page > 1 ? ((await db.select({ n: count() }).from(foods).where(where))[0]?.n ?? 0) : 0);
  return {
    ...paged(
      rows.map((r) => toItem(r, sort)),
      total,
      input,
    ),
    sort: sort ?? null,
    order,
  };
}
