/**
 * The list page's calls (issue 13): filterList, vegList (filters, pinyin search, sort, paging, change columns and
 * sparklines), getClassIndex, getMarketWeeklyList; bad input refused in Chinese; answers cached until a vegetable
 * content event; the day's rows read through indexes, never a scan of the price table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/rows.ts';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  vegetableClasses,
  vegetableClassIndex,
  vegetableMarketReports,
  vegetableMarkets,
  vegetablePrices,
  vegetableProducts,
} from '#server/db/schema/index.ts';
import { seedDemoVegetables } from '#server/db/demo/vegetableSeed.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvent } from '#server/services/content/events.ts';
import { pinyinColumns } from '#server/services/search/pinyin.ts';
import { analyze } from '#server/services/search/analyze.ts';
import { dayPageSql, pairDaysSql, type VegListQuery } from '#server/services/vegetable/priceList.ts';
import { VEG_LIST_MSG, VEG_MSG } from '#lib/vegetable/messages.ts';
import { MSG } from '#lib/shared/messages.ts';
import type { VegPriceRow } from '#lib/vegetable/types.ts';
import { testApp, type TestApp } from './support.ts';

const NOW = new Date('2026-11-24T06:00:00Z');
const DAY = '2026-11-24';
const DAYS = 21;
let t: TestApp;
/** The market and product this file writes itself, with prices whose changes it knows. */
let own: { market: number; product: number };

const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const list = (body: Record<string, unknown> = {}) => t.call('/api/vegetable/vegList', body);
const rows = (res: Awaited<ReturnType<typeof list>>) => res.json.data.list as VegPriceRow[];

/** The own product's avg by day: D 4.00, D−1 5.00 (−20%), D−7 3.20 (+25%), nothing on D−3. */
const OWN_AVG: Record<string, number> = {
  [DAY]: 4,
  [shift(DAY, -1)]: 5,
  [shift(DAY, -2)]: 4.5,
  [shift(DAY, -7)]: 3.2,
  [shift(DAY, -13)]: 3,
};

beforeAll(async () => {
  t = await testApp({ now: () => NOW, cache: { checkEveryMs: 3_600_000 } });
  await seedDemoVegetables(t.db, NOW, { days: DAYS });
  const [leafy] = await t.db.select().from(vegetableClasses).where(eq(vegetableClasses.key, 'leafy'));
  const [market] = await t.db
    .insert(vegetableMarkets)
    .values({
      name: '测试蔬菜批发市场',
      shortName: '测试',
      provinceCode: '65',
      cityCode: '6501',
      kind: 'consuming',
    })
    .returning();
  const [product] = await t.db
    .insert(vegetableProducts)
    .values({ name: '紫背天葵', classId: leafy!.id, sort: 999, ...pinyinColumns(['紫背天葵']) })
    .returning();
  own = { market: market!.id, product: product!.id };
  await t.db.insert(vegetablePrices).values(
    Object.entries(OWN_AVG).map(([date, avg]) => ({
      marketId: own.market,
      productId: own.product,
      date,
      low: avg - 0.5,
      avg,
      high: avg + 0.5,
      origin: '新疆',
    })),
  );
  await analyze(t.db);
}, 120_000);
afterAll(() => t.close());

async function dayCount(where = sql`true`) {
  const [row] = rowsOf(
    await t.db.execute(sql`
      select count(*) as n from vegetable_prices p
      join vegetable_products v on v.id = p.product_id
      join vegetable_classes c on c.id = v.class_id
      join vegetable_markets m on m.id = p.market_id
      where p.date = ${DAY} and ${where}`),
  );
  return Number(row!.n);
}

describe('filterList', () => {
  it('offers the classes in order, the markets with their province, only provinces with markets, the latest day', async () => {
    const res = await t.call('/api/vegetable/filterList', {});
    expect(res.json.code).toBe(1);
    const data = res.json.data;
    expect(data.classes.map((c: { name: string }) => c.name)).toEqual([
      '叶菜类',
      '茄果类',
      '根茎类',
      '瓜菜类',
      '菌菇类',
      '葱蒜类',
      '豆类',
      '水生菜类',
    ]);
    expect(data.classes[0]).toEqual({ key: 'leafy', name: '叶菜类' });
    const [markets] = (await t.db.select({ n: count() }).from(vegetableMarkets)) as [{ n: number }];
    expect(data.markets).toHaveLength(markets.n);
    expect(data.markets).toContainEqual({
      id: own.market,
      short_name: '测试',
      province_code: '65',
      province_name: '新疆维吾尔自治区',
    });
    const codes = new Set(data.markets.map((m: { province_code: string }) => m.province_code));
    expect(data.provinces.map((p: { code: string }) => p.code).sort()).toEqual([...codes].sort());
    expect(data.provinces).toContainEqual({ code: '11', name: '北京市' });
    expect(data.latest_day).toBe(DAY);
  });
});

describe('vegList', () => {
  it('answers the latest day by default, sorted by class and product, paged with the total', async () => {
    const res = await list({ pageSize: 50 });
    expect(res.json.code).toBe(1);
    const data = res.json.data;
    expect(data).toMatchObject({
      date: DAY,
      prev_date: shift(DAY, -1),
      week_date: shift(DAY, -7),
      demo: true,
    });
    expect(data.total).toBe(await dayCount());
    expect(data.list).toHaveLength(50);
    expect(data.list[0].product.class_key).toBe('leafy');
    expect(data.list[0].product.name).toBe('大白菜');
    expect(data.list[0]).toMatchObject({ unit: '元/公斤', is_demo: true });
    expect(data.list[0].spark).toHaveLength(14);
    const page2 = rows(await list({ pageSize: 50, page: 2 }));
    const key = (r: VegPriceRow) => `${r.market.id}:${r.product.id}`;
    const first = new Set(data.list.map(key));
    expect(page2.filter((r) => first.has(key(r)))).toEqual([]);
    expect(rows(await list({ page: 100_000 }))).toEqual([]);
    expect((await list({ page: 100_000 })).json.data.total).toBe(data.total);
  });

  it('filters by class, market and province, each total the count of those rows', async () => {
    const leafy = await list({ type: 'leafy', pageSize: 50 });
    expect(rows(leafy).every((r) => r.product.class_key === 'leafy')).toBe(true);
    expect(leafy.json.data.total).toBe(await dayCount(sql`c.key = 'leafy'`));
    const [xinfadi] = await t.db
      .select()
      .from(vegetableMarkets)
      .where(eq(vegetableMarkets.name, '北京新发地农产品批发市场'));
    const market = await list({ market: xinfadi!.id, pageSize: 50 });
    expect(rows(market).every((r) => r.market.short_name === xinfadi!.shortName)).toBe(true);
    expect(market.json.data.total).toBe(await dayCount(sql`m.id = ${xinfadi!.id}`));
    const xinjiang = await list({ province: '65' });
    expect(rows(xinjiang).map((r) => r.product.name)).toEqual(['紫背天葵']);
    expect(rows(xinjiang)[0]!.market).toMatchObject({
      province_code: '65',
      province_name: '新疆维吾尔自治区',
    });
    const none = await list({ type: 'leafy', province: '65', keyword: '土豆' });
    expect(none.json.data).toMatchObject({ list: [], total: 0 });
  });

  it('finds a product by its Chinese name, its pinyin and its initials', async () => {
    for (const keyword of ['大白菜', 'dabaicai', 'dbc', 'DaBaiCai', 'zbtk']) {
      const res = await list({ keyword, pageSize: 50 });
      expect(res.json.code, keyword).toBe(1);
      const names = new Set(rows(res).map((r) => r.product.name));
      expect(names.size, keyword).toBeGreaterThan(0);
      const expected = rowsOf(
        await t.db.execute(
          sql`select name from vegetable_products where name like ${`%${keyword}%`} or pinyin like ${`%${keyword.toLowerCase()}%`} or initials like ${`%${keyword.toLowerCase()}%`}`,
        ),
      ).map((r) => r.name);
      expect([...names].sort(), keyword).toEqual([...new Set(expected)].sort());
    }
    expect(rows(await list({ keyword: 'dbc' })).some((r) => r.product.name === '大白菜')).toBe(true);
    expect(rows(await list({ keyword: 'zbtk' })).map((r) => r.product.name)).toEqual(['紫背天葵']);
  });

  it('computes the changes against the previous price day and a week before, and the 14-day sparkline', async () => {
    const [row] = rows(await list({ province: '65' }));
    expect(row).toMatchObject({ low: 3.5, avg: 4, high: 4.5, origin: '新疆', is_demo: false });
    expect(row!.change_day).toBe(Math.round(((4 - 5) / 5) * 10_000) / 100); // −20
    expect(row!.change_week).toBe(Math.round(((4 - 3.2) / 3.2) * 10_000) / 100); // +25
    const expected = Array.from({ length: 14 }, (_, i) => OWN_AVG[shift(DAY, i - 13)] ?? null);
    expect(row!.spark).toEqual(expected);
    expect(row!.spark[10]).toBeNull(); // D−3: no price
    // A demo row against the table's own figures.
    const [demo] = rows(await list({ keyword: '大白菜', sort: 'market' }));
    const avgOn = async (date: string) => {
      const [p] = await t.db
        .select({ avg: vegetablePrices.avg })
        .from(vegetablePrices)
        .where(
          and(
            eq(vegetablePrices.marketId, demo!.market.id),
            eq(vegetablePrices.productId, demo!.product.id),
            eq(vegetablePrices.date, date),
          ),
        );
      return p!.avg;
    };
    const [now, before, weekAgo] = [
      await avgOn(DAY),
      await avgOn(shift(DAY, -1)),
      await avgOn(shift(DAY, -7)),
    ];
    expect(demo!.avg).toBe(now);
    expect(demo!.change_day).toBe(Math.round(((now - before) / before) * 10_000) / 100);
    expect(demo!.change_week).toBe(Math.round(((now - weekAgo) / weekAgo) * 10_000) / 100);
    expect(demo!.spark[13]).toBe(now);
    expect(demo!.spark[12]).toBe(before);
  });

  it('answers an earlier day when asked, its changes against the day before it', async () => {
    const day = shift(DAY, -1);
    const res = await list({ date: day, province: '65' });
    expect(res.json.data).toMatchObject({ date: day, prev_date: shift(DAY, -2) });
    expect(rows(res)[0]).toMatchObject({ avg: 5, change_day: Math.round(((5 - 4.5) / 4.5) * 10_000) / 100 });
    expect(rows(res)[0]!.spark[13]).toBe(5);
    const empty = await list({ date: '2020-01-01' });
    expect(empty.json.data).toMatchObject({ list: [], total: 0, date: '2020-01-01' });
  });

  it('sorts by each column, both ways', async () => {
    const body = { type: 'leafy', pageSize: 50 };
    const check = async (sort: string, pick: (r: VegPriceRow) => number | null, order: 'asc' | 'desc') => {
      const got = rows(await list({ ...body, sort, order }));
      const values = got.map(pick).filter((v): v is number => v !== null);
      const sorted = [...values].sort((a, b) => (order === 'asc' ? a - b : b - a));
      expect(values, `${sort} ${order}`).toEqual(sorted);
      return got;
    };
    for (const order of ['asc', 'desc'] as const) {
      await check('avg', (r) => r.avg, order);
      await check('low', (r) => r.low, order);
      await check('high', (r) => r.high, order);
      await check('change', (r) => r.change_day, order);
      await check('weekChange', (r) => r.change_week, order);
    }
    const top = rows(await list({ ...body, sort: 'avg', order: 'desc', pageSize: 1 }))[0]!;
    const [max] = rowsOf(
      await t.db
        .execute(sql`select max(p.avg) as m from vegetable_prices p join vegetable_products v on v.id = p.product_id
        join vegetable_classes c on c.id = v.class_id where p.date = ${DAY} and c.key = 'leafy'`),
    );
    expect(top.avg).toBe(Number(max!.m));
    // By market: each market's rows together, and the change sort puts the largest fall first.
    const byMarket = rows(await list({ sort: 'market', pageSize: 50 })).map((r) => r.market.id);
    const runs = byMarket.filter((id, i) => i === 0 || byMarket[i - 1] !== id);
    expect(runs).toEqual([...new Set(byMarket)]);
    expect(runs.length).toBeGreaterThan(1);
    const falls = rows(await list({ sort: 'change', order: 'asc', province: '65' }));
    expect(falls[0]!.change_day).toBe(-20);
    const desc = rows(await list({ sort: 'product', order: 'desc', pageSize: 1 }));
    expect(desc[0]!.product.class_key).toBe('aquatic');
  });

  it('refuses bad input in Chinese: a malformed or future date, a bad sort, a page size over 50', async () => {
    expect((await list({ date: '2026-02-30' })).json).toMatchObject({ code: 0, msg: VEG_MSG.badDate });
    expect((await list({ date: 'yesterday' })).json).toMatchObject({ code: 0, msg: VEG_MSG.badDate });
    expect((await list({ date: shift(DAY, 1) })).json).toMatchObject({
      code: 0,
      msg: VEG_LIST_MSG.futureDate,
    });
    expect((await list({ sort: 'price' })).json).toMatchObject({ code: 0, msg: VEG_LIST_MSG.badSort });
    expect((await list({ order: 'up' })).json).toMatchObject({ code: 0, msg: VEG_LIST_MSG.badOrder });
    expect((await list({ pageSize: 51 })).json).toMatchObject({ code: 0, msg: MSG.pageSizeInvalid });
    expect((await list({ type: 'Leafy!' })).json).toMatchObject({ code: 0, msg: VEG_LIST_MSG.badType });
    expect((await list({ province: '110000' })).json).toMatchObject({
      code: 0,
      msg: VEG_LIST_MSG.badProvince,
    });
    expect((await list({ keyword: '菜'.repeat(21) })).json).toMatchObject({
      code: 0,
      msg: VEG_LIST_MSG.keywordTooLong,
    });
    expect((await list({ market: 'x' })).json).toMatchObject({ code: 0, msg: MSG.idInvalid });
  });

  it('reads the day through the indexes: no sequential scan of the price table', async () => {
    const q: VegListQuery = { date: DAY, sort: 'product', order: 'asc', page: 1, pageSize: 20 };
    const plans = [
      dayPageSql(q, shift(DAY, -1), shift(DAY, -7)),
      dayPageSql({ ...q, sort: 'change', keyword: 'dbc' }, shift(DAY, -1), shift(DAY, -7)),
      dayPageSql({ ...q, market: own.market }, shift(DAY, -1), shift(DAY, -7)),
      pairDaysSql(
        [
          { market: own.market, product: own.product },
          { market: 1, product: 1 },
        ],
        Array.from({ length: 14 }, (_, i) => shift(DAY, -i)),
      ),
    ];
    for (const query of plans) {
      const plan = rowsOf(await t.db.execute(sql`explain ${query}`))
        .map((r) => Object.values(r)[0])
        .join('\n');
      expect(plan).not.toMatch(/Seq Scan on vegetable_prices/);
      expect(plan).toMatch(/Index|Bitmap/);
    }
  });
});

describe('getClassIndex', () => {
  it("gives every class and the whole ('all' first, 蔬菜价格总指数) with the latest week's value and change", async () => {
    const res = await t.call('/api/vegetable/getClassIndex', {});
    expect(res.json.code).toBe(1);
    const data = res.json.data;
    const stored = await t.db.select().from(vegetableClassIndex);
    const latest = stored
      .map((r) => r.week)
      .sort()
      .at(-1)!;
    expect(data.latest_week).toBe(latest);
    expect(data.cards).toHaveLength(9);
    expect(data.cards[0]).toMatchObject({ key: 'all', name: VEG_LIST_MSG.allIndex });
    for (const card of data.cards) {
      const row = stored.find((r) => r.week === latest && r.classKey === card.key)!;
      expect(card).toMatchObject({ value: row.value, change: row.change });
    }
    expect(data.weeks).toEqual([...new Set(stored.map((r) => r.week))].sort());
    expect(data.series.leafy).toHaveLength(data.weeks.length);
    expect(data.demo).toBe(true);
  });

  it('answers a range of weeks and refuses a bad or reversed one in Chinese', async () => {
    const stored = [...new Set((await t.db.select().from(vegetableClassIndex)).map((r) => r.week))].sort();
    const res = await t.call('/api/vegetable/getClassIndex', { from: stored.at(-1), to: stored.at(-1) });
    expect(res.json.data.weeks).toEqual([stored.at(-1)]);
    const none = await t.call('/api/vegetable/getClassIndex', { from: '2019-01-07', to: '2019-02-04' });
    expect(none.json.data.weeks).toEqual([]);
    expect((await t.call('/api/vegetable/getClassIndex', { from: '2026-13-01' })).json).toMatchObject({
      code: 0,
      msg: VEG_LIST_MSG.badWeek,
    });
    expect(
      (await t.call('/api/vegetable/getClassIndex', { from: '2026-11-16', to: '2026-11-02' })).json,
    ).toMatchObject({ code: 0, msg: VEG_LIST_MSG.weekRange });
  });
});

describe('getMarketWeeklyList', () => {
  it('lists the weekly market reports newest week first, paged, with market, title, summary and figures', async () => {
    const [all] = (await t.db.select({ n: count() }).from(vegetableMarketReports)) as [{ n: number }];
    expect(all.n).toBeGreaterThan(0);
    const res = await t.call('/api/vegetable/getMarketWeeklyList', { pageSize: 5 });
    expect(res.json.code).toBe(1);
    const data = res.json.data;
    expect(data).toMatchObject({ total: all.n, page: 1, pageSize: 5, demo: true });
    expect(data.list).toHaveLength(Math.min(5, all.n));
    const weeks = data.list.map((r: { week: string }) => r.week);
    expect(weeks).toEqual([...weeks].sort().reverse());
    const newest = (await t.db.select().from(vegetableMarketReports))
      .map((r) => r.week)
      .sort()
      .at(-1);
    expect(weeks[0]).toBe(newest);
    expect(data.list[0]).toMatchObject({
      market_id: expect.any(Number),
      short_name: expect.any(String),
      title: expect.stringContaining(''),
      figures: expect.objectContaining({ avgPrice: expect.any(Number) }),
    });
    expect(data.list[0].title.length).toBeGreaterThan(0);
    expect((await t.call('/api/vegetable/getMarketWeeklyList', { pageSize: 99 })).json).toMatchObject({
      code: 0,
      msg: MSG.pageSizeInvalid,
    });
  });
});

describe('the answers are cached', () => {
  it('serves the same answer again until a vegetable content event drops it', async () => {
    const body = { province: '65' };
    const first = await list(body);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const hits = t.cache.counters().hits;
    // A write without an event is not seen: the answer comes from the cache.
    await t.db
      .update(vegetablePrices)
      .set({ avg: 4.4 })
      .where(and(eq(vegetablePrices.marketId, own.market), eq(vegetablePrices.date, DAY)));
    const again = await list(body);
    expect(t.cache.counters().hits).toBe(hits + 1);
    expect(again.headers.get('etag')).toBe(etag);
    expect(rows(again)[0]!.avg).toBe(4);
    // The import's event: the next answer reads the new price.
    await logContentEvent(t.db, {
      entity: CONTENT_ENTITY.vegetable,
      id: own.market,
      action: CONTENT_ACTION.update,
      uid: 0,
      at: NOW,
    });
    t.cache.stale();
    const fresh = await list(body);
    expect(rows(fresh)[0]!.avg).toBe(4.4);
    expect(fresh.headers.get('etag')).not.toBe(etag);
    // The filtered total is kept too, and dropped by the same event.
    await t.db
      .delete(vegetablePrices)
      .where(and(eq(vegetablePrices.marketId, own.market), eq(vegetablePrices.date, DAY)));
    expect((await list({ ...body, sort: 'avg' })).json.data.total).toBe(1);
    await logContentEvent(t.db, {
      entity: CONTENT_ENTITY.vegetable,
      id: own.market,
      action: CONTENT_ACTION.delete,
      uid: 0,
      at: NOW,
    });
    t.cache.stale();
    expect((await list({ ...body, sort: 'avg' })).json.data).toMatchObject({ list: [], total: 0 });
  });
});
