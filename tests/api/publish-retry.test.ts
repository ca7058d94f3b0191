/**
 * A failed publish run is tried again by the queue itself, after 5 s, then 30 s (PUBLISH_RETRY_MS), with no new edit
 * and no restart: the retry time lives in the database, the attempts count on, and 发布队列 shows each failed try's
 * error, attempt and 「将于 HH:mm 重试」, then that a later try went live. The clock is the test's; the publisher's
 * timer (`later`) is recorded and fired by the test once the clock reaches it.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '#lib/content/messages.ts';
import { PUBLISH_RETRY_MS, type PublishRun } from '#lib/publishQueue.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { publishRuns } from '#server/db/schema/index.ts';
import { logContentEvents } from '#server/services/content/events.ts';
import { advisoryLock, processLock } from '#server/services/publish/lock.ts';
import { createPublisher, type BuildStep, type Publisher } from '#server/services/publish/publisher.ts';
import { openSite, type Site } from '#server/services/publish/site.ts';
import { retryNotes } from '#islands/admin/labels.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { builtPages, fullBuild } from './publish-fixtures.ts';
import { openTestDb, testApp, type Caller, type TestApp, type TestDatabase } from './support.ts';

let t: TestApp;
let editor: Caller;
let publisher: Publisher;
let site: Site;
let clock = NOW;
/** The looks the publisher asked for: in how many ms, and the call. */
const timers: { ms: number; look: () => void }[] = [];
let builds = 0;

/** The full build began a minute before the test's clock: the events it logs are pending. */
const BUILT_AT = new Date(NOW.getTime() - 60_000);

/** The page build: fails its first two runs (as a broken renderer would), then renders the page. */
const flaky: BuildStep = async (_plan, staging) => {
  builds++;
  if (builds <= 2) throw new Error(`渲染进程退出（第 ${builds} 次）`);
  await builtPages(staging, { 'retried.html': '<p>重试后上线</p>' });
};

beforeAll(async () => {
  site = openSite(fullBuild(BUILT_AT));
  t = await testApp({
    now: () => clock,
    publisher: (db) =>
      (publisher = createPublisher({
        db,
        site,
        build: flaky,
        lock: processLock,
        now: () => clock,
        log: () => undefined,
        later: (ms, look) => {
          const timer = { ms, look };
          timers.push(timer);
          return () => timers.splice(timers.indexOf(timer), 1);
        },
      })),
  });
  ({ call: editor } = await signedIn(t, 'editor31', 'editor'));
});
afterAll(async () => {
  publisher.stop();
  await t.close();
});

const runs = async () => (await editor('/api/admin/publish/status', {})).json.data.runs as PublishRun[];

/** When the last try failed (the test's clock, ms). */
let failedAt = 0;

/** The clock reaches `ms` after the last failure, where the publisher's one timer stands: it fires. */
async function timerAt(ms: number): Promise<void> {
  expect(timers.map((x) => x.ms)).toEqual([ms]);
  clock = new Date(failedAt + ms);
  timers.shift()!.look();
  await publisher.idle();
}

describe('a failed publish run', () => {
  it('is tried again after 5 s and 30 s, and goes live without a new edit', { timeout: 60_000 }, async () => {
    const created = await editor('/api/admin/article/create', {
      kind: 'news',
      title: '重试测试：构建失败后自动重试',
      content_html: '<p>正文</p>',
    });
    await editor('/api/admin/article/publish', { id: created.json.data.id });
    await publisher.idle();
    failedAt = clock.getTime();

    // Attempt 1 failed: its error, its attempt and when it is tried again, which the publisher set a timer for.
    const [first] = await runs();
    expect(first).toMatchObject({
      status: 'failed',
      attempt: 1,
      error: '渲染进程退出（第 1 次）',
      retry: null,
    });
    expect(Date.parse(first!.nextRetryAt!)).toBe(failedAt + PUBLISH_RETRY_MS[0]);
    expect(timers.map((x) => x.ms)).toEqual([PUBLISH_RETRY_MS[0]]);
    // 16:00:05 in China time.
    expect(retryNotes(first!)).toEqual([ADMIN_MSG.attempt(1), ADMIN_MSG.retryAt('16:00')]);

    // A poll before it is due leaves it alone.
    clock = new Date(failedAt + PUBLISH_RETRY_MS[0] - 1);
    publisher.look();
    await publisher.idle();
    expect(await runs()).toHaveLength(1);
    expect(builds).toBe(1);

    // Due: the publisher's own timer tries again (attempt 2), which fails; the next wait is 30 s.
    await timerAt(PUBLISH_RETRY_MS[0]);
    failedAt = clock.getTime();
    const [second, firstAgain] = await runs();
    expect(builds).toBe(2);
    expect(second).toMatchObject({ status: 'failed', attempt: 2, error: '渲染进程退出（第 2 次）' });
    expect(second!.changes).toEqual(firstAgain!.changes);
    expect(Date.parse(second!.nextRetryAt!)).toBe(failedAt + PUBLISH_RETRY_MS[1]);
    // The first run is claimed by the second: no longer waiting, and never tried again by anyone else.
    expect(firstAgain).toMatchObject({
      id: first!.id,
      nextRetryAt: null,
      retry: { runId: second!.id, attempt: 2 },
    });

    // Attempt 3 goes live: the page is served, and both failed runs say so.
    await timerAt(PUBLISH_RETRY_MS[1]);
    // (A fourth build renders the later list pages of the live run.)
    expect(builds).toBeGreaterThanOrEqual(3);
    const [third, second2, first2] = await runs();
    expect(third).toMatchObject({ status: 'live', attempt: 3, nextRetryAt: null, error: null, retry: null });
    const wentLive = { runId: third!.id, attempt: 3, status: 'live' };
    expect(second2).toMatchObject({ status: 'failed', nextRetryAt: null, retry: wentLive });
    expect(first2).toMatchObject({ status: 'failed', nextRetryAt: null, retry: wentLive });
    expect(retryNotes(first2!)).toEqual([ADMIN_MSG.attempt(1), ADMIN_MSG.retriedLive(third!.id, 3)]);
    expect(readFileSync(site.resolve('/retried.html')!.found.file, 'utf8')).toBe('<p>重试后上线</p>');
    expect(publisher.watermark()).toBe(Math.max(...third!.changes.map((c) => c.eventId)));
    expect(timers).toEqual([]);
  });
});

const pg = process.env.TEST_DATABASE_URL;

describe.skipIf(!pg)('two processes on one PostgreSQL', () => {
  let shared: TestDatabase;
  let other: Database;
  beforeAll(async () => {
    shared = await openTestDb();
    other = await openDatabase({ url: shared.url!, dataDir: '' });
  });
  afterAll(async () => {
    await other?.close();
    await shared?.close();
  });

  it('try a failed run again once between them when it falls due', { timeout: 60_000 }, async () => {
    let now = NOW;
    const dist = fullBuild(BUILT_AT);
    // Slow enough that both look while one is retrying.
    const broken: BuildStep = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      throw new Error('渲染进程退出');
    };
    const [a, b] = [shared, other].map((database) =>
      createPublisher({
        db: database.db,
        site: openSite(dist),
        build: broken,
        lock: advisoryLock(database.db),
        now: () => now,
        log: () => undefined,
        retryMs: 50,
        // Their timers are the test's: both are made to look at the same moment below.
        later: () => () => undefined,
      }),
    );
    await logContentEvents(shared.db, [{ entity: 'article', id: 1, action: 'publish', uid: 1, at: now }]);
    a!.notify();
    await a!.idle();
    now = new Date(now.getTime() + PUBLISH_RETRY_MS[0]);
    a!.look();
    b!.look();
    // The one that found the lock taken looks again every 50 ms until the retry has failed and the next is not due.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await Promise.all([a!.idle(), b!.idle()]);
    a!.stop();
    b!.stop();
    const runs = await shared.db.select().from(publishRuns).orderBy(publishRuns.id);
    expect(runs.map((r) => [r.status, r.attempt])).toEqual([
      ['failed', 1],
      ['failed', 2],
    ]);
  });
});
