/** getMarketList and GET marketReportDetail: markets, their latest prices, reports free and in full for VIPs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, vegetableMarketReports, vegetableMarkets } from '#server/db/schema/index.ts';
import { seedDemoVegetables } from '#server/db/demo/vegetableSeed.ts';
import { VEG_MARKET_MSG, VEG_MSG } from '#lib/vegetable/messages.ts';
import { signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

const NOW = new Date('2026-11-24T06:00:00Z');
let t: TestApp;
let member: Caller;
let vip: Caller;
let xinfadi: number;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  await seedDemoVegetables(t.db, NOW, { days: 22 });
  ({ call: member } = await signedIn(t, 'member01'));
  const v = await signedIn(t, 'vip01');
  vip = v.call;
  await t.db
    .update(users)
    .set({ vegetableExpire: new Date(NOW.getTime() + 30 * 86_400_000) })
    .where(eq(users.uid, v.uid));
  const [m] = await t.db
    .select()
    .from(vegetableMarkets)
    .where(eq(vegetableMarkets.name, '北京新发地农产品批发市场'));
  xinfadi = m!.id;
}, 120_000);
afterAll(() => t.close());

describe('getMarketList', () => {
  it('lists every market with province and city names, kind, latest day and products that day', async () => {
    const res = await t.call('/api/vegetable/getMarketList', {});
    expect(res.json.code).toBe(1);
    const { list, demo } = res.json.data;
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(demo).toBe(true);
    expect(list.find((m: { id: number }) => m.id === xinfadi)).toMatchObject({
      name: '北京新发地农产品批发市场',
      province: '北京市',
      city: '北京市',
      kind: 'consuming',
      latest_date: '2026-11-24',
      demo: true,
    });
    expect(list.every((m: { products: number }) => m.products > 0)).toBe(true);
    expect(res.json.data.prices).toBeUndefined();
  });

  it('filters by province, and a second ask is served from the public cache', async () => {
    const res = await t.call('/api/vegetable/getMarketList', { province: '37' });
    expect(res.json.data.list.length).toBeGreaterThan(0);
    expect(res.json.data.list.every((m: { province: string }) => m.province === '山东省')).toBe(true);
    const again = await t.call('/api/vegetable/getMarketList', { province: '37' });
    expect(again.headers.get('etag')).toBeTruthy();
    expect(t.cache.counters().hits).toBeGreaterThan(0);
  });

  it('with an id answers the market’s profile and its latest day’s prices', async () => {
    const res = await t.call('/api/vegetable/getMarketList', { id: xinfadi });
    const { list, prices } = res.json.data;
    expect(list).toHaveLength(1);
    expect(list[0].summary).not.toBe('');
    expect(prices.length).toBe(list[0].products);
    expect(prices[0]).toMatchObject({ class_key: expect.any(String), unit: '元/公斤' });
    for (const p of prices) expect(p.low <= p.avg && p.avg <= p.high).toBe(true);
  });

  it('refuses an unknown market id in Chinese', async () => {
    expect((await t.call('/api/vegetable/getMarketList', { id: 99999 })).json).toMatchObject({
      code: 0,
      msg: VEG_MSG.unknownMarket,
    });
  });
});

describe('GET marketReportDetail', () => {
  const url = (q: string) => `/api/vegetable/marketReportDetail?${q}`;

  it('a visitor and a member get the title, summary and figures, the body locked with the VIP message', async () => {
    for (const caller of [t.call, member]) {
      const res = await caller(url(`market_id=${xinfadi}`));
      expect(res.json.code).toBe(1);
      const { report, reports } = res.json.data;
      expect(report).toMatchObject({ market_id: xinfadi, locked: true, body: null, demo: true });
      expect(report.locked_msg).toBe(VEG_MSG.vipOnly('reports'));
      expect(report.title).not.toBe('');
      expect(report.figures.avgPrice).toBeGreaterThan(0);
      expect(reports[0].id).toBe(report.id);
      expect(reports[0]).not.toHaveProperty('body');
    }
  });

  it('a vegetable VIP gets the body', async () => {
    const res = await vip(url(`market_id=${xinfadi}`));
    const [row] = await t.db
      .select()
      .from(vegetableMarketReports)
      .where(eq(vegetableMarketReports.id, res.json.data.report.id));
    expect(res.json.data.report).toMatchObject({ locked: false, body: row!.body, locked_msg: null });
    expect(row!.body.length).toBeGreaterThan(20);
  });

  it('a VIP is not served a visitor’s cached answer, and a visitor never a VIP’s', async () => {
    const [r] = await t.db.select().from(vegetableMarketReports).limit(1);
    await t.call(url(`id=${r!.id}`));
    expect((await t.call(url(`id=${r!.id}`))).json.data.report.body).toBeNull();
    expect((await vip(url(`id=${r!.id}`))).json.data.report.body).toBe(r!.body);
    expect((await t.call(url(`id=${r!.id}`))).json.data.report.body).toBeNull();
  });

  it('by market and week, and refusals for an unknown id or no query', async () => {
    const [r] = await t.db
      .select()
      .from(vegetableMarketReports)
      .where(eq(vegetableMarketReports.marketId, xinfadi));
    expect((await t.call(url(`market_id=${xinfadi}&week=${r!.week}`))).json.data.report.id).toBe(r!.id);
    expect((await t.call(url('id=999999'))).json).toMatchObject({ code: 0, msg: VEG_MARKET_MSG.reportGone });
    expect((await t.call(url(''))).json).toMatchObject({ code: 0, msg: VEG_MARKET_MSG.reportQuery });
  });
});
