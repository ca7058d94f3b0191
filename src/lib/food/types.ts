/** The answers of the food calls (食物营养), read by the pages, the islands and the server. */
import type { Paged } from '#lib/paging.ts';
import type { NutrientKey, NutrientValues } from './nutrients.ts';

export interface FoodServing {
  /** Grams of the household measure. */
  g: number;
  /** The Chinese measure (1杯（切碎）); the source's English when not translated. */
  zh: string;
  en: string;
}

export interface FoodCategory {
  id: number;
  name: string;
  /** Foods filed under it (under its children for a first level). */
  count: number;
}

export interface FoodCategoryTree extends FoodCategory {
  children: FoodCategory[];
}

/** A food in a list, a search answer or a related list: its key nutrients. */
export interface FoodItem {
  code: string;
  name: string;
  aliases: string[];
  category_id: number;
  category_name: string;
  /** Key nutrients per 100 g edible portion (#lib/food/nutrients.ts KEY_NUTRIENTS), null where unknown. */
  nutrients: Partial<NutrientValues>;
}

/** A page of foods (getList, search); `rank_by` names the nutrient the list is sorted by, when sorted. */
export interface FoodPage extends Paged<FoodItem> {
  sort: NutrientKey | null;
  order: 'asc' | 'desc';
}

export interface FoodCategoryPath {
  first: { id: number; name: string };
  second: { id: number; name: string };
}

export interface FoodDetail {
  code: string;
  name: string;
  aliases: string[];
  path: FoodCategoryPath;
  /** Every nutrient per 100 g edible portion, null where the source has none. */
  nutrients: NutrientValues;
  servings: FoodServing[];
  /** Refuse percent as bought; edible share = 100 − refuse (null when unknown). */
  refuse: number | null;
  vegetable: string | null;
  source: string;
  source_title: string;
}

/** Today's price of a food that is a 蔬菜行情 vegetable, and what 100 kcal and 10 g protein of it cost. */
export interface FoodPrice {
  vegetable: string;
  /** The latest day with a national average; null when 蔬菜行情 has none. */
  date: string | null;
  /** 元/公斤 as bought. */
  price: number | null;
  unit: string;
  /** 元, edible share applied; null when the food has no energy or protein figure. */
  per_100kcal: number | null;
  per_10g_protein: number | null;
  demo: boolean;
}

export interface FoodCompare {
  foods: FoodDetail[];
}
