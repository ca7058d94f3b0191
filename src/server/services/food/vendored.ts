/** The vendored food selection (src/server/db/reference/food/foods.json, written by scripts/vendor-foods.mjs). */
import { readFileSync } from 'node:fs';
import type { NutrientKey } from '#lib/food/nutrients.ts';
import { referenceFile } from '#server/db/referenceFiles.ts';

export interface VendoredServing {
  /** Grams of the household measure. */
  g: number;
  /** The source's words (1 cup, chopped) and their Chinese (1杯（切碎）), empty when not yet written. */
  en: string;
  zh: string;
}

export interface VendoredFood {
  /** The SR28 NDB number, the food's code on the portal (09003). */
  code: string;
  name: string;
  aliases: string[];
  /** A second-level category id (categories.csv). */
  category: number;
  /** The source's own name of the food (APPLES, RAW, WITH SKIN). */
  title: string;
  /** Per 100 g edible portion, in `nutrients` order; null where the source has none. */
  values: (number | null)[];
  servings: VendoredServing[];
  /** Refuse in percent of the food as bought; edible share = 100 − refuse. */
  refuse: number | null;
  /** The 蔬菜行情 product this raw vegetable is, or null. */
  vegetable: string | null;
}

export interface VendoredFoods {
  source: string;
  /** A hash of the content: the seed skips a database that already holds this version. */
  version: string;
  nutrients: NutrientKey[];
  foods: VendoredFood[];
}

export interface FoodCategoryRow {
  id: number;
  parentId: number | null;
  name: string;
}

export const readVendoredFoods = (): VendoredFoods =>
  JSON.parse(readFileSync(referenceFile('food', 'foods.json'), 'utf8')) as VendoredFoods;

/** categories.csv: `id,parent_id,name`, no quoted fields. */
export function readFoodCategories(): FoodCategoryRow[] {
  const [, ...lines] = readFileSync(referenceFile('food', 'categories.csv'), 'utf8').trim().split(/\r?\n/);
  return lines.map((line) => {
    const [id, parent, name] = line.split(',');
    return { id: Number(id), parentId: parent ? Number(parent) : null, name: name!.trim() };
  });
}
