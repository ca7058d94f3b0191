/**
 * Every web machine serves the generation the bucket's `current.json` names: a look once a second (a conditional
 * GET, so an unchanged record costs one small request) fetches the lists of a newer generation and what it lies
 * over, makes each folder beside the live ones (a file this machine already has is hard-linked, the rest fetched),
 * then adopts the record (`site.adopt`), as a swap on this machine would. A machine never goes back to an older
 * generation, and one made over another full build is left alone (every machine serves the same release's build).
 */
import { existsSync } from 'node:fs';
import { link, mkdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eachLimit } from '#server/core/eachLimit.ts';
import { logFor } from '#server/core/log.ts';
import { genOrder, type Site } from '#server/services/publish/site.ts';
import type { GenerationList, SiteBucket } from './siteBucket.ts';

const log = logFor('publish');
/** Files fetched at once from the bucket. */
const FETCHES = 8;
/** Lists kept in memory to find files this machine already has (the live generations and the last fetched). */
const LISTS_KEPT = 6;

export interface Follower {
  /** Bring this machine up to the bucket's live generation; true when it swapped. Calls never overlap. */
  pull(): Promise<boolean>;
  /** Look every `ms` until the returned function is called. */
  start(ms: number): () => void;
}

export function followBucket(bucket: SiteBucket, site: Site): Follower {
  let etag: string | undefined;
  const lists = new Map<string, GenerationList>();
  let refused = '';

  async function listOf(dir: string): Promise<GenerationList | null> {
    const known = lists.get(dir);
    if (known) return known;
    const list = await bucket.getList(dir);
    if (!list) return null;
    lists.set(dir, list);
    while (lists.size > LISTS_KEPT) lists.delete(lists.keys().next().value!);
    return list;
  }

  /** Files of the generations on this machine, by content, to link rather than fetch. */
  async function filesHere(): Promise<Map<string, string>> {
    const record = site.record();
    const here = new Map<string, string>();
    for (const dir of [record?.under, record?.dir]) {
      if (!dir || !existsSync(path.join(site.home, dir))) continue;
      const list = await listOf(dir).catch(() => null);
      for (const [file, sha] of list?.files ?? []) here.set(sha, path.join(site.home, dir, file));
    }
    return here;
  }

  /** Make the folder of generation `dir` from the bucket, whole or not at all (a temporary name, then rename). */
  async function fetchGeneration(dir: string): Promise<void> {
    const list = await listOf(dir);
    if (!list) throw new Error(`generation ${dir} is named by the bucket but has no list there`);
    const here = await filesHere();
    const incoming = path.join(site.home, `.incoming-${process.pid}-${dir}`);
    await rm(incoming, { recursive: true, force: true });
    try {
      await eachLimit(list.files, FETCHES, async ([file, sha, , mtimeMs]) => {
        const target = path.join(incoming, file);
        await mkdir(path.dirname(target), { recursive: true });
        const have = here.get(sha);
        if (
          have &&
          (await link(have, target).then(
            () => true,
            () => false,
          ))
        )
          return;
        const bytes = await bucket.getBlob(sha);
        if (!bytes) throw new Error(`generation ${dir}: ${file} is missing from the bucket`);
        await writeFile(target, bytes);
        // The same mtime as on the machine that made it: pages' ETags are alike on every machine.
        await utimes(target, mtimeMs / 1000, mtimeMs / 1000);
      });
      await rename(incoming, path.join(site.home, dir)).catch((err: NodeJS.ErrnoException) => {
        // Another process on this machine made it first.
        if (!existsSync(path.join(site.home, dir))) throw err;
      });
    } finally {
      await rm(incoming, { recursive: true, force: true });
    }
  }

  async function once(): Promise<boolean> {
    const answer = await bucket.current(etag);
    if (answer === null || answer === 'unchanged') return false;
    const { record } = answer;
    const live = site.record();
    const newer = !live || genOrder(record.dir) > genOrder(live.dir);
    if (record.base !== site.builtAt()) {
      if (refused !== record.base)
        log.warn(
          { bucket: record.base, here: site.builtAt() },
          "the bucket's pages lie over another full build than this machine's: not served here (deploy the same dist/ everywhere)",
        );
      refused = record.base;
      etag = answer.etag;
      return false;
    }
    if (newer) {
      await mkdir(site.home, { recursive: true });
      for (const dir of [record.under, record.dir])
        if (dir && !existsSync(path.join(site.home, dir))) await fetchGeneration(dir);
    }
    const swapped = newer && (await site.adopt(record));
    if (swapped)
      log.info({ generation: record.dir, watermark: record.watermark }, 'serving the bucket’s generation');
    etag = answer.etag;
    return swapped;
  }

  let pulling: Promise<boolean> | null = null;
  const pull = async (): Promise<boolean> => {
    while (pulling) await pulling.catch(() => false);
    pulling = once();
    try {
      return await pulling;
    } finally {
      pulling = null;
    }
  };

  return {
    pull,
    start(ms) {
      let failing = false;
      const timer = setInterval(() => {
        if (pulling) return;
        pull().then(
          () => {
            if (failing) log.info('the bucket answers again');
            failing = false;
          },
          (err: unknown) => {
            // Once per outage, not once a second.
            if (!failing) log.error({ err }, 'could not follow the bucket’s pages; serving what is here');
            failing = true;
          },
        );
      }, ms);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
