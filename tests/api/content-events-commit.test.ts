/**
 * A content change and its content event commit together, and the event log's writer alone tells the rebuild queue:
 * once per committed change (an editor's edit, an import, a reporter's day of prices), never for one rolled back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { articles, contentEvents, dataProducts } from '#server/db/schema/index.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { importFile } from './imports-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';
import { priceWriters, type PriceWriters } from './vegetable-prices-fixtures.ts';
import { captureLog } from '../logCapture.ts';

let notified = 0;
const publisher = () => ({ notify: () => void notified++, watermark: () => 0 });

let t: TestApp;
let editor: Caller;

beforeAll(async () => {
  t = await testApp({ now: () => NOW, publisher });
  ({ call: editor } = await signedIn(t, 'editor01', 'editor'));
});
afterAll(() => t.close());

/** Every content event insert fails from now until `allow()`: the write after the change breaks. */
async function refuseEvents(db: TestApp['db']) {
  await db.execute(sql`create or replace function refuse_content_event() returns trigger language plpgsql as $$
    begin raise exception 'content event refused by the test'; end $$`);
  await db.execute(sql`create trigger refuse_content_event before insert on content_events
    for each row execute function refuse_content_event()`);
  return () => db.execute(sql`drop trigger refuse_content_event on content_events`);
}

const eventsOf = async (entity: string, id: number) =>
  (await t.db.select().from(contentEvents).where(eq(contentEvents.entityId, id)).orderBy(contentEvents.id))
    .filter((e) => e.entity === entity)
    .map((e) => e.action);

describe('an editor’s edit', () => {
  it('whose event cannot be written changes nothing and tells no one', async () => {
    const created = await editor('/api/admin/article/create', {
      kind: 'news',
      title: '事务测试：秋粮收购进度',
      content_html: '<p>正文</p>',
    });
    const id = created.json.data.id as number;
    expect((await editor('/api/admin/article/publish', { id })).json.code).toBe(1);
    const told = notified;
    const allow = await refuseEvents(t.db);
    // The app logs the failed call with its stack; the test expects that failure.
    const logged = captureLog();
    try {
      const res = await editor('/api/admin/article/update', {
        id,
        title: '事务测试：秋粮收购进度（改）',
      });
      expect(res.status).toBe(500);
    } finally {
      logged.stop();
      await allow();
    }
    const [row] = await t.db.select().from(articles).where(eq(articles.id, id));
    expect(row!.title).toBe('事务测试：秋粮收购进度');
    expect(await eventsOf('article', id)).toEqual(['publish']);
    expect(notified).toBe(told);
    // The same edit once events can be written: the change, its event and one notification.
    expect(
      (
        await editor('/api/admin/article/update', {
          id,
          title: '事务测试：秋粮收购进度（改）',
        })
      ).json.code,
    ).toBe(1);
    expect(await eventsOf('article', id)).toEqual(['publish', 'update']);
    expect(notified).toBe(told + 1);
  });
});

describe('an import', () => {
  const HEADER = '文档编号,标题,简介,行业,价格(分),VIP价格(分),格式,更新频率,覆盖范围';
  const productOf = async (docId: string) =>
    (await t.db.select().from(dataProducts).where(eq(dataProducts.docId, docId)))[0]!;

  it('of a published product tells the rebuild queue once its rows and their events committed', async () => {
    expect(
      await importFile(editor, `${HEADER}\nTX1,事务测试产品,,种植业,0,0,csv,月度,全国\n`, 'a.csv'),
    ).toMatchObject({ status: 'done', inserted: 1 });
    const { id } = await productOf('TX1');
    expect((await editor('/api/admin/product/publish', { id })).json.code).toBe(1);
    const told = notified;
    const again = await importFile(
      editor,
      `${HEADER}\nTX1,事务测试产品（修订）,,种植业,0,0,csv,月度,全国\n`,
      'b.csv',
    );
    expect(again).toMatchObject({ status: 'done', updated: 1 });
    expect(await eventsOf('product', id)).toEqual(['publish', 'update']);
    expect(notified).toBe(told + 1);
  });
});

describe('a day of prices', () => {
  let p: PriceWriters;
  beforeAll(async () => {
    p = await priceWriters({ publisher });
  }, 60_000);
  afterAll(() => p.t.close());

  it('tells the rebuild queue once, and not when it is refused', async () => {
    const told = notified;
    const day = (avg: number) => ({
      market_id: p.w.xinfadi,
      date: '2026-11-24',
      rows: [{ product: '大白菜', low: avg * 0.8, avg, high: avg * 1.2 }],
    });
    expect((await p.editor('/api/vegetable/addMarketData', day(2))).json.code).toBe(1);
    expect(notified).toBe(told + 1);
    expect((await p.plain('/api/vegetable/addMarketData', day(3))).json.code).not.toBe(1);
    expect(notified).toBe(told + 1);
  });
});
