/** /api/food/*: the tree, lists and rankings, one food, related foods, search, compare and today's price. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemoVegetables } from '#server/db/demo/vegetableSeed.ts';
import { FOOD_MSG } from '#lib/food/messages.ts';
import { KEY_NUTRIENTS } from '#lib/food/nutrients.ts';
import { readVendoredFoods } from '#server/services/food/vendored.ts';
import { buildQueries } from '#server/services/content/build/index.ts';
import { testApp, type TestApp } from './support.ts';

const NOW = new Date('2026-11-24T06:00:00Z');
let t: TestApp;
const vendored = readVendoredFoods();
const protein = vendored.nutrients.indexOf('protein');

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  await seedDemoVegetables(t.db, NOW, { days: 3 });
}, 120_000);
afterAll(() => t.close());

describe('getCateList', () => {
  it('answers the 20 first levels with their second levels and the count of foods under each', async () => {
    const res = await t.call('/api/food/getCateList', undefined, { method: 'GET' });
    expect(res.json.code).toBe(1);
    const tree = res.json.data as {
      id: number;
      name: string;
      count: number;
      children: { id: number; count: number }[];
    }[];
    expect(tree).toHaveLength(20);
    expect(tree[0]).toMatchObject({ id: 1, name: '谷类及制品' });
    expect(tree[0]!.children[0]).toMatchObject({ id: 101, name: '小麦' });
    const total = tree.reduce((s, f) => s + f.count, 0);
    expect(total).toBe(vendored.foods.length);
    for (const f of tree) expect(f.count).toBe(f.children.reduce((s, c) => s + c.count, 0));
  });
});

describe('getList', () => {
  it("lists a second-level category's foods with their key nutrients, paged", async () => {
    const inLegumes = vendored.foods.filter((f) => f.category === 301);
    const res = await t.call('/api/food/getList', { second_id: 301, pageSize: 2 });
    expect(res.json.code).toBe(1);
    expect(res.json.data.total).toBe(inLegumes.length);
    expect(res.json.data.list.length).toBe(Math.min(2, inLegumes.length));
    const item = res.json.data.list[0];
    expect(item.category_id).toBe(301);
    expect(item.category_name).toBe('大豆');
    expect(Object.keys(item.nutrients)).toEqual([...KEY_NUTRIENTS]);
  });

  it('ranks the legumes (first level 3) by protein, highest first, foods without a figure last', async () => {
    const legumes = vendored.foods.filter((f) => Math.floor(f.category / 100) === 3);
    const res = await t.call('/api/food/getList', {
      first_id: 3,
      sort: 'protein',
      order: 'desc',
      pageSize: 50,
    });
    expect(res.json.code).toBe(1);
    const values = (res.json.data.list as { nutrients: { protein: number | null } }[]).map(
      (i) => i.nutrients.protein,
    );
    expect(res.json.data.total).toBe(legumes.length);
    expect(res.json.data.sort).toBe('protein');
    const known = values.filter((v) => v !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(values.slice(known.length).every((v) => v === null)).toBe(true);
    const best = Math.max(...legumes.map((f) => f.values[protein] ?? -1));
    expect(values[0]).toBe(best);
  });

  it('sorts ascending on request, still with unknown values last', async () => {
    const res = await t.call('/api/food/getList', { first_id: 3, sort: 'fat', order: 'asc', pageSize: 50 });
    const fats = (res.json.data.list as { nutrients: { fat: number | null } }[]).map((i) => i.nutrients.fat);
    const known = fats.filter((v) => v !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(fats.slice(known.length).every((v) => v === null)).toBe(true);
  });

  it('refuses an unknown category, a second level outside its first, no category and an unknown nutrient', async () => {
    for (const body of [
      { second_id: 9999 },
      { first_id: 1, second_id: 301 },
      { first_id: 301 },
      { second_id: 3 },
    ]) {
      const res = await t.call('/api/food/getList', body);
      expect(res.json).toMatchObject({ code: 0, msg: FOOD_MSG.unknownCategory });
    }
    expect((await t.call('/api/food/getList', {})).json).toMatchObject({
      code: 0,
      msg: FOOD_MSG.categoryRequired,
    });
    expect((await t.call('/api/food/getList', { second_id: 301, sort: 'gold' })).json).toMatchObject({
      code: 0,
      msg: FOOD_MSG.badSort,
    });
  });
});

describe('getDetail', () => {
  it('answers every nutrient, the category path, servings, the edible share and the source', async () => {
    const res = await t.call('/api/food/getDetail', { code: '09003' });
    expect(res.json.code).toBe(1);
    const d = res.json.data;
    expect(d).toMatchObject({
      code: '09003',
      name: '苹果（带皮，生）',
      path: { first: { id: 6, name: '水果类及制品' }, second: { id: 601, name: '仁果类' } },
      refuse: 10,
      source: 'USDA SR Legacy',
      source_title: 'APPLES, RAW, WITH SKIN',
      vegetable: null,
    });
    expect(d.nutrients).toMatchObject({ energy: 52, protein: 0.26, vitaminC: 4.6 });
    expect(Object.keys(d.nutrients)).toHaveLength(46);
    expect(d.servings[0]).toMatchObject({ g: 125 });
  });

  it('keeps a value the source lacks as null, never 0', async () => {
    const gap = vendored.foods.find((f) => f.values.includes(null))!;
    const res = await t.call('/api/food/getDetail', { code: gap.code });
    const k = gap.values.indexOf(null);
    expect(res.json.data.nutrients[vendored.nutrients[k]!]).toBeNull();
  });

  it('refuses an unknown code and a malformed one', async () => {
    expect((await t.call('/api/food/getDetail', { code: '99999' })).json).toMatchObject({
      code: 0,
      msg: FOOD_MSG.unknownFood,
    });
    expect((await t.call('/api/food/getDetail', { code: 'apple' })).json).toMatchObject({
      code: 0,
      msg: FOOD_MSG.badCode,
    });
  });
});

describe('getRelatedList', () => {
  it('answers up to 8 foods of the same second-level category, closest profile first, never the food itself', async () => {
    const res = await t.call('/api/food/getRelatedList', { code: '16108' });
    expect(res.json.code).toBe(1);
    const list = res.json.data.list as { code: string; category_id: number }[];
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list.map((i) => i.code)).not.toContain('16108');
    for (const i of list) expect(i.category_id).toBe(301);
  });

  it('refuses an unknown code', async () => {
    expect((await t.call('/api/food/getRelatedList', { code: '99999' })).json.code).toBe(0);
  });
});

describe('search', () => {
  const codes = async (keyword: string) => {
    const res = await t.call('/api/food/search', { keyword });
    expect(res.json.code).toBe(1);
    return (res.json.data.list as { code: string }[]).map((i) => i.code);
  };

  it('finds 苹果 by its Chinese name, its pinyin and its initials, the apple itself first', async () => {
    expect((await codes('苹果'))[0]).toBe('09003');
    expect((await codes('pingguo'))[0]).toBe('09003');
    expect((await codes('PG'))[0]).toBe('09003');
  });

  it('finds a food by its alias (西红柿 → 番茄, 土豆 → 马铃薯, 黄豆 → 大豆)', async () => {
    expect(await codes('西红柿')).toContain('11529');
    expect(await codes('土豆')).toContain('11352');
    // 黄豆芽（生） starts with the keyword: a name prefix ranks before an exact alias (大豆（干）'s 黄豆).
    const soy = await codes('黄豆');
    expect(soy).toContain('16108');
    expect(soy.indexOf('11452')).toBeLessThan(soy.indexOf('16108'));
  });

  it('ranks an exact name before a name that only contains the keyword', async () => {
    const res = await t.call('/api/food/search', { keyword: '豆', pageSize: 50 });
    const names = (res.json.data.list as { name: string }[]).map((i) => i.name);
    expect(names.length).toBeGreaterThan(1);
    const firstContains = names.findIndex((n) => !n.startsWith('豆'));
    expect(names.slice(firstContains).every((n) => !n.startsWith('豆'))).toBe(true);
  });

  it('answers an empty page for a keyword no food has, and refuses an empty or too long one', async () => {
    const res = await t.call('/api/food/search', { keyword: '不存在的食物' });
    expect(res.json.data).toMatchObject({ list: [], total: 0 });
    expect((await t.call('/api/food/search', { keyword: ' ' })).json).toMatchObject({
      code: 0,
      msg: FOOD_MSG.keywordRequired,
    });
    expect((await t.call('/api/food/search', { keyword: '苹'.repeat(21) })).json).toMatchObject({
      code: 0,
      msg: FOOD_MSG.keywordTooLong,
    });
  });

  it('goes through the search indexes, not a scan of every food', async () => {
    await t.db.execute(sql`set enable_seqscan = off`);
    const plan = await t.db.execute(
      sql`explain select id from foods where search_grams(search_text) @> array['苹果']::text[]`,
    );
    await t.db.execute(sql`set enable_seqscan = on`);
    expect(JSON.stringify(plan)).toContain('foods_search_grams_idx');
  });
});

describe('compare', () => {
  it('answers two to four foods in the order given (a shared URL: "a,b,c")', async () => {
    const res = await t.call('/api/food/compare', { codes: '09003,16108,01123' });
    expect(res.json.code).toBe(1);
    expect((res.json.data.foods as { code: string }[]).map((f) => f.code)).toEqual([
      '09003',
      '16108',
      '01123',
    ]);
    const two = await t.call('/api/food/compare', { codes: ['16108', '09003'] });
    expect((two.json.data.foods as { code: string }[]).map((f) => f.code)).toEqual(['16108', '09003']);
  });

  it('refuses one food, five foods, a repeated food and unknown codes, in Chinese', async () => {
    const refused = async (codes: unknown) => (await t.call('/api/food/compare', { codes })).json;
    expect(await refused('09003')).toMatchObject({ code: 0, msg: FOOD_MSG.compareCount });
    expect(await refused('09003,16108,01123,11529,11352')).toMatchObject({
      code: 0,
      msg: FOOD_MSG.compareCount,
    });
    expect(await refused('09003,09003')).toMatchObject({ code: 0, msg: FOOD_MSG.compareDuplicate });
    expect(await refused('09003,99999,99998')).toMatchObject({
      code: 0,
      msg: FOOD_MSG.compareUnknown(['99999', '99998']),
    });
  });
});

describe('getPrice', () => {
  it("answers a vegetable's national average today and the cost of 100 kcal and 10 g protein, edible share applied", async () => {
    const res = await t.call('/api/food/getPrice', { code: '11529' });
    expect(res.json.code).toBe(1);
    const p = res.json.data;
    const detail = await t.call('/api/vegetable/getDetail', { name: '西红柿' });
    expect(p).toMatchObject({
      vegetable: '西红柿',
      date: detail.json.data.date,
      price: detail.json.data.average,
      demo: true,
    });
    const tomato = vendored.foods.find((f) => f.code === '11529')!;
    const edible = (100 - tomato.refuse!) / 100;
    const kcal = tomato.values[vendored.nutrients.indexOf('energy')]!;
    expect(p.per_100kcal).toBeCloseTo((p.price * (10_000 / kcal)) / 1000 / edible, 2);
    expect(p.per_10g_protein).toBeCloseTo((p.price * (1000 / tomato.values[protein]!)) / 1000 / edible, 2);
  });

  it('refuses a food that is not a 蔬菜行情 vegetable and an unknown code', async () => {
    expect((await t.call('/api/food/getPrice', { code: '09003' })).json).toMatchObject({
      code: 0,
      msg: FOOD_MSG.notVegetable,
    });
    expect((await t.call('/api/food/getPrice', { code: '99999' })).json).toMatchObject({
      code: 0,
      msg: FOOD_MSG.unknownFood,
    });
  });
});

describe('build queries of the food pages', () => {
  it('reads every food once for the detail pages, with the row id its content events name', async () => {
    const data = await buildQueries.foodBuildData(t.db, null);
    expect(data.foods).toHaveLength(vendored.foods.length);
    expect(data.neighbours).toHaveLength(vendored.foods.length);
    const apple = data.foods.find((f) => f.code === '09003')!;
    expect(apple).toMatchObject({ name: '苹果（带皮，生）', path: { second: { id: 601 } } });
    expect(apple.path.first.name).not.toBe('');
    expect(apple.id).toBeGreaterThan(0);
  });

  it('reads a run planning one food page far smaller: that food whole, its category’s foods by their compared columns', async () => {
    const full = await buildQueries.foodBuildData(t.db, null);
    const apple = full.foods.find((f) => f.code === '09003')!;
    const run = await buildQueries.foodBuildData(t.db, [apple.id]);
    expect(run.foods).toEqual([apple]);
    const pome = full.foods.filter((f) => f.path.second.id === 601);
    expect(run.neighbours.map((n) => n.id)).toEqual(pome.map((f) => f.id));
    expect(run.neighbours).toEqual(full.neighbours.filter((n) => n.categoryId === 601));
    const bytes = (v: unknown) => JSON.stringify(v).length;
    expect(bytes(run) * 20).toBeLessThan(bytes(full));
    expect(await buildQueries.foodBuildData(t.db, [])).toEqual({ foods: [], neighbours: [] });
  });

  it('gives the static pages the tree and the popular foods only, in their order', async () => {
    const home = await buildQueries.foodHomeData(t.db);
    expect(home.tree).toHaveLength(20);
    expect(home.popular.length).toBeGreaterThan(5);
    expect(home.popular.length).toBeLessThan(30);
    expect(home.popular.map((f) => f.popular)).toEqual(
      [...home.popular.map((f) => f.popular)].sort((a, b) => a - b),
    );
  });
});
