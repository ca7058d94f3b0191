/**
 * The publishing side of the bucket: before a generation goes live here its files go up (only contents the bucket
 * lacks) with its list; once it is live here `current.json` names it, last, so no machine ever looks for a file that
 * is not there yet. Old lists and the blobs only they used are removed now and then, always keeping the live
 * generation, what it lies over and the generation before (a machine may still be fetching it). Called by the
 * holder of the publishing lock only, so no two machines ship at once.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eachLimit } from '#server/core/eachLimit.ts';
import { logFor } from '#server/core/log.ts';
import { walk } from '#server/services/publish/compress.ts';
import { genOrder, type Site } from '#server/services/publish/site.ts';
import { sha256, type ListedFile, type SiteBucket } from './siteBucket.ts';

const log = logFor('publish');
const UPLOADS = 8;
/** How often old generations are removed from the bucket. */
const PRUNE_EVERY_MS = 10 * 60_000;
/** Lists kept beyond what the live generation needs. */
const LISTS_KEPT = 4;

export interface Shipper {
  /** Send generation folders (the new one, and what it lies over if the bucket lacks it) before the swap. */
  upload(next: string, under: string | null): Promise<void>;
  /** Name this machine's live generation in the bucket (after the swap). */
  announce(): Promise<void>;
}

export function shipToBucket(bucket: SiteBucket, site: Site, now = () => Date.now()): Shipper {
  /** Blobs the bucket holds: listed once, then kept up to date by this process. */
  let inBucket: Set<string> | null = null;
  const listed = new Set<string>();
  /** SHA-256 of files already read, by inode and mtime (generations are hard links of one another). */
  const hashes = new Map<string, string>();
  let prunedAt = now();
  /** The record this process last named: when the bucket names another, some other process shipped (and may have pruned). */
  let announced = '';

  async function listFolder(dir: string): Promise<ListedFile[]> {
    const files: ListedFile[] = [];
    const seen = new Map<string, string>();
    inBucket ??= await setOf(bucket.blobs());
    const blobs = inBucket;
    const names: string[] = [];
    for await (const file of walk(dir)) names.push(file);
    await eachLimit(names, UPLOADS, async (file) => {
      const s = await stat(file);
      const id = `${s.dev}:${s.ino}:${s.mtimeMs}`;
      let sha = hashes.get(id);
      if (!sha || !blobs.has(sha)) {
        const bytes = await readFile(file);
        sha = sha256(bytes);
        if (!blobs.has(sha)) await bucket.putBlob(sha, bytes);
        blobs.add(sha);
      }
      seen.set(id, sha);
      files.push([path.relative(dir, file).split(path.sep).join('/'), sha, s.size, s.mtimeMs]);
    });
    // Only the files of generations still on this machine are worth remembering.
    hashes.clear();
    for (const [id, sha] of seen) hashes.set(id, sha);
    return files.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  }

  async function prune(): Promise<void> {
    const record = site.record();
    if (!record) return;
    const dirs = (await bucket.lists()).sort((a, b) => genOrder(b) - genOrder(a));
    const keep = new Set([record.dir, record.under, ...dirs.slice(0, LISTS_KEPT)].filter(Boolean));
    const used = new Set<string>();
    for (const dir of keep) for (const [, sha] of (await bucket.getList(dir!))?.files ?? []) used.add(sha);
    const lists = dirs.filter((d) => !keep.has(d));
    const blobs = [...(await setOf(bucket.blobs()))].filter((sha) => !used.has(sha));
    // Lists first: a list never names a blob that is gone.
    await eachLimit(lists, UPLOADS, async (dir) => {
      await bucket.deleteList(dir);
      listed.delete(dir);
    });
    await eachLimit(blobs, UPLOADS, async (sha) => {
      await bucket.deleteBlob(sha);
      inBucket?.delete(sha);
    });
    if (lists.length || blobs.length)
      log.info({ lists: lists.length, blobs: blobs.length }, 'old generations removed from the bucket');
  }

  return {
    async upload(next, under) {
      const current = await bucket.current();
      if (current && current !== 'unchanged' && JSON.stringify(current.record) !== announced) inBucket = null;
      // What it lies over was shipped by the run that made it, unless that ran before SITE_IN_BUCKET was on.
      if (under) {
        const below = path.basename(under);
        if (!listed.has(below) && !(await bucket.getList(below)))
          await bucket.putList({ dir: below, files: await listFolder(under) });
        listed.add(below);
      }
      const dir = path.basename(next);
      await bucket.putList({ dir, files: await listFolder(next) });
      listed.add(dir);
    },
    async announce() {
      const record = site.record();
      if (!record) return;
      await bucket.putCurrent(record);
      announced = JSON.stringify(record);
      if (now() - prunedAt < PRUNE_EVERY_MS) return;
      prunedAt = now();
      await prune().catch((err: unknown) =>
        log.error({ err }, 'removing old generations from the bucket failed'),
      );
    },
  };
}

async function setOf(items: AsyncIterable<string>): Promise<Set<string>> {
  const set = new Set<string>();
  for await (const item of items) set.add(item);
  return set;
}
