/** /api/baike/ public reads: getBaikeTree, getBaikeLists (category and search), getBaikeContent, hotBaike(Content). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { seedDemoBaike } from '#server/db/demo/baikeSeed.ts';
import { baikeCategories, baikeEntries, baikeViews } from '#server/db/schema/index.ts';
import { baikeListQuery } from '#server/services/baike/list.ts';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import { BAIKE_LIMITS } from '#lib/baike/limits.ts';
import type { BaikeTreeNode } from '#lib/baike/types.ts';
import { testApp, type TestApp } from './support.ts';

const NOW = new Date('2026-11-24T06:00:00Z');
let clock = NOW;
let t: TestApp;
let wheat: number;

beforeAll(async () => {
  t = await testApp({ now: () => clock });
  await seedDemoBaike(t.db, NOW);
  [{ id: wheat }] = (await t.db
    .select({ id: baikeEntries.id })
    .from(baikeEntries)
    .where(eq(baikeEntries.slug, 'wheat'))) as [{ id: number }];
}, 120_000);
afterAll(() => t.close());

const lists = async (body: Record<string, unknown>) => (await t.call('/api/baike/getBaikeLists', body)).json;

describe('getBaikeTree', () => {
  it('counts the published entries of each node and its descendants', async () => {
    const res = await t.call('/api/baike/getBaikeTree', {});
    expect(res.json.code).toBe(1);
    const tree = res.json.data as BaikeTreeNode[];
    const [published] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(baikeEntries)
      .where(eq(baikeEntries.status, 'published'))) as [{ n: number }];
    expect(tree.reduce((s, n) => s + n.count, 0)).toBe(published.n);
    const check = (n: BaikeTreeNode): void => {
      if (n.children.length) {
        expect(n.count).toBeGreaterThanOrEqual(n.children.reduce((s, c) => s + c.count, 0));
        n.children.forEach(check);
      }
    };
    tree.forEach(check);
    expect(tree[0]!.name).toBe('作物');
  });
});

describe('getBaikeLists', () => {
  it("lists a category's entries and its descendants', newest change first", async () => {
    const tree = (await t.call('/api/baike/getBaikeTree', {})).json.data as BaikeTreeNode[];
    const crops = tree[0]!;
    const res = await lists({ category: crops.id, pageSize: 50 });
    expect(res.code).toBe(1);
    expect(res.data.total).toBe(crops.count);
    const times = (res.data.list as { changed_at: string }[]).map((c) => c.changed_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.data.list.map((c: { title: string }) => c.title)).toContain('小麦');
    expect(res.data.exact).toEqual([]);
  });

  it('refuses a category the tree does not have, and an overlong keyword', async () => {
    expect(await lists({ category: 999_999 })).toMatchObject({ code: 0, msg: BAIKE_MSG.unknownCategory });
    expect(await lists({ keyword: '麦'.repeat(BAIKE_LIMITS.title + 1) })).toMatchObject({
      code: 0,
      msg: BAIKE_MSG.keywordTooLong,
    });
  });

  it('lands an alias on its entry: exact names the alias', async () => {
    const res = await lists({ keyword: '麦子' });
    expect(res.code).toBe(1);
    expect(res.data.exact).toEqual([expect.objectContaining({ id: wheat, title: '小麦', alias: '麦子' })]);
    expect(res.data.list[0]).toMatchObject({ id: wheat });
  });

  it('puts the exact title first, with no alias named', async () => {
    const res = await lists({ keyword: '小麦' });
    expect(res.data.exact).toEqual([expect.objectContaining({ id: wheat, alias: null })]);
    expect(res.data.list[0]).toMatchObject({ id: wheat, href: `/application/baike/${wheat}` });
    // Title prefix before a mere mention (小麦条锈病 before entries whose summary names 小麦).
    const titles = (res.data.list as { title: string }[]).map((c) => c.title);
    const lastPrefix = titles.findLastIndex((x) => x.startsWith('小麦'));
    const firstOther = titles.findIndex((x) => !x.includes('小麦'));
    if (firstOther >= 0) expect(lastPrefix).toBeLessThan(firstOther);
  });

  it.each(['xiaomai', 'xm', 'XiaoMai'])('finds 小麦 by pinyin or initials %s', async (keyword) => {
    const res = await lists({ keyword, pageSize: 50 });
    expect(res.code).toBe(1);
    expect(res.data.list.map((c: { id: number }) => c.id)).toContain(wheat);
  });

  it('answers a keyword nothing matches with an empty list, not a refusal', async () => {
    expect(await lists({ keyword: '不存在的词条名' })).toMatchObject({
      code: 1,
      data: { total: 0, list: [], exact: [] },
    });
  });

  it.each([
    ['小麦', /baike_entries_search_(grams|trgm)_idx/],
    ['xiaomai', /baike_entries_search_trgm_idx/],
  ])('searches %s through the search index', async (keyword, index) => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const r = await tx.execute(sql`explain ${baikeListQuery(tx as never, keyword).getSQL()}`);
      const rows = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, string>[];
      return rows.map((x) => x['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(index);
  });
});

describe('getBaikeContent', () => {
  it('answers a published entry with its category path root first and published related entries', async () => {
    const res = await t.call('/api/baike/getBaikeContent', { id: wheat });
    expect(res.json.code).toBe(1);
    const e = res.json.data;
    expect(e).toMatchObject({ id: wheat, title: '小麦', aliases: ['麦子', '冬小麦', '春小麦'], versions: 1 });
    expect(e.category_path.map((c: { name: string }) => c.name)[0]).toBe('作物');
    expect(e.content_html).toContain('<h2>形态特征</h2>');
    expect(e.infobox[0]).toEqual(['学名', 'Triticum aestivum L.']);
    expect(e.related.length).toBeGreaterThan(0);
    for (const r of e.related) expect(r.href).toBe(`/application/baike/${r.id}`);
  });

  it('leaves a withdrawn related entry out', async () => {
    const before = (await t.call('/api/baike/getBaikeContent', { id: wheat })).json.data;
    const gone = before.related[0].id as number;
    await t.db.update(baikeEntries).set({ status: 'unpublished' }).where(eq(baikeEntries.id, gone));
    t.cache.drop(['baike']);
    const after = (await t.call('/api/baike/getBaikeContent', { id: wheat })).json.data;
    expect(after.related.map((r: { id: number }) => r.id)).not.toContain(gone);
    // Its own page answers the refusal.
    expect((await t.call('/api/baike/getBaikeContent', { id: gone })).json).toMatchObject({
      code: 0,
      msg: BAIKE_MSG.entryGone,
    });
    await t.db.update(baikeEntries).set({ status: 'published' }).where(eq(baikeEntries.id, gone));
    t.cache.drop(['baike']);
  });

  it('refuses an unknown id', async () => {
    expect((await t.call('/api/baike/getBaikeContent', { id: 9_999_999 })).json).toMatchObject({
      code: 0,
      msg: BAIKE_MSG.entryGone,
    });
    expect((await t.call('/api/baike/getBaikeContent', { id: 'x' })).json.code).toBe(0);
  });
});

describe('hotBaike and hotBaikeContent', () => {
  it('with no views: hotBaike is empty, hotBaikeContent the newest changed entries', async () => {
    expect((await t.call('/api/baike/hotBaike', {})).json).toMatchObject({ code: 1, data: { list: [] } });
    const content = (await t.call('/api/baike/hotBaikeContent', { limit: 5 })).json.data;
    expect(content.ranked_by).toBe('changed');
    expect(content.list).toHaveLength(5);
  });

  it('ranks the views of the last days once the refresh interval has passed, never zero-view entries', async () => {
    const [other] = (await t.db
      .select({ id: baikeEntries.id })
      .from(baikeEntries)
      .where(eq(baikeEntries.slug, 'rice'))) as [{ id: number }];
    await t.db.insert(baikeViews).values([
      { entryId: wheat, day: '2026-11-24', views: 5 },
      { entryId: other.id, day: '2026-11-23', views: 9 },
      // Older than the window: not counted.
      { entryId: wheat, day: '2026-11-01', views: 100 },
    ]);
    // Still the held ranking within hotRefreshMs.
    clock = new Date(NOW.getTime() + 1000);
    expect((await t.call('/api/baike/hotBaike', {})).json.data.list).toEqual([]);
    clock = new Date(NOW.getTime() + BAIKE_LIMITS.hotRefreshMs + 1000);
    const hot = (await t.call('/api/baike/hotBaike', {})).json.data.list;
    expect(hot.map((h: { id: number; views: number }) => [h.id, h.views])).toEqual([
      [other.id, 9],
      [wheat, 5],
    ]);
    const content = (await t.call('/api/baike/hotBaikeContent', { limit: 1 })).json.data;
    expect(content).toMatchObject({ ranked_by: 'views', list: [{ id: other.id, views: 9 }] });
    expect(content.list[0].summary.length).toBeGreaterThan(0);
  });

  it('refuses a limit over the bound', async () => {
    expect((await t.call('/api/baike/hotBaike', { limit: BAIKE_LIMITS.hotMax + 1 })).json.code).toBe(0);
  });
});

it('the tree has the seeded categories', async () => {
  const [n] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(baikeCategories)) as [{ n: number }];
  expect(n.n).toBeGreaterThan(10);
});
