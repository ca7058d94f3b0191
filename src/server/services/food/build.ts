/**
 * Build queries of the food pages. The full build reads every food with its category path in one query (kept for the
 * whole build), so the ~1,300 detail pages cost one query, not one each; a publish run that plans a few food pages
 * reads those foods and, for their related lists, the other foods of their categories with the compared columns only.
 */
import { asc, gt, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { foods } from '#server/db/schema/index.ts';
import type { NutrientKey } from '#lib/food/nutrients.ts';
import { PROFILE, RELATED_COLUMNS } from '#lib/food/related.ts';
import type { FoodCategoryTree, FoodDetail } from '#lib/food/types.ts';
import { foodCategoryTree } from './categories.ts';
import { selectDetails, toDetail } from './rows.ts';

/** A food as the pages read it: its detail and the row id its content events name. */
export interface FoodPageData extends FoodDetail {
  id: number;
  /** Order on the home page's popular list (0: not listed). */
  popular: number;
}

/** What a detail page's related list reads of another food: the profile compared and the table's columns. */
export interface FoodNeighbour {
  id: number;
  code: string;
  name: string;
  categoryId: number;
  nutrients: Partial<Record<NutrientKey, number | null>>;
}

const NEIGHBOUR_NUTRIENTS: NutrientKey[] = [...new Set([...PROFILE, ...RELATED_COLUMNS])];

export interface FoodBuildData {
  /** The foods whose detail pages this build renders. */
  foods: FoodPageData[];
  /** The foods their related lists choose from: every food of their categories. */
  neighbours: FoodNeighbour[];
}

const toPage = (r: Parameters<typeof toDetail>[0]): FoodPageData => ({
  ...toDetail(r),
  id: r.food.id,
  popular: r.food.popular,
});

const neighbourOf = (f: FoodPageData): FoodNeighbour => ({
  id: f.id,
  code: f.code,
  name: f.name,
  categoryId: f.path.second.id,
  nutrients: Object.fromEntries(NEIGHBOUR_NUTRIENTS.map((k) => [k, f.nutrients[k]])),
});

/** `ids`: the planned foods of a publish run; null in the full build (every food, one query). */
export async function foodBuildData(db: Db, ids: number[] | null = null): Promise<FoodBuildData> {
  if (ids === null) {
    const all = (await selectDetails(db).orderBy(asc(foods.id))).map(toPage);
    return { foods: all, neighbours: all.map(neighbourOf) };
  }
  if (!ids.length) return { foods: [], neighbours: [] };
  const planned = (await selectDetails(db).where(inArray(foods.id, ids)).orderBy(asc(foods.id))).map(toPage);
  const categories = [...new Set(planned.map((f) => f.path.second.id))];
  const neighbours: FoodNeighbour[] = categories.length
    ? await db
        .select({
          id: foods.id,
          code: foods.code,
          name: foods.name,
          categoryId: foods.categoryId,
          nutrients: Object.fromEntries(NEIGHBOUR_NUTRIENTS.map((k) => [k, foods[k]])) as Record<
            NutrientKey,
            typeof foods.water
          >,
        })
        .from(foods)
        .where(inArray(foods.categoryId, categories))
        .orderBy(asc(foods.id))
    : [];
  return { foods: planned, neighbours };
}

/** What the static food pages (home, list) show: the tree and the popular foods, not every food. */
export async function foodHomeData(db: Db): Promise<{ tree: FoodCategoryTree[]; popular: FoodPageData[] }> {
  const [tree, rows] = await Promise.all([
    foodCategoryTree(db),
    selectDetails(db).where(gt(foods.popular, 0)).orderBy(asc(foods.popular)),
  ]);
  return { tree, popular: rows.map(toPage) };
}

export const foodQueries = {
  /** The detail pages of a build: every food (`ids` null), or a publish run's planned foods and their categories'. */
  foodBuildData: (db: Db, ids: number[] | null) => foodBuildData(db, ids),
  /** The home and list pages, rendered in every publish run (static pages): the tree and the popular foods. */
  foodHomeData: (db: Db) => foodHomeData(db),
};
