/** /api/baike/getBaikeHub: every part from the applications' demo data, nothing invented, one view per visitor. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import { chinaToday } from '#lib/chinaTime.ts';
import { seedDemoBaike } from '#server/db/demo/baikeSeed.ts';
import { seedDemoIndicators } from '#server/db/demo/industrySeed.ts';
import { seedDemoTrade } from '#server/db/demo/tradeSeed.ts';
import { seedDemoVegetables } from '#server/db/demo/vegetableSeed.ts';
import { baikeCategories, baikeEntries, baikeViews } from '#server/db/schema/index.ts';
import { testApp, type TestApp } from './support.ts';

const NOW = new Date('2026-11-24T06:00:00Z');
let t: TestApp;
const idOf = async (title: string) =>
  (await t.db.select({ id: baikeEntries.id }).from(baikeEntries).where(eq(baikeEntries.title, title)))[0]!.id;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  await seedDemoBaike(t.db, NOW);
  await seedDemoVegetables(t.db, NOW, { days: 35 });
  await seedDemoTrade(t.db, NOW, { months: 26 });
  await seedDemoIndicators(t.db, { only: [1021, 1051] });
}, 300_000);
afterAll(() => t.close());

describe('getBaikeHub', () => {
  it('answers 小麦 from the real demo data: nutrients, its standard first, trade, the provinces', async () => {
    const res = await t.call('/api/baike/getBaikeHub', { id: await idOf('小麦') });
    expect(res.json.code).toBe(1);
    const hub = res.json.data;
    expect(hub.vegetable).toBeNull();
    expect(hub.food).toMatchObject({ code: '20080', href: '/application/food/detail/20080' });
    expect(typeof hub.food.protein).toBe('number');
    expect(hub.standards[0]).toMatchObject({ number: 'GB 1351-2023', title: '小麦' });
    expect(hub.standards.length).toBeLessThanOrEqual(5);
    for (const s of hub.standards) expect(s.title).toContain('小麦');
    expect(hub.trade).toMatchObject({ code: '1001', demo: true, href: '/application/trade/detail/1001' });
    expect(hub.trade.import_value).toBeGreaterThan(0);
    expect(hub.trade.top_partners.length).toBeGreaterThan(0);
    expect(hub.trade.top_partners.length).toBeLessThanOrEqual(5);
    expect(hub.production).toMatchObject({ indicator_id: 1021, demo: true });
    expect(hub.production.year).toMatch(/^\d{4}$/);
    const values = hub.production.regions.map((r: { value: number }) => r.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(hub.production.regions[0].adcode).toMatch(/^\d{2}0000$/);
    // 小麦产量 is one of 农业专题's reference topics: the panel opens its map of that year.
    expect(hub.production.href).toMatch(/^\/application\/ast\?topic=\d+&year=\d{4}$/);
  });

  it('answers 马铃薯 with the 土豆 price of the newest day, its change and 30 days', async () => {
    const res = await t.call('/api/baike/getBaikeHub', { id: await idOf('马铃薯') });
    const v = res.json.data.vegetable;
    expect(v).toMatchObject({ name: '土豆', demo: true });
    expect(v.price).toBeGreaterThan(0);
    expect(v.series.length).toBeGreaterThan(20);
    expect(v.series.length).toBeLessThanOrEqual(30);
    expect(v.series.at(-1)).toEqual({ date: v.date, value: v.price });
    expect(typeof v.change).toBe('number');
    expect(v.href).toContain('name=%E5%9C%9F%E8%B1%86');
  });

  it('answers every part empty for an entry without links', async () => {
    const [cat] = await t.db.select({ id: baikeCategories.id }).from(baikeCategories).limit(1);
    const [row] = await t.db
      .insert(baikeEntries)
      .values({ title: '无链接词条', categoryId: cat!.id, status: 'published' })
      .returning({ id: baikeEntries.id });
    const res = await t.call('/api/baike/getBaikeHub', { id: row!.id });
    expect(res.json.data).toEqual({
      id: row!.id,
      vegetable: null,
      food: null,
      standards: [],
      trade: null,
      production: null,
    });
  });

  it('refuses an unknown or unpublished entry', async () => {
    const [cat] = await t.db.select({ id: baikeCategories.id }).from(baikeCategories).limit(1);
    const [row] = await t.db
      .insert(baikeEntries)
      .values({ title: '下线词条', categoryId: cat!.id, status: 'unpublished' })
      .returning({ id: baikeEntries.id });
    for (const id of [row!.id, 999_999]) {
      const res = await t.call('/api/baike/getBaikeHub', { id });
      expect(res.json).toMatchObject({ code: 0, msg: BAIKE_MSG.entryGone });
    }
  });

  it('counts a page view per visitor, hit or miss, into the day’s row and the entry’s total', async () => {
    const id = await idOf('大豆');
    await t.views.flush();
    const before = (await t.db.select().from(baikeEntries).where(eq(baikeEntries.id, id)))[0]!.viewCount;
    // Three visitors, the first twice (once per visitor and day: baike-views-once-per-visitor.test.ts).
    for (const ip of ['192.0.2.1', '192.0.2.1', '192.0.2.2', '192.0.2.3'])
      expect((await t.call('/api/baike/getBaikeHub', { id }, { ip })).json.code).toBe(1);
    // A refusal counts nothing.
    await t.call('/api/baike/getBaikeHub', { id: 999_999 });
    const unwritten = (await t.db.select().from(baikeEntries).where(eq(baikeEntries.id, id)))[0]!.viewCount;
    expect(unwritten).toBe(before);
    await t.views.flush();
    const after = (await t.db.select().from(baikeEntries).where(eq(baikeEntries.id, id)))[0]!.viewCount;
    expect(after - before).toBe(3);
    const [day] = await t.db
      .select()
      .from(baikeViews)
      .where(and(eq(baikeViews.entryId, id), eq(baikeViews.day, chinaToday(NOW))));
    expect(day!.views).toBe(3);
  });
});
