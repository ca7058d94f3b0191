/**
 * Foods as an import family: an editor loads or corrects foods (code, names, category, nutrients per 100 g edible
 * portion), upserted on the code. A blank nutrient cell keeps the figure a food had (unknown for a new one). Every
 * food written logs a content event, so its detail page, its category's pages and the cached answers follow.
 */
import { inArray, type Column } from 'drizzle-orm';
import { excluded } from '#server/db/excluded.ts';
import type { Db } from '#server/db/client.ts';
import { foodCategories, foods } from '#server/db/schema/index.ts';
import { FOOD_IMPORT_MSG } from '#lib/food/messages.ts';
import { NUTRIENTS, USDA_SOURCE, type NutrientKey } from '#lib/food/nutrients.ts';
import { foodImportRowSchema, type FoodImportRow } from '#lib/food/validators.ts';
import type { ImportFamily, RowCheck } from '#server/services/imports/family.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvents } from '#server/services/content/events.ts';
import type { Actor } from '#server/services/content/lifecycle.ts';
import { pinyinColumns } from '#server/services/search/pinyin.ts';
import { foodCommonName } from './names.ts';

/** A row once its category is checked (prepare adds its first level). */
export type FoodImportRecord = FoodImportRow & { firstId?: number };

const aliasesOf = (text: string | undefined) =>
  (text ?? '')
    .split(/[|、]/)
    .map((a) => a.trim())
    .filter(Boolean);

async function prepare(db: Db): Promise<RowCheck<FoodImportRecord>> {
  const categories = await db.select().from(foodCategories);
  const parent = new Map(categories.filter((c) => c.parentId !== null).map((c) => [c.id, c.parentId!]));
  return (row) => {
    const firstId = parent.get(row.category_id);
    if (firstId === undefined)
      return { field: 'category_id', reason: FOOD_IMPORT_MSG.categoryUnknown(row.category_id) };
    return { row: { ...row, firstId } };
  };
}

/** The category a food had before this import, when the import moves it. */
const movedFrom = (was: number | undefined, now: number | undefined) =>
  was !== undefined && was !== now ? { categoryId: was } : null;

async function writeFoods(tx: Db, rows: FoodImportRecord[], by: Actor) {
  const existing = await tx
    .select()
    .from(foods)
    .where(
      inArray(
        foods.code,
        rows.map((r) => r.code),
      ),
    );
  const old = new Map(existing.map((e) => [e.code, e]));
  const values = rows.map((r) => {
    const o = old.get(r.code);
    const aliases =
      r.aliases === undefined ? (o ? o.aliases.split('、').filter(Boolean) : []) : aliasesOf(r.aliases);
    const nutrients = Object.fromEntries(
      NUTRIENTS.map((n) => [n.key, r[n.key] ?? o?.[n.key] ?? null]),
    ) as Record<NutrientKey, number | null>;
    return {
      code: r.code,
      name: r.name,
      aliases: aliases.join('、'),
      categoryId: r.category_id,
      firstId: r.firstId!,
      sourceTitle: o?.sourceTitle ?? '',
      source: r.source ?? o?.source ?? '编辑导入',
      servings: o?.servings ?? [],
      refuse: r.refuse ?? o?.refuse ?? null,
      vegetable: o?.vegetable ?? null,
      ...pinyinColumns([foodCommonName(r.name), ...aliases]),
      popular: o?.popular ?? 0,
      ...nutrients,
      updatedAt: by.now,
    };
  });
  const columns = foods as unknown as Record<string, Column>;
  const written = await tx
    .insert(foods)
    .values(values)
    .onConflictDoUpdate({
      target: foods.code,
      set: Object.fromEntries(
        Object.keys(values[0]!)
          .filter((f) => f !== 'code')
          .map((f) => [f, excluded(columns[f]!)]),
      ),
    })
    .returning({ id: foods.id, code: foods.code });
  const categoryOf = new Map(rows.map((r) => [r.code, r.category_id]));
  await logContentEvents(
    tx,
    written.map((w) => ({
      entity: CONTENT_ENTITY.food,
      id: w.id,
      action: old.has(w.code) ? CONTENT_ACTION.update : CONTENT_ACTION.publish,
      uid: by.uid,
      at: by.now,
      // A food moved to another category: the old category's pages list it as related until re-rendered.
      before: movedFrom(old.get(w.code)?.categoryId, categoryOf.get(w.code)),
    })),
  );
  return { inserted: rows.length - old.size, updated: old.size };
}

/** The template's example row: the apple's figures (USDA SR Legacy 09003). */
const APPLE: Partial<Record<NutrientKey, number>> = {
  water: 85.56,
  energy: 52,
  protein: 0.26,
  fat: 0.17,
  carbohydrate: 13.81,
  fiber: 2.4,
  vitaminC: 4.6,
};

export const foodImport: ImportFamily<FoodImportRecord> = {
  key: 'food',
  label: '食物营养',
  keyField: 'code',
  keyOf: (r) => r.code,
  rowSchema: foodImportRowSchema,
  prepare,
  write: writeFoods,
  tables: ['foods'],
  columns: [
    { field: 'code', header: '食物编码', aliases: ['编码', 'code', 'ndb'], example: '09003', required: true },
    {
      field: 'name',
      header: '食物名称',
      aliases: ['名称', 'name'],
      example: '苹果（带皮，生）',
      required: true,
    },
    { field: 'aliases', header: '别名', aliases: ['aliases'], example: '苹果' },
    {
      field: 'category_id',
      header: '二级分类编号',
      aliases: ['分类编号', 'category_id'],
      example: 601,
      required: true,
    },
    { field: 'refuse', header: '废弃率(%)', aliases: ['refuse'], example: 10 },
    { field: 'source', header: '数据来源', aliases: ['source'], example: USDA_SOURCE },
    ...NUTRIENTS.map((n) => ({
      field: n.key,
      header: `${n.name}(${n.unit})`,
      aliases: [n.key, n.column, n.name],
      example: APPLE[n.key] ?? '',
    })),
  ],
};
