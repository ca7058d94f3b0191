/**
 * Copy every stored file of one store into another, skipping keys the target already holds at the same size (keys
 * are content hashes or unique names, so a key present whole is the same file): `npm run files:to-s3` moves FILES_DIR
 * into the bucket with it, and running it again copies only what is new.
 */
import { logFor } from '#server/core/log.ts';
import { contentTypeOf } from './storage.ts';
import { readStored, type FileStore } from './store.ts';

const log = logFor('files');

export interface CopyRun {
  copied: number;
  skipped: number;
  /** Bytes copied. */
  bytes: number;
}

export async function copyFiles(
  from: FileStore,
  to: FileStore,
  opts: { dryRun?: boolean } = {},
): Promise<CopyRun> {
  // One listing of the target rather than a HEAD per file.
  const there = new Map<string, number>();
  for await (const f of to.list('')) there.set(f.key, f.size);
  const run: CopyRun = { copied: 0, skipped: 0, bytes: 0 };
  for await (const f of from.list('')) {
    if (there.get(f.key) === f.size) {
      run.skipped += 1;
      continue;
    }
    if (!opts.dryRun) {
      const bytes = await readStored(from, f.key);
      // Removed since it was listed (an export swept meanwhile): nothing to copy.
      if (!bytes) continue;
      await to.put(f.key, bytes, contentTypeOf(f.key));
    }
    run.copied += 1;
    run.bytes += f.size;
    if (run.copied % 500 === 0) log.info({ ...run }, 'copying files');
  }
  return run;
}
