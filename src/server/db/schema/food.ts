/** 食物营养: the two-level category tree and the foods with their nutrients per 100 g edible portion (USDA SR Legacy). */
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { NUTRIENTS, USDA_SOURCE, type NutrientKey } from '#lib/food/nutrients.ts';
import type { FoodServing } from '#lib/food/types.ts';
import { updatedAt } from './columns.ts';

/** 谷类及制品 › 小麦 …: first level 1–20, second level `<first>01…` (categories.csv; the legacy list URLs use them). */
export const foodCategories = pgTable('food_categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 40 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

type NutrientColumn = ReturnType<typeof doublePrecision>;

/**
 * One column per nutrient (#lib/food/nutrients.ts), so ranking a category by any of them reads the category's rows
 * through its index and sorts a few hundred numbers; null where the source has no value.
 */
const nutrientColumns = Object.fromEntries(
  NUTRIENTS.map((n) => [n.key, doublePrecision(n.column)]),
) as Record<NutrientKey, NutrientColumn>;

/** A food; searchable by name, aliases, pinyin and initials (search_text, the food_search migration). */
export const foods = pgTable(
  'foods',
  {
    id: serial('id').primaryKey(),
    /** The source's code (the SR28 NDB number, 09003): the detail page's address. */
    code: varchar('code', { length: 8 }).notNull().unique(),
    name: varchar('name', { length: 60 }).notNull(),
    /** Other names people type, separated by '、' (土豆、洋芋). */
    aliases: text('aliases').notNull().default(''),
    /** A second-level category; `firstId` its parent, kept here so ranking within a first level reads one index. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => foodCategories.id),
    firstId: integer('first_id').notNull(),
    /** Where the figures come from: the source's name of the food (APPLES, RAW, WITH SKIN) and the dataset. */
    sourceTitle: text('source_title').notNull().default(''),
    source: varchar('source', { length: 40 }).notNull().default(USDA_SOURCE),
    /** Household measures with their grams. */
    servings: jsonb('servings').$type<FoodServing[]>().notNull().default([]),
    /** Refuse in percent of the food as bought (edible share = 100 − refuse). */
    refuse: doublePrecision('refuse'),
    /** The 蔬菜行情 product this raw vegetable is (its price per 100 kcal), or null. */
    vegetable: varchar('vegetable', { length: 20 }),
    /** Pinyin of the name's common part and the aliases (pingguo), and their initials (pg), filled at write time. */
    pinyin: text('pinyin').notNull().default(''),
    initials: text('initials').notNull().default(''),
    /** Order on the home page's popular list (0: not listed). */
    popular: integer('popular').notNull().default(0),
    ...nutrientColumns,
    updatedAt: updatedAt(),
  },
  (t) => [index('foods_category_idx').on(t.categoryId), index('foods_first_idx').on(t.firstId)],
);

/** The vendored dataset's version in this database: the seed loads foods.json only when it changed. */
export const foodDataset = pgTable('food_dataset', {
  key: varchar('key', { length: 20 }).primaryKey(),
  version: varchar('version', { length: 40 }).notNull(),
});
