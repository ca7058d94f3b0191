/**
 * The price of a food that is a 蔬菜行情 vegetable: its national average on the latest day (the vegetable service's
 * own figure) and what 100 kcal and 10 g of protein of it cost, the edible share applied (price is per kg as bought).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { foods } from '#server/db/schema/index.ts';
import type { FoodPrice } from '#lib/food/types.ts';
import { productByName } from '#server/services/vegetable/productByName.ts';
import { latestNationalAverage } from '#server/services/vegetable/productDetail.ts';

/** Yuan for `grams` of edible portion at `yuanPerKg` as bought, rounded to the fen; null when nothing is edible. */
export function costOfEdible(yuanPerKg: number, grams: number, refuse: number | null): number | null {
  const edible = (100 - (refuse ?? 0)) / 100;
  if (!(edible > 0)) return null;
  return Math.round(((yuanPerKg * grams) / 1000 / edible) * 100) / 100;
}

/** The figures of a price: null where the food has no energy or protein figure (or none above 0). */
export function priceFigures(food: PricedFood, yuanPerKg: number | null) {
  const { energy, protein, refuse } = food;
  return {
    per_100kcal: yuanPerKg !== null && energy ? costOfEdible(yuanPerKg, (100 * 100) / energy, refuse) : null,
    per_10g_protein:
      yuanPerKg !== null && protein ? costOfEdible(yuanPerKg, (10 * 100) / protein, refuse) : null,
  };
}

/** What a price needs of a food: its product and the figures per edible gram. */
interface PricedFood {
  vegetable: string | null;
  refuse: number | null;
  energy: number | null;
  protein: number | null;
}

/** The price of the food of `code`: 'unknown' for no such food, null for a food that is no 蔬菜行情 vegetable. */
export async function foodPrice(db: Db, code: string): Promise<FoodPrice | null | 'unknown'> {
  const [food] = await db
    .select({
      vegetable: foods.vegetable,
      refuse: foods.refuse,
      energy: foods.energy,
      protein: foods.protein,
    })
    .from(foods)
    .where(eq(foods.code, code));
  if (!food) return 'unknown';
  if (!food.vegetable) return null;
  const product = await productByName(db, food.vegetable);
  const latest = product ? await latestNationalAverage(db, product) : null;
  const price = latest?.average ?? null;
  return {
    vegetable: food.vegetable,
    date: latest?.date ?? null,
    price,
    unit: product?.unit ?? '元/公斤',
    ...priceFigures(food, price),
    demo: latest?.demo ?? false,
  };
}
