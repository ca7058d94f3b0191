/**
 * 农业百科's page views (what 热门词条 ranks) cannot be moved by one caller: getBaikeHub counts a view once per visitor
 * (address and user agent) per entry per China day, and one address counts at most BAIKE_LIMITS.viewsPerAddress views
 * a day (viewsPerAddressEntry to one entry).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { BAIKE_LIMITS } from '#lib/baike/limits.ts';
import { chinaToday } from '#lib/chinaTime.ts';
import { seedDemoBaike } from '#server/db/demo/baikeSeed.ts';
import { baikeEntries, baikeViews } from '#server/db/schema/index.ts';
import { testApp, type TestApp } from './support.ts';

const NOW = new Date('2026-11-24T06:00:00Z');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';
let t: TestApp;
let ids: number[];

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  await seedDemoBaike(t.db, NOW);
  ids = (
    await t.db
      .select({ id: baikeEntries.id })
      .from(baikeEntries)
      .where(eq(baikeEntries.status, 'published'))
      .orderBy(asc(baikeEntries.id))
  ).map((r) => r.id);
}, 120_000);
afterAll(() => t.close());

const view = async (id: number, ip: string, agent = BROWSER) => {
  const res = await t.call('/api/baike/getBaikeHub', { id }, { ip, headers: { 'user-agent': agent } });
  expect(res.json.code).toBe(1);
};
/** The entry's views of a day and its total, once the batched counter has written them. */
const counted = async (id: number, day = chinaToday(t.clock.now())) => {
  await t.views.flush();
  const [row] = await t.db
    .select({ views: baikeViews.views })
    .from(baikeViews)
    .where(and(eq(baikeViews.entryId, id), eq(baikeViews.day, day)));
  const [entry] = await t.db
    .select({ total: baikeEntries.viewCount })
    .from(baikeEntries)
    .where(eq(baikeEntries.id, id));
  return { day: row?.views ?? 0, total: entry!.total };
};

describe('a view counted once per visitor per entry per day', () => {
  it('1,500 calls from one address count 1, and do not put the entry at rank 1 of 热门词条', async () => {
    const [id, read] = [ids[0]!, ids[5]!];
    await view(read, '198.51.100.1');
    await view(read, '198.51.100.2');
    const t0 = performance.now();
    for (let i = 0; i < 1500; i++) await view(id, '198.51.100.10');
    console.log(`1,500 getBaikeHub calls from one address: ${Math.round(performance.now() - t0)} ms`);
    expect(await counted(id)).toEqual({ day: 1, total: 1 });
    // The first ranking this database is asked for is counted at once (no held one yet).
    const hot = (await t.call('/api/baike/hotBaike', {})).json.data.list;
    expect(hot.map((h: { id: number; views: number }) => [h.id, h.views])).toEqual([
      [read, 2],
      [id, 1],
    ]);
  });

  it('two visitors count 2: two addresses, or two browsers behind one address', async () => {
    const [a, b] = [ids[1]!, ids[2]!];
    await view(a, '198.51.100.20');
    await view(a, '198.51.100.21');
    await view(a, '198.51.100.21');
    expect((await counted(a)).day).toBe(2);
    await view(b, '198.51.100.22', BROWSER);
    await view(b, '198.51.100.22', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148');
    expect((await counted(b)).day).toBe(2);
  });

  it('one address rotating user agents counts at most viewsPerAddressEntry views of one entry', async () => {
    const id = ids[3]!;
    for (let i = 0; i < 50; i++) await view(id, '198.51.100.30', `${BROWSER} ${i}`);
    expect((await counted(id)).day).toBe(BAIKE_LIMITS.viewsPerAddressEntry);
  });

  it('one address over viewsPerAddress distinct entries stops counting; another address still counts', async () => {
    const limit = BAIKE_LIMITS.viewsPerAddress;
    const some = ids.slice(10, 10 + limit + 1);
    expect(some).toHaveLength(limit + 1);
    for (const id of some) await view(id, '198.51.100.40');
    await t.views.flush();
    const rows = await t.db
      .select({ id: baikeViews.entryId, views: baikeViews.views })
      .from(baikeViews)
      .where(eq(baikeViews.day, chinaToday(NOW)));
    const byId = new Map(rows.map((r) => [r.id, r.views]));
    expect(some.filter((id) => byId.get(id) === 1)).toHaveLength(limit);
    const over = some.at(-1)!;
    expect(byId.get(over)).toBeUndefined();
    await view(over, '198.51.100.41');
    expect((await counted(over)).day).toBe(1);
  });

  it('the next China day counts the same visitor again', async () => {
    const id = ids[0]!;
    const before = await counted(id);
    // 16:00 UTC is midnight in China: the same call a minute later is the next day's first view.
    t.clock.now = () => new Date('2026-11-24T16:01:00Z');
    try {
      for (let i = 0; i < 10; i++) await view(id, '198.51.100.10');
      expect(await counted(id, '2026-11-25')).toEqual({ day: 1, total: before.total + 1 });
      expect((await counted(id, '2026-11-24')).day).toBe(1);
    } finally {
      t.clock.now = () => NOW;
    }
  });
});
