/** Precompression (br + gzip) of built files, so the server never compresses on the fly: whole builds and rebuilds. */
import { createHash } from 'node:crypto';
import { access, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { brotliText, compressionFor } from './compressionPlan.ts';
import type { Compressed } from './compressPool.ts';
import { eachLimit } from '#server/core/eachLimit.ts';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Write `file.br` and `file.gz` next to a compressible file (and drop stale ones of a file now too small). */
export async function compressFile(root: string, file: string): Promise<boolean> {
  const size = (await stat(file)).size;
  const plan = compressionFor(path.relative(root, file), size);
  if (!plan) {
    await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
    return false;
  }
  const raw = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    br(raw, brotliText(plan.brotli, size)),
    gz(raw, { level: plan.gzip }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
  return true;
}

/** Compress the given files, one lane per core (zlib's async calls run on libuv's thread pool, br and gzip at once). */
export async function compressFiles(root: string, files: string[]): Promise<number> {
  let count = 0;
  // Lanes take the next file when free, so one slow file does not hold back the files dealt to its lane.
  await eachLimit(files, Math.max(1, availableParallelism()), async (file) => {
    if (await compressFile(root, file)) count++;
  });
  return count;
}

/** Whether `file`'s `.br` and `.gz` were made (by the build's `CompressPool`) from the bytes it holds now. */
async function compressedAlready(root: string, file: string, already: Compressed): Promise<boolean> {
  const hash = already[path.relative(root, file)];
  if (!hash) return false;
  try {
    await Promise.all([access(`${file}.br`), access(`${file}.gz`)]);
  } catch {
    return false;
  }
  return (
    createHash('sha1')
      .update(await readFile(file))
      .digest('hex') === hash
  );
}

/**
 * Compress every file of the tree, but those `already` compressed from their present bytes (while the build rendered
 * them). Answers how many files have their `.br` and `.gz` now.
 */
export async function compressTree(root: string, already: Compressed = {}): Promise<number> {
  const all: string[] = [];
  for await (const file of walk(root)) if (!file.endsWith('.br') && !file.endsWith('.gz')) all.push(file);
  const done = new Set<string>();
  // 16 files read and hashed at a time.
  await eachLimit(all, 16, async (file) => {
    if (await compressedAlready(root, file, already)) done.add(file);
  });
  const files = all.filter((f) => !done.has(f));
  const kept = done.size;
  // The slowest (largest immutable) files first, so the lanes end together.
  const sizes = new Map(await Promise.all(files.map(async (f) => [f, (await stat(f)).size] as const)));
  files.sort((a, b) => sizes.get(b)! - sizes.get(a)!);
  return kept + (await compressFiles(root, files));
}
