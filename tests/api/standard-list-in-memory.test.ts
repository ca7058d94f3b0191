/**
 * getList is served from the standards kept per content version (listInMemory.ts), while the build and the 百科 hub
 * ask the query (list.ts): both give one answer, byte for byte, for every filter, number form, title word and page of
 * the reference standards, and a new standard shows in the next answer after its import's event. The kept rows are
 * read again after a standard's event only: another family's publish (an article) leaves them as they are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '#lib/chinaTime.ts';
import { standardListSchema } from '#lib/standard/validators.ts';
import { eq } from 'drizzle-orm';
import { standards } from '#server/db/schema/index.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvent } from '#server/services/content/events.ts';
import { standardList } from '#server/services/standard/list.ts';
import { fixtureRows, NOW, writeStandards } from './standard-fixtures.ts';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
});
afterAll(() => t.close());

const KEYWORDS = [
  undefined,
  'GB 2763',
  'GBT2763-2021',
  'gb/t 2763',
  '2763',
  'GB／T 1351—2023',
  'ＧＢ　２７６３',
  '5009',
  'GB 5009',
  'GB/T 5009.3-16',
  'nyt391',
  'DB11',
  'T/CAB',
  '农药残留',
  '农药 残留',
  '小麦',
  '大豆',
  '稻谷',
  '营养标签',
  '玉米 2023',
  'rice',
  'maximum residue',
  '%',
  '_',
];
const FILTERS = [
  {},
  { type: 'national' },
  { type: 'industry', sub: 'NY' },
  { sub: 'GB/T' },
  { status: 'current' },
  { status: 'upcoming' },
  { status: 'withdrawn' },
  { ccs: 'B' },
  { ccs: 'X04' },
  { ics: '67' },
  { ics: '67.040' },
  { year: 2021 },
];
const PAGES = [
  { page: 1, pageSize: 20 },
  { page: 2, pageSize: 3 },
  { page: 40, pageSize: 20 },
];

describe('getList served from the kept standards', () => {
  it('answers as the query does, for every filter, number form, title word and page', async () => {
    const today = chinaToday(NOW);
    let compared = 0;
    let found = 0;
    for (const keyword of KEYWORDS)
      for (const filter of FILTERS)
        for (const paging of PAGES) {
          const body = { keyword, ...filter, ...paging };
          const served = await t.call('/api/standard/getList', body);
          expect(served.json.code, JSON.stringify(body)).toBe(1);
          const asked = await standardList(t.db, standardListSchema.parse(body), today);
          expect(JSON.stringify(served.json.data), JSON.stringify(body)).toBe(JSON.stringify(asked));
          compared++;
          if (asked.list.length) found++;
        }
    // Equal answers are not all equally empty ones.
    expect(compared).toBe(KEYWORDS.length * FILTERS.length * PAGES.length);
    expect(found).toBeGreaterThan(100);
  });

  it('shows an imported standard in the next new answer', async () => {
    const keyword = '演示用的新标准名称';
    const before = await t.call('/api/standard/getList', { keyword });
    expect(before.json.data.total).toBe(0);
    const [row] = fixtureRows([
      { number: 'NY/T 9999-2026', name: `${keyword}（试行）`, issued: '2026-01-05' },
    ]);
    await writeStandards(t.db, [row!], { uid: 0, now: NOW });
    // The cache looks at the event log within checkEveryMs: stale() as after this process's own write.
    t.cache.stale();
    const after = await t.call('/api/standard/getList', { keyword, page: 1 });
    expect(after.json.data.list.map((s: { number: string }) => s.number)).toEqual(['NY/T 9999-2026']);
  });

  it("reads the standards again after a standard's event, not after an article's publish", async () => {
    const keyword = '只在库里改过的标准名称';
    expect((await t.call('/api/standard/getList', { keyword })).json.data.total).toBe(0);
    // A write no event tells of: what the kept rows hold shows whether they were read again.
    const [first] = await t.db.select({ id: standards.id }).from(standards).limit(1);
    await t.db.update(standards).set({ name: keyword }).where(eq(standards.id, first!.id));
    const event = { id: 1, action: CONTENT_ACTION.publish, uid: 0, at: NOW };
    await logContentEvent(t.db, { ...event, entity: CONTENT_ENTITY.article });
    t.cache.stale();
    const afterArticle = await t.call('/api/standard/getList', { keyword, page: 1 });
    expect(afterArticle.json.data.total).toBe(0);
    await logContentEvent(t.db, { ...event, id: first!.id, entity: CONTENT_ENTITY.standard });
    t.cache.stale();
    const afterStandard = await t.call('/api/standard/getList', { keyword, page: 2 });
    expect(afterStandard.json.data.total).toBe(1);
  });
});
