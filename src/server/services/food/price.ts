/**
 * The price of a food that is a 蔬菜行情 vegetable: its national average on the latest day (the vegetable service's
 * own figure) and what 100 kcal and 10 g of protein of it cost, the edible share applied (price is per kg as bought).
 */
import type { Db } from '#server/db/client.ts';
import type { FoodDetail, FoodPrice } from '#lib/food/types.ts';
import { productByName } from '../vegetable/productByName.ts';
import { productDetail } from '../vegetable/productDetail.ts';

/** Yuan for `grams` of edible portion at `yuanPerKg` as bought, rounded to the fen; null when nothing is edible. */
export function costOfEdible(yuanPerKg: number, grams: number, refuse: number | null): number | null {
  const edible = (100 - (refuse ?? 0)) / 100;
  if (!(edible > 0)) return null;
  return Math.round(((yuanPerKg * grams) / 1000 / edible) * 100) / 100;
}

/** The figures of a price: null where the food has no energy or protein figure (or none above 0). */
export function priceFigures(food: Pick<FoodDetail, 'nutrients' | 'refuse'>, yuanPerKg: number | null) {
  const { energy, protein } = food.nutrients;
  return {
    per_100kcal:
      yuanPerKg !== null && energy ? costOfEdible(yuanPerKg, (100 * 100) / energy, food.refuse) : null,
    per_10g_protein:
      yuanPerKg !== null && protein ? costOfEdible(yuanPerKg, (10 * 100) / protein, food.refuse) : null,
  };
}

export async function foodPrice(db: Db, food: FoodDetail): Promise<FoodPrice | null> {
  if (!food.vegetable) return null;
  const product = await productByName(db, food.vegetable);
  const detail = product ? await productDetail(db, product) : null;
  const price = detail?.average ?? null;
  return {
    vegetable: food.vegetable,
    date: detail?.date ?? null,
    price,
    unit: detail?.unit ?? '元/公斤',
    ...priceFigures(food, price),
    demo: detail?.demo ?? false,
  };
}
