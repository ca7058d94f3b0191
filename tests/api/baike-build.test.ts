/** 农业百科's build queries (entry, history and index pages) and the publish planner's keys for entry changes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedDemoBaike, readBaikeSeed } from '#server/db/demo/baikeSeed.ts';
import { baikeEntries, baikeVersions } from '#server/db/schema/index.ts';
import { buildQueries } from '#server/services/content/build/index.ts';
import { planFor } from '#server/services/publish/planner.ts';
import { CONTENT_ENTITY } from '#server/services/content/events.ts';
import { FAMILY } from '#lib/pageFamilies.ts';
import { testApp, type TestApp } from './support.ts';

const NOW = new Date('2026-11-24T06:00:00Z');
let t: TestApp;
const idOf = new Map<string, number>();

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  await seedDemoBaike(t.db, NOW);
  for (const r of await t.db.select({ id: baikeEntries.id, slug: baikeEntries.slug }).from(baikeEntries))
    idOf.set(r.slug!, r.id);
}, 120_000);
afterAll(() => t.close());

describe('baikeBuildData', () => {
  it('reads every published entry in the full build, with its first version as history', async () => {
    const data = await buildQueries.baikeBuildData(t.db, null);
    expect(data.entries).toHaveLength(readBaikeSeed().length);
    const wheat = data.entries.find((e) => e.id === idOf.get('wheat'))!;
    expect(wheat).toMatchObject({ title: '小麦', versions: 1 });
    expect(wheat.pinyin).toContain('xiaomai');
    expect(wheat.initials).toContain('xm');
    expect(wheat.history).toEqual([
      expect.objectContaining({
        author: null,
        note: '创建词条',
        fields: expect.objectContaining({ title: '小麦' }),
      }),
    ]);
    expect(wheat.siblings.length).toBeGreaterThan(0);
    expect(wheat.siblings.map((s) => s.id)).not.toContain(wheat.id);
    expect(wheat.related.length).toBeGreaterThan(0);
  });

  it('reads only the planned entries of a publish run', async () => {
    const data = await buildQueries.baikeBuildData(t.db, [idOf.get('wheat')!]);
    expect(data.entries.map((e) => e.title)).toEqual(['小麦']);
    expect((await buildQueries.baikeBuildData(t.db, [])).entries).toEqual([]);
  });

  it('the index data counts every published entry and lists the newest changes', async () => {
    const home = await buildQueries.baikeHomeData(t.db);
    expect(home.total).toBe(readBaikeSeed().length);
    expect(home.recent).toHaveLength(10);
    expect(home.changedLately).toBeGreaterThan(0);
  });
});

describe('the history', () => {
  it('lists published versions newest first, each with its fields (the page draws their difference)', async () => {
    const id = idOf.get('rice')!;
    const [first] = await t.db.select().from(baikeVersions).where(eq(baikeVersions.entryId, id));
    const later = new Date(NOW.getTime() + 86_400_000);
    const [second] = await t.db
      .insert(baikeVersions)
      .values({
        ...first!,
        id: undefined,
        baseVersionId: first!.id,
        summary: `${first!.summary}（补充）`,
        note: '补充摘要',
        reviewedAt: later,
        createdAt: later,
        updatedAt: later,
      })
      .returning({ id: baikeVersions.id });
    // A draft is never in the history.
    await t.db.insert(baikeVersions).values({ ...first!, id: undefined, state: 'draft', note: '草稿' });
    await t.db.update(baikeEntries).set({ currentVersionId: second!.id }).where(eq(baikeEntries.id, id));
    const [entry] = (await buildQueries.baikeBuildData(t.db, [id])).entries;
    expect(entry!.versions).toBe(2);
    expect(entry!.history.map((v) => [v.version_id, v.note])).toEqual([
      [second!.id, '补充摘要'],
      [first!.id, '创建词条'],
    ]);
    expect(entry!.version_id).toBe(second!.id);
  });
});

describe('the planner', () => {
  it('plans an entry, the entries naming it as related and its category', async () => {
    const scab = idOf.get('wheat-scab')!;
    const plan = await planFor(t.db, [{ entity: CONTENT_ENTITY.baike, entityId: scab, before: null }]);
    const keys = plan.now.families[FAMILY.baikeEntry] as number[];
    expect(keys).toContain(scab);
    // 小麦 names 小麦赤霉病 among its related entries.
    expect(keys).toContain(idOf.get('wheat'));
  });

  it('still plans a withdrawn entry, so its pages are removed', async () => {
    const wheat = idOf.get('wheat')!;
    await t.db.update(baikeEntries).set({ status: 'unpublished' }).where(eq(baikeEntries.id, wheat));
    const plan = await planFor(t.db, [{ entity: CONTENT_ENTITY.baike, entityId: wheat, before: null }]);
    expect(plan.now.families[FAMILY.baikeEntry]).toContain(wheat);
    const data = await buildQueries.baikeBuildData(t.db, [wheat]);
    expect(data.entries).toEqual([]);
    await t.db.update(baikeEntries).set({ status: 'published' }).where(eq(baikeEntries.id, wheat));
  });
});
