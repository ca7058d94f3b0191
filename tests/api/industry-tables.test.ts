/** getTableList (public, cached) and /api/admin/industryTable list, save, delete (editors): 数据检索's tables. */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRY_MSG, INDUSTRY_TABLE_MSG } from '#lib/industry/messages.ts';
import { querySearch, type IndustryQuery } from '#lib/industry/query.ts';
import type { PublishedTable } from '#lib/industry/types.ts';
import { seedDemoIndustryTables } from '#server/db/demo/industryTables.ts';
import { contentEvents, industryTables } from '#server/db/schema/index.ts';
import { publishedTables } from '#server/services/industry/tables.ts';
import { signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
let reader: Caller;

const provinces: IndustryQuery = {
  indicators: [1001],
  regions: ['410000', '370000'],
  from: '2015',
  to: '2024',
  rows: 'region',
  cols: 'period',
};

beforeAll(async () => {
  t = await testApp();
  editor = (await signedIn(t, 'editor_tables', 'editor')).call;
  reader = (await signedIn(t, 'reader_tables')).call;
}, 120_000);
afterAll(() => t.close());

const publicList = async () => {
  const res = await t.call('/api/industry/getTableList', {});
  expect(res.json.code).toBe(1);
  return res.json.data as PublishedTable[];
};
const lastEvent = async () =>
  (await t.db.select().from(contentEvents).orderBy(desc(contentEvents.id)).limit(1))[0];

describe('the editor calls', () => {
  it('refuse visitors (401) and members (403)', async () => {
    for (const path of ['list', 'save', 'delete']) {
      expect((await t.call(`/api/admin/industryTable/${path}`, {})).status, path).toBe(401);
      expect((await reader(`/api/admin/industryTable/${path}`, {})).status, path).toBe(403);
    }
  });

  it('create a table from a pasted /data/retrieval link, log an event and drop the cached list', async () => {
    expect(await publicList()).toEqual([]);
    const res = await editor('/api/admin/industryTable/save', {
      title: '两省粮食产量',
      description: '河南、山东两省\n近十年',
      link: `https://example.cn/data/retrieval?${querySearch(provinces)}#top`,
    });
    expect(res.json).toMatchObject({ code: 1, msg: INDUSTRY_TABLE_MSG.saved });
    expect(await lastEvent()).toMatchObject({
      entity: 'industry',
      entityId: res.json.data.id,
      action: 'update',
    });
    const list = await publicList();
    expect(list).toEqual([
      {
        id: res.json.data.id,
        title: '两省粮食产量',
        description: '河南、山东两省\n近十年',
        query: provinces,
        summary: '粮食产量 × 2个地区 × 2015—2024年',
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('update a table from the search part alone, and list it for the editor with its link', async () => {
    const [table] = await publicList();
    const search = querySearch({ ...provinces, from: '2020' });
    const res = await editor('/api/admin/industryTable/save', {
      id: table!.id,
      title: '两省粮食产量（近五年）',
      link: search,
    });
    expect(res.json.code).toBe(1);
    const [after] = await publicList();
    expect(after).toMatchObject({
      title: '两省粮食产量（近五年）',
      description: '',
      query: { from: '2020' },
    });
    const mine = await editor('/api/admin/industryTable/list', {});
    expect(mine.json.data[0]).toMatchObject({ id: table!.id, link: `/data/retrieval?${search}` });
  });

  it('refuse a bad link, an unknown indicator, a blank or too long title, an unknown id', async () => {
    const save = (body: Record<string, unknown>) => editor('/api/admin/industryTable/save', body);
    expect((await save({ title: '表', link: '/data/retrieval?x=1' })).json).toMatchObject({
      code: 0,
      msg: INDUSTRY_TABLE_MSG.badLink,
    });
    expect((await save({ title: '表', link: '' })).json.msg).toBe(INDUSTRY_TABLE_MSG.linkRequired);
    const unknown = querySearch({ ...provinces, indicators: [999_998] });
    expect((await save({ title: '表', link: unknown })).json.msg).toBe(
      INDUSTRY_MSG.unknownIndicator(999_998),
    );
    const mixed = querySearch({ ...provinces, indicators: [1001, 4201] });
    expect((await save({ title: '表', link: mixed })).json.msg).toBe(INDUSTRY_MSG.mixedFrequency);
    expect((await save({ title: ' ', link: querySearch(provinces) })).json.msg).toBe(
      INDUSTRY_TABLE_MSG.titleRequired,
    );
    expect((await save({ title: '长'.repeat(61), link: querySearch(provinces) })).json.msg).toBe(
      INDUSTRY_TABLE_MSG.titleTooLong,
    );
    expect((await save({ id: 99_999, title: '表', link: querySearch(provinces) })).json.msg).toBe(
      INDUSTRY_TABLE_MSG.notFound,
    );
  });

  it('delete a table: gone from the public list, an event logged; a second delete is refused', async () => {
    const [table] = await publicList();
    const res = await editor('/api/admin/industryTable/delete', { id: table!.id });
    expect(res.json).toMatchObject({ code: 1, msg: INDUSTRY_TABLE_MSG.removed });
    expect(await lastEvent()).toMatchObject({ entity: 'industry', entityId: table!.id, action: 'delete' });
    expect(await publicList()).toEqual([]);
    const again = await editor('/api/admin/industryTable/delete', { id: table!.id });
    expect(again.json).toMatchObject({ code: 0, msg: INDUSTRY_TABLE_MSG.notFound });
  });
});

describe('the demo tables', () => {
  it('are seeded once, each a query the store answers, with its summary', async () => {
    await seedDemoIndustryTables(t.db, new Date());
    await seedDemoIndustryTables(t.db, new Date());
    expect(await t.db.select().from(industryTables)).toHaveLength(4);
    // The seed logs no event (it runs at start, before any answer is cached): read the service the call uses.
    const list = await publishedTables(t.db);
    expect(list.map((x) => x.title)).toEqual([
      '全国粮食产量',
      '各省粮食产量',
      '农村居民人均可支配收入',
      '猪肉集贸市场价格（月度）',
    ]);
    expect(list[1]!.summary).toBe('粮食产量 × 31个地区 × 2015—2024年');
  });
});
