/**
 * A publish run whose process died mid-way (kill -9) stays `running` in 发布队列 with its staging folder in the temp
 * folder: whoever next holds the publishing lock (a start does) marks it failed with the reason and removes the
 * folder. A run another live process is carrying (it holds the lock) is left alone. On PostgreSQL (CI's pass) the
 * other process is a second connection holding the real advisory lock; PGlite admits one process, so there a lock
 * that says "taken" stands in for it.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '#lib/content/messages.ts';
import { PUBLISH_RETRY_MS } from '#lib/publishQueue.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { publishRuns } from '#server/db/schema/index.ts';
import { PUBLISH_LOCK_KEY } from '#server/db/lockKeys.ts';
import { advisoryLock, processLock, type PublishLock } from '#server/services/publish/lock.ts';
import { stagingPrefix } from '#server/services/publish/orphans.ts';
import { createPublisher, type BuildStep } from '#server/services/publish/publisher.ts';
import { openSite } from '#server/services/publish/site.ts';
import { builtPages, fullBuild } from './publish-fixtures.ts';
import { openTestDb, type TestDatabase } from './support.ts';

let database: TestDatabase;
/** Folders the tests leave on purpose (another process's, another database's): removed at the end. */
const kept: string[] = [];

beforeAll(async () => {
  database = await openTestDb();
});
afterAll(async () => {
  for (const folder of kept) rmSync(folder, { recursive: true, force: true });
  await database.close();
});

const build: BuildStep = (_plan, staging) => builtPages(staging);

/** This process's publisher, as serving.ts makes it at start. */
function publisherWith(lock: PublishLock) {
  return createPublisher({
    db: database.db,
    site: openSite(fullBuild()),
    build,
    lock,
    now: () => new Date(),
    log: () => undefined,
    retryMs: 60_000,
  });
}

const ownLock = () => (database.driver === 'postgres' ? advisoryLock(database.db) : processLock);

/** A run row left as its process wrote it, and the staging folder it was building in (a rendered page inside). */
async function leftBehind(status: 'running' | 'live', minutesAgo: number) {
  const startedAt = new Date(Date.now() - minutesAgo * 60_000);
  const [run] = await database.db
    .insert(publishRuns)
    .values({ status, firstEventId: 1, lastEventId: 1, startedAt, toLiveMs: status === 'live' ? 900 : null })
    .returning();
  const folder = mkdtempSync(path.join(tmpdir(), stagingPrefix(run!)));
  mkdirSync(path.join(folder, 'application'), { recursive: true });
  writeFileSync(path.join(folder, 'application', 'index.html'), '<html>half a build</html>');
  return { id: run!.id, folder };
}

const runRow = async (id: number) =>
  (await database.db.select().from(publishRuns).where(eq(publishRuns.id, id)))[0]!;

describe('publish runs orphaned by a crash', () => {
  it('another live process holding the lock: its running run and folder are left alone', async () => {
    const live = await leftBehind('running', 0);
    kept.push(live.folder);
    let release = () => undefined as void;
    let holding: Promise<unknown> = Promise.resolve();
    let other: Database | null = null;
    let lock: PublishLock = { tryRun: async () => false };
    if (database.driver === 'postgres') {
      // The other process: its own connection, holding the publishing lock for its run.
      other = await openDatabase({ url: database.url!, dataDir: '' });
      const held = new Promise<void>((resolve) => (release = resolve));
      let taken!: () => void;
      const took = new Promise<void>((resolve) => (taken = resolve));
      holding = other.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_KEY}::bigint)`);
        taken();
        await held;
      });
      await took;
      lock = advisoryLock(database.db);
    }
    try {
      const publisher = publisherWith(lock);
      publisher.notify();
      await publisher.idle();
      publisher.stop();
      expect(await runRow(live.id)).toMatchObject({ status: 'running', finishedAt: null, error: null });
      expect(existsSync(live.folder)).toBe(true);
    } finally {
      release();
      await holding;
      await other?.close();
    }
    // Its process ends the run as usual (here: as live), before the next test's start.
    await database.db
      .update(publishRuns)
      .set({ status: 'live', finishedAt: new Date() })
      .where(eq(publishRuns.id, live.id));
  });

  it('at start: a running run no live process holds is marked failed with the reason, its folder removed', async () => {
    const orphan = await leftBehind('running', 30);
    const tail = await leftBehind('live', 20);
    // Another database's run on this machine (another id and start): not this start's to remove.
    const stranger = mkdtempSync(
      path.join(tmpdir(), stagingPrefix({ id: orphan.id, startedAt: new Date(0) })),
    );
    kept.push(stranger);

    const publisher = publisherWith(ownLock());
    publisher.notify();
    await publisher.idle();
    publisher.stop();

    const failed = await runRow(orphan.id);
    expect(failed).toMatchObject({ status: 'failed', error: ADMIN_MSG.runInterrupted });
    expect(failed.finishedAt).not.toBeNull();
    // Tried again like any failed run: its first wait.
    expect(failed.nextRetryAt!.getTime() - failed.finishedAt!.getTime()).toBe(PUBLISH_RETRY_MS[0]);
    expect(existsSync(orphan.folder)).toBe(false);
    // Live before the crash, its later list pages never finished: ended, with the reason.
    const ended = await runRow(tail.id);
    expect(ended).toMatchObject({
      status: 'live',
      error: ADMIN_MSG.listTailFailed(ADMIN_MSG.runInterrupted),
    });
    expect(ended.finishedAt).not.toBeNull();
    expect(ended.nextRetryAt).toBeNull();
    expect(existsSync(tail.folder)).toBe(false);
    expect(existsSync(stranger)).toBe(true);
    // Nothing is left marked as going.
    const going = await database.db.select().from(publishRuns).where(eq(publishRuns.status, 'running'));
    expect(going).toEqual([]);
  });
});
