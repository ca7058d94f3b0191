/**
 * getBaikeLists is served from the entries kept per 百科-tag version (baike/listInMemory.ts): its answers are the
 * query's (baike/list.ts) byte for byte, for categories, titles, aliases, pinyin, initials, words of summaries, several
 * keywords and pages past the last, exact matches included; an entry published shows in the next new answer after
 * its event. Past the entries matched in memory none are kept (the query answers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedDemoBaike } from '#server/db/demo/baikeSeed.ts';
import { baikeListSchema } from '#lib/baike/validators.ts';
import { baikeCategories, baikeEntries } from '#server/db/schema/index.ts';
import { baikeList } from '#server/services/baike/list.ts';
import { readBaikeListRows } from '#server/services/baike/listRows.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvent } from '#server/services/content/events.ts';
import { testApp, type TestApp } from './support.ts';

const NOW = new Date('2026-11-24T06:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  await seedDemoBaike(t.db, NOW);
}, 120_000);
afterAll(() => t.close());

const KEYWORDS = [
  '',
  '小麦',
  '麦子',
  'xiaomai',
  'xm',
  'XM',
  '稻',
  '病',
  'yumi',
  '施肥',
  '蚜虫',
  'hf',
  '玉米螟',
  '氮',
  '小麦 病',
  '水稻',
  '作物',
  'a',
  '%',
  '_',
  '（',
  '不存在的词条',
];
const PAGES = [{}, { page: 2, pageSize: 3 }, { page: 1, pageSize: 50 }, { page: 40, pageSize: 20 }];

describe('getBaikeLists served from the kept entries', () => {
  it('answers as the query does, for every category, keyword form and page', async () => {
    const categories = await t.db.select({ id: baikeCategories.id }).from(baikeCategories);
    const CATEGORIES = [undefined, ...categories.slice(0, 6).map((c) => c.id), 999_999];
    let found = 0;
    let exact = 0;
    for (const category of CATEGORIES)
      for (const keyword of KEYWORDS)
        for (const paging of PAGES) {
          const body = { category, keyword, ...paging };
          const served = await t.call('/api/baike/getBaikeLists', body);
          const asked = await baikeList(t.db, baikeListSchema.parse(body));
          if (asked === 'unknown') {
            expect(served.json.code, JSON.stringify(body)).not.toBe(1);
            continue;
          }
          expect(served.json.code, JSON.stringify(body)).toBe(1);
          expect(JSON.stringify(served.json.data), JSON.stringify(body)).toBe(JSON.stringify(asked));
          if (asked.list.length) found++;
          if (asked.exact.length) exact++;
        }
    // Equal answers are not all equally empty ones.
    expect(found).toBeGreaterThan(100);
    expect(exact).toBeGreaterThan(10);
  });

  it("shows an entry's new title in the next answer after its event", async () => {
    const title = '演示改名的词条';
    expect((await t.call('/api/baike/getBaikeLists', { keyword: title })).json.data.total).toBe(0);
    const [first] = await t.db
      .select({ id: baikeEntries.id })
      .from(baikeEntries)
      .where(eq(baikeEntries.status, 'published'))
      .limit(1);
    await t.db.update(baikeEntries).set({ title }).where(eq(baikeEntries.id, first!.id));
    await logContentEvent(t.db, {
      entity: CONTENT_ENTITY.baike,
      id: first!.id,
      action: CONTENT_ACTION.update,
      uid: 0,
      at: NOW,
    });
    t.cache.stale();
    const after = await t.call('/api/baike/getBaikeLists', { keyword: title, page: 1 });
    expect(after.json.data.list.map((e: { title: string }) => e.title)).toEqual([title]);
    expect(after.json.data.exact.map((e: { title: string }) => e.title)).toEqual([title]);
  });

  it('keeps no entries past the most matched in memory', async () => {
    const all = await readBaikeListRows(t.db);
    expect(all!.entries.length).toBeGreaterThan(3);
    expect((await readBaikeListRows(t.db, all!.entries.length))?.entries).toEqual(all!.entries);
    expect(await readBaikeListRows(t.db, all!.entries.length - 1)).toBeNull();
  });
});
