/**
 * Build queries of the food pages: every food with its category path, and the tree, read ONCE per build (the query's
 * result is kept for the whole build), so the ~600 prebuilt detail pages cost one query, not one each.
 */
import { asc, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { foodCategories, foods } from '#server/db/schema/index.ts';
import type { FoodCategoryTree, FoodDetail } from '#lib/food/types.ts';
import { foodCategoryTree } from './categories.ts';
import { toDetail } from './rows.ts';

/** A food as the pages read it: its detail and the row id its content events name. */
export interface FoodPageData extends FoodDetail {
  id: number;
  /** Order on the home page's popular list (0: not listed). */
  popular: number;
}

export interface FoodBuildData {
  tree: FoodCategoryTree[];
  foods: FoodPageData[];
}

export async function foodBuildData(db: Db): Promise<FoodBuildData> {
  const [tree, rows, categories] = await Promise.all([
    foodCategoryTree(db),
    db.select().from(foods).orderBy(asc(foods.id)),
    db.select().from(foodCategories),
  ]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  return {
    tree,
    foods: rows.map((r) => ({ ...toDetail(r, byId), id: r.id, popular: r.popular })),
  };
}

/** What the static food pages (home, list) show: the tree and the popular foods, not every food. */
export async function foodHomeData(db: Db): Promise<{ tree: FoodCategoryTree[]; popular: FoodPageData[] }> {
  const [tree, rows, categories] = await Promise.all([
    foodCategoryTree(db),
    db.select().from(foods).where(gt(foods.popular, 0)).orderBy(asc(foods.popular)),
    db.select().from(foodCategories),
  ]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  return { tree, popular: rows.map((r) => ({ ...toDetail(r, byId), id: r.id, popular: r.popular })) };
}

export const foodQueries = {
  /** The detail pages of a build: the tree and every food (read only when the build renders food details). */
  foodBuildData: (db: Db) => foodBuildData(db),
  /** The home and list pages, rendered in every publish run (static pages): the tree and the popular foods. */
  foodHomeData: (db: Db) => foodHomeData(db),
};
