/**
 * The daily status job: on a China day it logs content events for exactly the standards whose 实施日期 or 废止日期
 * is that day, so only their pages (and their lineage neighbours') are planned; nothing on a day without changes;
 * once per day; a start after missed days catches up.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gt, max } from 'drizzle-orm';
import { FAMILY } from '#lib/pageFamilies.ts';
import { contentEvents } from '#server/db/schema/index.ts';
import { planFor } from '#server/services/publish/planner.ts';
import { followContentEvents } from '#server/services/content/events.ts';
import { runStandardStatusJob } from '#server/services/standard/statusJob.ts';
import {
  DAY_AFTER,
  fixtureRows,
  NOW,
  resetStandards,
  TOMORROW_START,
  writeStandards,
} from './standard-fixtures.ts';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;
let ids: Map<string, number>;
let notified = 0;
const publisher = { notify: () => void notified++ };

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
});
afterAll(() => t.close());
beforeEach(async () => {
  ids = await resetStandards(t.db);
  notified = 0;
});

const lastEventId = async () =>
  (await t.db.select({ id: max(contentEvents.id) }).from(contentEvents))[0]?.id ?? 0;
const eventsAfter = (id: number) => t.db.select().from(contentEvents).where(gt(contentEvents.id, id));
/** The serving process's handle: the job's commit tells its rebuild queue. */
const followed = () => followContentEvents(t.db, { publisher, cache: t.cache });
const run = (now: Date) => runStandardStatusJob({ db: followed(), now: () => now });

describe('standard status job', () => {
  it('does nothing on a day without changes', async () => {
    const from = await lastEventId();
    const result = await run(NOW);
    expect(result).toEqual({ day: '2026-11-24', from: '2026-11-24', changed: [] });
    expect(await eventsAfter(from)).toEqual([]);
    expect(notified).toBe(0);
  });

  it('logs events for exactly the standards whose status changes that day, and plans only their pages', async () => {
    await run(NOW);
    const from = await lastEventId();
    const result = await run(TOMORROW_START);
    const changed = [ids.get('GB/T 99001-2026')!, ids.get('NY/T 99002-2020')!].sort((a, b) => a - b);
    expect(result).toEqual({ day: '2026-11-25', from: '2026-11-25', changed });
    const events = await eventsAfter(from);
    expect(events.map((e) => [e.entity, e.entityId]).sort()).toEqual(
      changed.map((id) => ['standard', id]).sort(),
    );
    expect(notified).toBe(1);
    const plan = await planFor(
      t.db,
      events.map((e) => ({ entity: e.entity, entityId: e.entityId, before: null })),
    );
    expect(plan.now.families).toEqual({ [FAMILY.standardDetail]: changed });
  });

  it('runs once per day, also when asked again', async () => {
    await run(NOW);
    expect((await run(TOMORROW_START))?.changed).toHaveLength(2);
    const from = await lastEventId();
    expect(await run(new Date(TOMORROW_START.getTime() + 3_600_000))).toBeNull();
    expect(await eventsAfter(from)).toEqual([]);
  });

  it('plans the lineage neighbours whose chain shows the changed status', async () => {
    // In this variant GB 2763-2021 takes effect tomorrow: its page, and the chain's other pages, show it.
    const [row] = fixtureRows([
      { number: 'GB 2763-2021', name: '农药残留', effective: '2026-11-25', replaces: 'GB 2763-2019' },
    ]);
    await writeStandards(t.db, [row!], { uid: 1, now: NOW });
    await run(NOW);
    const from = await lastEventId();
    const result = await run(TOMORROW_START);
    expect(result?.changed).toContain(ids.get('GB 2763-2021'));
    const events = await eventsAfter(from);
    const plan = await planFor(
      t.db,
      events.map((e) => ({ entity: e.entity, entityId: e.entityId, before: null })),
    );
    const keys = plan.now.families[FAMILY.standardDetail] as number[];
    for (const n of ['GB 2763-2021', 'GB 2763-2019', 'GB 2763-2016', 'GB 2763-2014'])
      expect(keys).toContain(ids.get(n));
    expect(keys).not.toContain(ids.get('GB/T 1351-2023'));
  });

  it('runs first from the live full build’s day: a build made earlier and started later gets the changes between', async () => {
    const from = await lastEventId();
    const result = await runStandardStatusJob({
      db: followed(),
      now: () => DAY_AFTER,
      builtAt: () => NOW.toISOString(),
    });
    expect(result).toMatchObject({ day: '2026-11-26', from: '2026-11-25' });
    expect(result?.changed).toHaveLength(2);
    expect(await eventsAfter(from)).toHaveLength(2);
  });

  it('without a known build (the empty manifest) the first run covers today only', async () => {
    const result = await runStandardStatusJob({
      db: t.db,
      now: () => DAY_AFTER,
      builtAt: () => new Date(0).toISOString(),
    });
    expect(result).toEqual({ day: '2026-11-26', from: '2026-11-26', changed: [] });
  });

  it('catches up after missed days: every change since the last run', async () => {
    await run(new Date('2026-11-20T06:00:00Z'));
    const result = await run(DAY_AFTER);
    expect(result).toMatchObject({ day: '2026-11-26', from: '2026-11-21' });
    expect(result?.changed).toHaveLength(2);
  });
});
