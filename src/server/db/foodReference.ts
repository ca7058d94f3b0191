/**
 * The food tables every database needs (食物营养 is reference data, production included): the category tree and the
 * vendored foods (reference/food/foods.json). Fast on every start: nothing is read or written when the database
 * already holds the vendored version; a new version upserts the vendored foods by code (foods an editor imported
 * under other codes stay).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { NUTRIENT_KEYS, USDA_SOURCE, type NutrientKey } from '#lib/food/nutrients.ts';
import { POPULAR_FOOD_CODES } from '#lib/food/popular.ts';
import { pinyinColumns } from '#server/services/search/pinyin.ts';
import { readFoodCategories, readVendoredFoods } from '#server/services/food/vendored.ts';
import { foodCommonName } from '#server/services/food/names.ts';
import { bulkLoad } from './bulkLoad.ts';
import { excluded } from './excluded.ts';
import type { Db } from './client.ts';
import { foodCategories, foodDataset, foods } from '#server/db/schema/index.ts';

const DATASET = 'usda-sr28';

export async function seedFoodReference(db: Db): Promise<void> {
  const [have] = await db.select({ version: foodDataset.version }).from(foodDataset);
  const data = readVendoredFoods();
  if (have?.version === data.version) return;
  const categories = readFoodCategories();
  const firstOf = new Map(categories.map((c) => [c.id, c.parentId ?? c.id]));
  const popular = new Map<string, number>(POPULAR_FOOD_CODES.map((code, i) => [code, i + 1]));
  const nutrientAt = new Map(data.nutrients.map((k, i) => [k, i]));
  await db
    .insert(foodCategories)
    .values(categories.map((c, sort) => ({ ...c, sort })))
    .onConflictDoUpdate({
      target: foodCategories.id,
      set: {
        parentId: excluded(foodCategories.parentId),
        name: excluded(foodCategories.name),
        sort: excluded(foodCategories.sort),
      },
    });
  const rows = data.foods.map((f) => ({
    code: f.code,
    name: f.name,
    aliases: f.aliases.join('、'),
    categoryId: f.category,
    firstId: firstOf.get(f.category)!,
    sourceTitle: f.title,
    source: USDA_SOURCE,
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
  // One statement with the rows as one JSON parameter (80,000 bound values cost PGlite seconds), the search
  // indexes built once after the rows rather than updated per row: a first start loads 1,300 foods.
  await bulkLoad(db, 'foods', async (tx) => {
    await tx.execute(upsertFromJson(rows));
    await tx
      .insert(foodDataset)
      .values({ key: DATASET, version: data.version })
      .onConflictDoUpdate({ target: foodDataset.key, set: { version: data.version } });
  });
}

/** `insert … select … from jsonb_to_recordset($1) … on conflict (code) do update` of rows keyed by field name. */
function upsertFromJson(rows: Record<string, unknown>[]): SQL {
  const columns = foods as unknown as Record<string, PgColumn>;
  const fields = Object.keys(rows[0] ?? {});
  const names = fields.map((f) => `"${columns[f]!.name}"`);
  const typed = fields.map((f, i) => `${names[i]} ${columns[f]!.getSQLType()}`);
  const json = JSON.stringify(
    rows.map((r) => Object.fromEntries(fields.map((f) => [columns[f]!.name, r[f]]))),
  );
  const updates = fields
    .filter((f) => f !== 'code')
    .map((f) => sql`${sql.identifier(columns[f]!.name)} = ${excluded(columns[f]!)}`);
  return sql`insert into foods (${sql.raw(names.join(', '))}) select ${sql.raw(names.join(', '))}
    from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(typed.join(', '))})
    on conflict ("code") do update set ${sql.join(updates, sql`, `)}`;
}
