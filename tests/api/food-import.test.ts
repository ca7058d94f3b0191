/** The food import family: an editor upserts foods on their code; every food written re-publishes its pages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { contentEvents, foodDataset, foods } from '#server/db/schema/index.ts';
import { seedFoodReference } from '#server/db/foodReference.ts';
import { FOOD_IMPORT_MSG } from '#lib/food/messages.ts';
import { FAMILY } from '#lib/pageFamilies.ts';
import { planFor } from '#server/services/publish/planner.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { importEnds, uploadAs } from './imports-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
let member: Caller;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  ({ call: editor } = await signedIn(t, 'foodeditor', 'editor'));
  ({ call: member } = await signedIn(t, 'foodmember'));
});
afterAll(() => t.close());

const HEADER = '食物编码,食物名称,别名,二级分类编号,废弃率(%),蛋白质(g),能量(kcal),维生素C(mg)';

async function importFoods(csv: string, mode = 'good_rows') {
  const res = await uploadAs(editor, csv, 'foods.csv', mode, 'food');
  expect(res.json).toMatchObject({ code: 1 });
  return importEnds(editor, res.json.data.id);
}

describe('the food import', () => {
  it('is listed for editors with its columns, and refused to a member', async () => {
    const res = await editor('/api/admin/import/families', {});
    const food = res.json.data.find((f: { key: string }) => f.key === 'food');
    expect(food).toMatchObject({ label: '食物营养' });
    expect(food.columns.slice(0, 4).map((c: { header: string }) => c.header)).toEqual([
      '食物编码',
      '食物名称',
      '别名',
      '二级分类编号',
    ]);
    expect((await uploadAs(member, `${HEADER}\n99001,测试,,601`, 'a.csv', 'good_rows', 'food')).status).toBe(
      403,
    );
  });

  it('updates a food on its code and adds a new one: a content event each, and the cached answers follow', async () => {
    const before = await t.call('/api/food/getDetail', { code: '09003' });
    expect(before.json.data.nutrients.vitaminC).toBe(4.6);
    const [last] = await t.db.select({ id: contentEvents.id }).from(contentEvents).orderBy(contentEvents.id);
    const rec = await importFoods(
      [
        HEADER,
        '09003,苹果（带皮，生）,苹果|平安果,601,10,0.3,,5.1',
        '99001,沙果（生）,花红,601,,0.4,60,',
      ].join('\n'),
    );
    expect(rec).toMatchObject({ status: 'done', inserted: 1, updated: 1, rows_bad: 0 });

    const after = await t.call('/api/food/getDetail', { code: '09003' });
    // Given cells change; a blank cell keeps the figure the food had (energy 52).
    expect(after.json.data.nutrients).toMatchObject({ vitaminC: 5.1, protein: 0.3, energy: 52 });
    expect(after.json.data.aliases).toEqual(['苹果', '平安果']);
    const added = await t.call('/api/food/getDetail', { code: '99001' });
    expect(added.json.data).toMatchObject({
      name: '沙果（生）',
      path: { first: { id: 6 }, second: { id: 601 } },
      source: '编辑导入',
    });
    expect(added.json.data.nutrients.vitaminC).toBeNull();
    const found = await t.call('/api/food/search', { keyword: 'shaguo' });
    expect(found.json.data.list[0].code).toBe('99001');

    const rows = await t.db.select().from(foods).where(eq(foods.code, '99001'));
    const events = await t.db
      .select()
      .from(contentEvents)
      .where(and(eq(contentEvents.entity, 'food'), gt(contentEvents.id, last?.id ?? 0)));
    expect(events.map((e) => e.action).sort()).toEqual(['publish', 'update']);
    expect(events.map((e) => e.entityId)).toContain(rows[0]!.id);

    // The publish plan renders the foods' detail pages and their category's (whose related lists name them).
    const plan = await planFor(
      t.db,
      events.map((e) => ({ entity: e.entity, entityId: e.entityId, before: null })),
    );
    const keys = plan.now.families[FAMILY.foodDetail] as number[];
    const pome = await t.db.select({ id: foods.id }).from(foods).where(eq(foods.categoryId, 601));
    expect(new Set(keys)).toEqual(new Set(pome.map((p) => p.id)));
  });

  it('reports a first-level or unknown category and a negative or non-numeric nutrient, line by line', async () => {
    const rec = await importFoods(
      [
        HEADER,
        '99002,好的一行,,601,,1,,',
        '99003,一级分类,,6,,1,,',
        '99004,不存在的分类,,699,,1,,',
        '99005,负数,,601,,-1,,',
        'abc,编码不对,,601,,,,',
      ].join('\n'),
      'all_or_nothing',
    );
    expect(rec.status).toBe('refused');
    expect(rec.problems).toEqual([
      { line: 3, column: '二级分类编号', reason: FOOD_IMPORT_MSG.categoryRequired },
      { line: 4, column: '二级分类编号', reason: FOOD_IMPORT_MSG.categoryUnknown(699) },
      { line: 5, column: '蛋白质(g)', reason: FOOD_IMPORT_MSG.nutrientInvalid('蛋白质') },
      { line: 6, column: '食物编码', reason: expect.any(String) },
    ]);
    expect(await t.db.select().from(foods).where(eq(foods.code, '99002'))).toEqual([]);
  });

  it('adds a food under a new code with a name another food has, and two rows of one name in one file', async () => {
    const rec = await importFoods(
      [
        HEADER,
        '99011,苹果（带皮，生）,,601,,0.3,,',
        '99012,同名食物,,601,,1,,',
        '99013,同名食物,,601,,2,,',
      ].join('\n'),
    );
    expect(rec).toMatchObject({ status: 'done', inserted: 3, updated: 0, rows_bad: 0 });
    const named = await t.db
      .select({ code: foods.code })
      .from(foods)
      .where(eq(foods.name, '苹果（带皮，生）'));
    expect(named.map((f) => f.code).sort()).toEqual(['09003', '99011']);
  });

  it('re-renders the pages of the category a food leaves as well as the one it joins', async () => {
    const [last] = await t.db
      .select({ id: contentEvents.id })
      .from(contentEvents)
      .orderBy(desc(contentEvents.id))
      .limit(1);
    const [pear] = await t.db.select().from(foods).where(eq(foods.code, '99001'));
    expect(pear!.categoryId).toBe(601);
    const other = await t.db
      .select({ id: foods.categoryId })
      .from(foods)
      .where(ne(foods.categoryId, 601))
      .limit(1);
    const to = other[0]!.id;
    const rec = await importFoods([HEADER, `99001,沙果（生）,花红,${to},,0.4,60,`].join('\n'));
    expect(rec).toMatchObject({ status: 'done', updated: 1 });
    const events = await t.db
      .select()
      .from(contentEvents)
      .where(and(eq(contentEvents.entity, 'food'), gt(contentEvents.id, last!.id)));
    expect(events.map((e) => e.before)).toEqual([{ categoryId: 601 }]);
    const plan = await planFor(
      t.db,
      events.map((e) => ({ entity: e.entity, entityId: e.entityId, before: e.before })),
    );
    const keys = new Set(plan.now.families[FAMILY.foodDetail] as number[]);
    const touched = await t.db
      .select({ id: foods.id })
      .from(foods)
      .where(inArray(foods.categoryId, [601, to]));
    expect(keys).toEqual(new Set(touched.map((f) => f.id)));
  });

  it('a new vendored version upserts the vendored foods over their codes and keeps the imported ones', async () => {
    await t.db.update(foods).set({ name: '改过的苹果', protein: 99 }).where(eq(foods.code, '09003'));
    await t.db.update(foodDataset).set({ version: 'older' });
    await seedFoodReference(t.db);
    const [apple] = await t.db.select().from(foods).where(eq(foods.code, '09003'));
    expect(apple).toMatchObject({ name: '苹果（带皮，生）', protein: 0.26 });
    expect(await t.db.select().from(foods).where(eq(foods.code, '99011'))).toHaveLength(1);
  });
});
