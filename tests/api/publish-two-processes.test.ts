/**
 * Two serving processes on one PostgreSQL and one DIST_DIR (as two `serve.ts` behind nginx): editors publish through
 * both, exactly one rebuild runs at a time and every change goes live. PostgreSQL only: PGlite admits one process.
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { contentEvents, publishRuns } from '#server/db/schema/index.ts';
import { seedReference } from '#server/db/seed.ts';
import { advisoryLock, processLock, type PublishLock } from '#server/services/publish/lock.ts';
import { createPublisher, type BuildStep, type Publisher } from '#server/services/publish/publisher.ts';
import { openSite } from '#server/services/publish/site.ts';
import { signedIn } from './content-fixtures.ts';
import { builtPages, fullBuild } from './publish-fixtures.ts';
import { openTestDb, testApp, type Caller, type TestApp, type TestDatabase } from './support.ts';

const BUILD_MS = 300;

/** Every build of either process, to see whether two ever ran at once. */
const builds = { active: 0, most: 0, count: 0 };
const logged: string[] = [];

/** Stands in for the partial `astro build` (10+ s): a page per build, after a pause long enough to overlap. */
const fakeBuild =
  (name: string): BuildStep =>
  async (_plan, staging) => {
    builds.active++;
    builds.most = Math.max(builds.most, builds.active);
    builds.count++;
    try {
      await new Promise((resolve) => setTimeout(resolve, BUILD_MS));
      await builtPages(staging, { 'built-by.html': `<p>${name} ${builds.count}</p>` });
    } finally {
      builds.active--;
    }
  };

const pg = process.env.TEST_DATABASE_URL;
let shared: TestDatabase;
let other: Database;
const made: { publisher: Publisher; app: TestApp }[] = [];

/** One serving process: its own connections, its own view of the shared DIST_DIR, its own publisher. */
async function processOn(database: Database, dist: string, name: string, lock: (d: Database) => PublishLock) {
  let publisher!: Publisher;
  // The real clock: events must come after the full build began to be pending.
  const app = await testApp({
    database,
    publisher: (db) =>
      (publisher = createPublisher({
        db,
        site: openSite(dist),
        build: fakeBuild(name),
        lock: lock(database),
        now: () => new Date(),
        log: (line) => logged.push(`${name} ${line}`),
        retryMs: 100,
      })),
  });
  made.push({ publisher, app });
  const { call: editor } = await signedIn(app, `editor${name}`, 'editor');
  return { publisher, editor };
}

async function draft(editor: Caller, title: string): Promise<number> {
  const res = await editor('/api/admin/article/create', { kind: 'news', title, content_html: '<p>正文</p>' });
  expect(res.json.code).toBe(1);
  return res.json.data.id as number;
}

const lastEventId = async () =>
  (await shared.db.select().from(contentEvents)).reduce((m, e) => Math.max(m, e.id), 0);

async function until(done: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!pg)('two processes publishing on one PostgreSQL', () => {
  beforeAll(async () => {
    shared = await openTestDb();
    await seedReference(shared.db);
    // The second process's own pool, as another `serve.ts` would have.
    other = await openDatabase({ url: shared.url!, dataDir: '' });
  });
  afterAll(async () => {
    for (const { publisher } of made) {
      publisher.stop();
      await publisher.idle();
    }
    await other?.close();
    await shared?.close();
  });

  it('run one rebuild at a time and bring every change live', { timeout: 120_000 }, async () => {
    const dist = fullBuild();
    const a = await processOn(shared, dist, 'a', (d) => advisoryLock(d.db));
    const b = await processOn(other, dist, 'b', (d) => advisoryLock(d.db));
    const ids = { a: [] as number[], b: [] as number[] };
    for (let i = 0; i < 6; i++) {
      ids.a.push(await draft(a.editor, `双进程测试：甲${i}`));
      ids.b.push(await draft(b.editor, `双进程测试：乙${i}`));
    }
    const started = Date.now();
    // Rounds of publishes through both processes at once, some while a rebuild is under way.
    for (let i = 0; i < 6; i++) {
      await Promise.all([
        a.editor('/api/admin/article/publish', { id: ids.a[i] }),
        b.editor('/api/admin/article/publish', { id: ids.b[i] }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, i % 2 ? 50 : 1500));
    }
    const last = await lastEventId();
    await until(() => a.publisher.watermark() === last && b.publisher.watermark() === last, 60_000);
    const ms = Date.now() - started;
    // The holder finishes the run's later list pages after the change is live.
    await Promise.all([a.publisher.idle(), b.publisher.idle()]);

    const events = await shared.db.select().from(contentEvents).orderBy(asc(contentEvents.id));
    const runs = await shared.db.select().from(publishRuns).orderBy(asc(publishRuns.startedAt));
    expect(events.filter((e) => e.action === 'publish')).toHaveLength(12);
    // Every change carried by a run that went live and whose range holds it.
    for (const e of events) {
      const run = runs.find((r) => r.id === e.runId);
      expect(run, `event ${e.id}`).toMatchObject({ status: 'live' });
      expect(e.id).toBeGreaterThanOrEqual(run!.firstEventId);
      expect(e.id).toBeLessThanOrEqual(run!.lastEventId);
    }
    // No two runs overlap: each ended before the next began, and never were two builds going at once.
    const overlaps = runs.slice(1).filter((r, i) => r.startedAt < runs[i]!.finishedAt!).length;
    expect(runs.every((r) => r.finishedAt)).toBe(true);
    expect(overlaps).toBe(0);
    expect(builds.most).toBe(1);
    const by = (p: string) => logged.filter((l) => l.startsWith(p) && l.includes(': done')).length;
    console.log(
      `[two publishers] ${events.length} changes, ${runs.length} runs (a ${by('a')}, b ${by('b')}), ${builds.count} builds, overlaps ${overlaps}, all live in ${ms} ms`,
    );
  });

  it('without the lock the same two processes do overlap (what the check above would catch)', async () => {
    const dist = fullBuild();
    builds.most = 0;
    const a = await processOn(shared, dist, 'c', () => processLock);
    const b = await processOn(other, dist, 'd', () => processLock);
    const id = await draft(a.editor, '双进程测试：无锁');
    await a.editor('/api/admin/article/publish', { id });
    b.publisher.notify();
    await Promise.all([a.publisher.idle(), b.publisher.idle()]);
    expect(builds.most).toBe(2);
  });
});
