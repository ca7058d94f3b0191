/**
 * The food tables every database needs (食物营养 is reference data, production included): the category tree and the
 * vendored foods (reference/food/foods.json). Fast on every start: nothing is read or written when the database
 * already holds the vendored version; a new version upserts the vendored foods by code (foods an editor imported
 * under other codes stay).
 */
import { sql } from 'drizzle-orm';
import { NUTRIENT_KEYS, type NutrientKey } from '#lib/food/nutrients.ts';
import { POPULAR_FOOD_CODES } from '#lib/food/popular.ts';
import { pinyinColumns } from '#server/services/search/pinyin.ts';
import { readFoodCategories, readVendoredFoods } from '#server/services/food/vendored.ts';
import { foodCommonName } from '#server/services/food/names.ts';
import type { Db } from './client.ts';
import { foodCategories, foodDataset, foods } from './schema/index.ts';

const DATASET = 'usda-sr28';

export async function seedFoodReference(db: Db): Promise<void> {
  const [have] = await db.select({ version: foodDataset.version }).from(foodDataset);
  const data = readVendoredFoods();
  if (have?.version === data.version) return;
  const categories = readFoodCategories();
  const firstOf = new Map(categories.map((c) => [c.id, c.parentId ?? c.id]));
  const popular = new Map<string, number>(POPULAR_FOOD_CODES.map((code, i) => [code, i + 1]));
  const nutrientAt = new Map(data.nutrients.map((k, i) => [k, i]));
  await db.transaction(async (tx) => {
    await tx
      .insert(foodCategories)
      .values(categories.map((c, sort) => ({ ...c, sort })))
      .onConflictDoUpdate({
        target: foodCategories.id,
        set: { parentId: sql`excluded.parent_id`, name: sql`excluded.name`, sort: sql`excluded.sort` },
      });
    const rows = data.foods.map((f) => ({
      code: f.code,
      name: f.name,
      aliases: f.aliases.join('、'),
      categoryId: f.category,
      firstId: firstOf.get(f.category)!,
      sourceTitle: f.title,
      source: 'USDA SR Legacy',
      servings: f.servings.map((s) => ({ g: s.g, zh: s.zh || s.en, en: s.en })),
      refuse: f.refuse,
      vegetable: f.vegetable,
      ...pinyinColumns([foodCommonName(f.name), ...f.aliases]),
      popular: popular.get(f.code) ?? 0,
      ...(Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, f.values[nutrientAt.get(k)!] ?? null])) as Record<
        NutrientKey,
        number | null
      >),
    }));
    // Chunks: one statement per few hundred rows keeps the parameter count well under PostgreSQL's 65,535.
    for (let i = 0; i < rows.length; i += 200) {
      const chunk = rows.slice(i, i + 200);
      await tx
        .insert(foods)
        .values(chunk)
        .onConflictDoUpdate({ target: foods.code, set: excludedAll(Object.keys(chunk[0]!)) });
    }
    await tx
      .insert(foodDataset)
      .values({ key: DATASET, version: data.version })
      .onConflictDoUpdate({ target: foodDataset.key, set: { version: data.version } });
  });
}

/** `set` of an upsert taking every given field from the proposed row. */
function excludedAll(fields: string[]) {
  const columns = foods as unknown as Record<string, { name: string }>;
  return Object.fromEntries(fields.map((f) => [f, sql.raw(`excluded."${columns[f]!.name}"`)]));
}
