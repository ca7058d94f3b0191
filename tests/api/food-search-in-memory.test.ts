/**
 * The food search (/api/food/search) is served from the foods kept per food-tag version (food/searchInMemory.ts): its
 * answers are the query's (food/search.ts) byte for byte, for names, aliases, pinyin, initials, several keywords and
 * pages past the last; a food changed by an import shows in the next new answer after the import's event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { foodSearchSchema } from '#lib/food/validators.ts';
import { foods } from '#server/db/schema/index.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvent } from '#server/services/content/events.ts';
import { searchFoods } from '#server/services/food/search.ts';
import { testApp, type TestApp } from './support.ts';

const NOW = new Date('2026-11-24T06:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
}, 120_000);
afterAll(() => t.close());

const KEYWORDS = [
  '苹果',
  'pingguo',
  'pg',
  'PG',
  'ｐｇ',
  '豆',
  '大豆',
  '土豆',
  'xihongshi',
  'niurou',
  '米',
  '鸡蛋',
  '蛋',
  '猪肉 瘦',
  '牛 奶',
  '(',
  '（',
  '%',
  '_',
  'a',
  'x',
  'dou',
  'd',
  '白菜',
  'baicai',
  'bc',
  '不存在的食物',
];
const PAGES = [{}, { page: 2, pageSize: 5 }, { page: 1, pageSize: 50 }, { page: 30, pageSize: 20 }];

describe('food search served from the kept foods', () => {
  it('answers as the query does, for every keyword form and page', async () => {
    let found = 0;
    for (const keyword of KEYWORDS)
      for (const paging of PAGES) {
        const body = { keyword, ...paging };
        const served = await t.call('/api/food/search', body);
        expect(served.json.code, JSON.stringify(body)).toBe(1);
        const asked = await searchFoods(t.db, foodSearchSchema.parse(body));
        expect(JSON.stringify(served.json.data), JSON.stringify(body)).toBe(JSON.stringify(asked));
        if (asked.list.length) found++;
      }
    // Equal answers are not all equally empty ones.
    expect(found).toBeGreaterThan(60);
  });

  it("shows a food's new name in the next answer after its import's event", async () => {
    const name = '演示改名的食物';
    expect((await t.call('/api/food/search', { keyword: name })).json.data.total).toBe(0);
    const [first] = await t.db.select({ id: foods.id }).from(foods).limit(1);
    await t.db.update(foods).set({ name }).where(eq(foods.id, first!.id));
    const event = { id: first!.id, action: CONTENT_ACTION.update, uid: 0, at: NOW };
    await logContentEvent(t.db, { ...event, entity: CONTENT_ENTITY.food });
    t.cache.stale();
    const after = await t.call('/api/food/search', { keyword: name, page: 1 });
    expect(after.json.data.list.map((f: { name: string }) => f.name)).toEqual([name]);
  });
});
