/**
 * The rebuild queue: content events after the live site's watermark are carried live by one run at a time, across
 * every process sharing the database (`lock.ts`). Changes made while a run is building wait and go together in the
 * next run (coalescing); the lock holder looks for them again before it lets go, and a process that finds the lock
 * taken tries again shortly until its site has its changes. A failed run leaves the live site as it was and records
 * the error for the editors, and when to try its events again (back-off, `retryDelayMs`): the time is in the
 * database, so whichever process holds the lock when it is due tries them, once; a new change or a start tries at once.
 */
import { ADMIN_MSG } from '#lib/content/messages.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gte, inArray, lt, lte, max } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contentEvents, publishRuns } from '#server/db/schema/index.ts';
import { PUBLISH_RUN_STATUS, retryDelayMs } from '#lib/publishQueue.ts';
import { mergeBuild } from './merge.ts';
import { contentEventsAfter } from '#server/services/content/events.ts';
import type { PublishLock } from './lock.ts';
import { closeOrphanedRuns, stagingPrefix } from './orphans.ts';
import { planFor } from './planner.ts';
import { urlOfFile } from './urls.ts';
import type { BuildPlan } from '#content/plan.ts';
import { refreshSearch } from './search.ts';
import type { SearchDelta, Site } from './site.ts';
import { logFor } from '#server/core/log.ts';

const fallbackLog = logFor('publish');

/** Renders the pages of a plan into `staging` (the warm renderer, `renderer/client.ts`; tests give a fake one). */
export type BuildStep = (plan: BuildPlan, staging: string) => Promise<void>;

/** Several web machines (SITE_IN_BUCKET): generations go through the bucket (`bucket/`); absent, they stay here. */
export interface Shipping {
  /** Serve the bucket's newest generation here first, so a run starts from what every machine serves. */
  pull(): Promise<unknown>;
  /** Send a generation's folder (and the one it lies over, if the bucket lacks it) before it goes live. */
  upload(next: string, under: string | null): Promise<void>;
  /** Name the generation just swapped in, for every machine. */
  announce(): Promise<void>;
}

export interface PublisherOptions {
  db: Db;
  site: Site;
  build: BuildStep;
  /** Exclusion against other processes rebuilding from the same database. */
  lock: PublishLock;
  now: () => Date;
  log?: (line: string) => void;
  /** Log the pages each run wrote and removed. */
  debug?: boolean;
  /** How soon a process that found the lock taken looks again (ms). */
  retryMs?: number;
  /** Calls `look` in `ms` (a failed run's retry falling due); answers how to cancel it. Tests drive it with the clock. */
  later?: (ms: number, look: () => void) => () => void;
  shipping?: Shipping;
}

function timer(ms: number, look: () => void): () => void {
  const t = setTimeout(look, ms);
  t.unref();
  return () => clearTimeout(t);
}

type EventRow = typeof contentEvents.$inferSelect;

/** The last event the full build may have missed nothing before: everything logged before it began. */
async function watermarkOfBuild(db: Db, startedAt: string): Promise<number> {
  const [row] = await db
    .select({ id: max(contentEvents.id) })
    .from(contentEvents)
    .where(lt(contentEvents.at, new Date(startedAt)));
  return row?.id ?? 0;
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

/**
 * Search changes since the full build: changed pages are indexed again, removed ones dropped. Only pages marking a
 * body are kept (`searchable`): the others are in no index, and reading every later list page a run rewrote made
 * the delta grow with the lists.
 */
function nextSearch(prev: SearchDelta, pages: string[], removedUrls: string[]): SearchDelta {
  const removed = new Set(removedUrls);
  return {
    files: union(prev.files, pages).filter((f) => !removed.has(urlOfFile(f))),
    removedUrls: union(prev.removedUrls, removedUrls),
  };
}

export function createPublisher(opts: PublisherOptions) {
  const { db, site, now, lock } = opts;
  const retryMs = opts.retryMs ?? 1000;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const later = opts.later ?? timer;
  /** The look set for the earliest retry this process knows is due (at ms), and how to cancel it. */
  let due: { at: number; cancel: () => void } | null = null;
  let forced = false;
  const log = opts.log ?? ((line: string) => fallbackLog.info(line));
  let running: Promise<void> | null = null;
  let dirty = false;

  async function watermark(): Promise<number> {
    const live = site.live();
    if (live.watermark !== null) return live.watermark;
    const mark = await watermarkOfBuild(db, live.manifest.startedAt);
    site.setWatermark(mark);
    return mark;
  }

  /** Look again when a failed run's retry falls due (the earliest wins; a poll finds it too if this process dies). */
  function lookAt(at: Date): void {
    const ms = at.getTime();
    if (due && due.at <= ms) return;
    due?.cancel();
    due = {
      at: ms,
      cancel: later(Math.max(0, ms - now().getTime()), () => {
        due = null;
        publisher.look();
      }),
    };
  }

  /** The failed runs whose events `events` carries again: the new run counts its attempt on from theirs. */
  async function failedRunsOf(events: EventRow[]) {
    const ids = [...new Set(events.flatMap((e) => (e.runId === null ? [] : [e.runId])))];
    if (!ids.length) return [];
    return db
      .select({ id: publishRuns.id, attempt: publishRuns.attempt })
      .from(publishRuns)
      .where(and(inArray(publishRuns.id, ids), eq(publishRuns.status, PUBLISH_RUN_STATUS.failed)));
  }

  /** One run over `events`; false when it failed (the live site is unchanged, the events wait for their retry). */
  async function carry(events: EventRow[]): Promise<boolean> {
    const first = events[0]!.id;
    const last = events.at(-1)!.id;
    const startedAt = now();
    const retried = await failedRunsOf(events);
    const attempt = 1 + Math.max(0, ...retried.map((r) => r.attempt));
    const [run] = await db
      .insert(publishRuns)
      .values({
        status: PUBLISH_RUN_STATUS.running,
        firstEventId: first,
        lastEventId: last,
        startedAt,
        attempt,
      })
      .returning({ id: publishRuns.id });
    const runId = run!.id;
    // Claimed under the lock: no other process tries these runs' changes again.
    if (retried.length)
      await db
        .update(publishRuns)
        .set({ nextRetryAt: null, retriedBy: runId })
        .where(
          inArray(
            publishRuns.id,
            retried.map((r) => r.id),
          ),
        );
    const staging = stagingPrefix({ id: runId, startedAt });
    await db
      .update(contentEvents)
      .set({ runId })
      .where(and(gte(contentEvents.id, first), lte(contentEvents.id, last)));
    const phases: string[] = [];
    let mark = performance.now();
    const phase = (name: string) => {
      phases.push(`${name} ${Math.round(performance.now() - mark)}`);
      mark = performance.now();
    };
    const done = (values: Partial<typeof publishRuns.$inferInsert>) =>
      db.update(publishRuns).set(values).where(eq(publishRuns.id, runId));
    let pagesChanged = 0;
    let later: BuildPlan | null = null;
    try {
      const plan = await planFor(db, events);
      later = plan.later;
      phase('plan');
      // Thin: the first pages go live without linking every page earlier runs changed.
      pagesChanged = await step(plan.now, site.nextDir(`${runId}`), staging, last, phase, false);
      const toLiveMs = now().getTime() - Math.min(...events.map((e) => e.at.getTime()));
      await done({ status: PUBLISH_RUN_STATUS.live, toLiveMs, pagesChanged });
      log(`run ${runId}: ${events.length} change(s) live in ${toLiveMs} ms, ${pagesChanged} page(s)`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const failedAt = now();
      const nextRetryAt = new Date(failedAt.getTime() + retryDelayMs(attempt));
      await done({
        status: PUBLISH_RUN_STATUS.failed,
        finishedAt: failedAt,
        error: message.slice(-2000),
        nextRetryAt,
      });
      log(
        `run ${runId} failed (attempt ${attempt}), live site unchanged, retry at ${nextRetryAt.toISOString()}: ${message.slice(0, 500)}`,
      );
      lookAt(nextRetryAt);
      return false;
    }
    // The later pages of the lists: the change is already live, so a failure here is reported, not undone.
    try {
      if (later)
        pagesChanged += await step(later, site.nextDir(`${runId}-lists`), staging, last, phase, true);
      await done({ finishedAt: now(), pagesChanged });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await done({ finishedAt: now(), pagesChanged, error: ADMIN_MSG.listTailFailed(message).slice(-2000) });
    }
    log(`run ${runId}: done, ${pagesChanged} page(s) (ms: ${phases.join(', ')})`);
    return true;
  }

  /** Build the pages of `plan` (in a folder named `prefix`…), merge them into the generation `next` and swap it in. */
  async function step(
    plan: BuildPlan,
    next: string,
    prefix: string,
    watermark: number,
    phase: (name: string) => void,
    whole: boolean,
  ) {
    const staging = await mkdtemp(path.join(tmpdir(), prefix));
    try {
      await opts.build(plan, staging);
      phase('build');
      const live = site.live();
      const merged = await mergeBuild({ live, staging, plan, next, whole });
      phase('merge');
      const search = nextSearch(live.search, merged.searchable, merged.removedUrls);
      await refreshSearch(next, search, live.base, merged.under);
      phase('search');
      if (opts.shipping) {
        await opts.shipping.upload(next, merged.under);
        phase('upload');
      }
      await site.swap({
        overlay: next,
        under: merged.under,
        removed: merged.removed,
        manifest: merged.manifest,
        watermark,
        search,
      });
      phase('swap');
      // Live here already: a bucket that fails now only delays the other machines (their minute's look rebuilds).
      if (opts.shipping)
        await opts.shipping.announce().then(
          () => phase('announce'),
          (err: unknown) => log(`run's generation not announced in the bucket: ${String(err)}`),
        );
      if (opts.debug) log(`pages: ${merged.pages.join(' ')} removed: ${merged.removedUrls.join(' ')}`);
      return merged.pages.length + merged.removedUrls.length;
    } catch (err) {
      await rm(next, { recursive: true, force: true });
      throw err;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  const pendingEvents = async (): Promise<EventRow[]> => contentEventsAfter(db, await watermark());

  /**
   * Whether a look (poll, timer) carries the pending changes: new ones, ones another site has, or a failed run's
   * whose retry is due; a retry not yet due is left for then (and a look set for it).
   */
  async function worthARun(events: EventRow[]): Promise<boolean> {
    if (events.length === 0) return false;
    if (events.some((e) => e.runId === null)) return true;
    const runs = await db
      .select({ status: publishRuns.status, nextRetryAt: publishRuns.nextRetryAt })
      .from(publishRuns)
      .where(inArray(publishRuns.id, [...new Set(events.map((e) => e.runId!))]));
    // Carried live by a process with another DIST_DIR, or being carried now: this site still lacks them.
    if (runs.length === 0 || runs.some((r) => r.status !== PUBLISH_RUN_STATUS.failed)) return true;
    // A run failed before retries were recorded has no time: due now.
    const at = Math.min(...runs.map((r) => r.nextRetryAt?.getTime() ?? 0));
    if (at <= now().getTime()) return true;
    lookAt(new Date(at));
    return false;
  }

  /** Runs closed as orphans (below); until this process first held the lock it takes it even with nothing pending. */
  let orphansChecked = false;
  async function closeOrphans(): Promise<void> {
    const closed = await closeOrphanedRuns(db, now());
    orphansChecked = true;
    if (closed.length) log(`run(s) ${closed.join(', ')} interrupted by a process that died: marked as such`);
  }

  /** `forced`: a change here or a start, which tries failed changes at once too. */
  async function runOnce(forced: boolean): Promise<void> {
    const pending = await pendingEvents();
    const work = pending.length > 0 && (forced || (await worthARun(pending)));
    if (!work && orphansChecked) return;
    const ran = await lock.tryRun(async () => {
      // Holding the lock, no other process is carrying a run: any run still marked as going is an orphan.
      await closeOrphans();
      if (!work) return;
      // Another process may have swapped a generation in while this one waited: start from what is live now.
      // A bucket out of reach fails the run's upload instead, which is recorded and tried again.
      await opts.shipping
        ?.pull()
        .catch((err: unknown) => log(`bucket not read before the run: ${String(err)}`));
      site.reload();
      let events = await pendingEvents();
      // Another process may have tried them since they were read above: a look carries only what is still due.
      if (!forced && !(await worthARun(events))) return;
      // Changes logged during a run (here or by another process) go in the next one, before the lock is let go.
      for (; events.length > 0; events = await pendingEvents()) if (!(await carry(events))) return;
    });
    // Another process is rebuilding: it may have looked for changes before this one was logged, so look again soon.
    if (!ran && !retry) {
      retry = setTimeout(() => {
        retry = null;
        publisher.look();
      }, retryMs);
      retry.unref();
    }
  }

  // No await between the last check of `dirty` and clearing `running`, so a notify is never lost.
  async function loop(): Promise<void> {
    try {
      while (dirty) {
        const force = forced;
        dirty = false;
        forced = false;
        await runOnce(force).catch((err) => log(`queue error: ${String(err)}`));
      }
    } finally {
      running = null;
    }
  }

  const publisher = {
    /** Content changed (or the server started): a run will carry everything after the watermark. */
    notify(): void {
      forced = true;
      publisher.look();
    },
    /** Look for changes another process logged (a timer): failed changes wait for the next edit. */
    look(): void {
      dirty = true;
      running ??= loop();
    },
    /** Resolves when no run is going on (tests, shutdown). */
    idle: async (): Promise<void> => {
      while (running) await running;
    },
    watermark: (): number => site.live().watermark ?? 0,
    /** Stop looking again (shutdown, tests). */
    stop(): void {
      if (retry) clearTimeout(retry);
      retry = null;
      due?.cancel();
      due = null;
    },
  };
  return publisher;
}

export type Publisher = ReturnType<typeof createPublisher>;
