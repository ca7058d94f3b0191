/** The columns the food calls select, and how a row becomes an answer. */
import { eq, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { foodCategories, foods } from '#server/db/schema/index.ts';
import { KEY_NUTRIENTS, NUTRIENT_KEYS, type NutrientKey, type NutrientValues } from '#lib/food/nutrients.ts';
import type { FoodDetail, FoodItem, FoodServing } from '#lib/food/types.ts';

const pick = <K extends NutrientKey>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, foods[k]])) as { [P in K]: (typeof foods)[P] };

export const splitAliases = (aliases: string): string[] => aliases.split('、').filter(Boolean);

/** A list row: code, names, category and the key nutrients. */
const itemColumns = {
  id: foods.id,
  code: foods.code,
  name: foods.name,
  aliases: foods.aliases,
  categoryId: foods.categoryId,
  categoryName: foodCategories.name,
  ...pick(KEY_NUTRIENTS),
};

type ItemRow = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] | null };

/** `extra`: the nutrient a list is ranked by, when it is not a key one (its column shows it). */
export function toItem(
  r: ItemRow & Partial<Record<NutrientKey, number | null>>,
  extra?: NutrientKey | null,
): FoodItem {
  const keys: readonly NutrientKey[] =
    extra && !(KEY_NUTRIENTS as readonly string[]).includes(extra)
      ? [...KEY_NUTRIENTS, extra]
      : KEY_NUTRIENTS;
  return {
    code: r.code!,
    name: r.name!,
    aliases: splitAliases(r.aliases ?? ''),
    category_id: r.categoryId!,
    category_name: r.categoryName ?? '',
    nutrients: Object.fromEntries(keys.map((k) => [k, r[k] ?? null])),
  };
}

/** List rows with their category's name, and `extra` columns (a ranking's nutrient, a total, a profile). */
export const selectItems = <E extends SelectedFields>(db: Db, extra?: E) =>
  db
    .select({ ...itemColumns, ...extra } as typeof itemColumns & E)
    .from(foods)
    .leftJoin(foodCategories, eq(foodCategories.id, foods.categoryId));

export type FoodRow = typeof foods.$inferSelect;

export const allNutrients = (r: FoodRow): NutrientValues =>
  Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, r[k] ?? null])) as NutrientValues;

const firstLevel = alias(foodCategories, 'first_level');
const secondLevel = alias(foodCategories, 'second_level');

/** Whole foods with the names of their two categories, joined (no read of every category). */
export const selectDetails = (db: Db) =>
  db
    .select({ food: foods, firstName: firstLevel.name, secondName: secondLevel.name })
    .from(foods)
    .leftJoin(firstLevel, eq(firstLevel.id, foods.firstId))
    .leftJoin(secondLevel, eq(secondLevel.id, foods.categoryId));

type DetailRow = { food: FoodRow; firstName: string | null; secondName: string | null };

/** The whole of some foods with their category path, in one query. */
export async function foodsWhere(db: Db, where: SQL | undefined): Promise<FoodDetail[]> {
  return (await selectDetails(db).where(where)).map(toDetail);
}

export function toDetail({ food: r, firstName, secondName }: DetailRow): FoodDetail {
  return {
    code: r.code,
    name: r.name,
    aliases: splitAliases(r.aliases),
    path: {
      first: { id: r.firstId, name: firstName ?? '' },
      second: { id: r.categoryId, name: secondName ?? '' },
    },
    nutrients: allNutrients(r),
    servings: (r.servings as FoodServing[]) ?? [],
    refuse: r.refuse,
    vegetable: r.vegetable,
    source: r.source,
    source_title: r.sourceTitle,
  };
}
