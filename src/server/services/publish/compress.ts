/** Precompression (br + gzip) of built files, so the server never compresses on the fly: whole builds and rebuilds. */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt']);
const br = promisify(brotliCompress);
const gz = promisify(gzip);

export async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Best brotli for the few immutable assets; quality 9 for pages (a few % larger, many times faster to write). */
const qualityFor = (root: string, file: string) =>
  file.startsWith(path.join(root, '_astro') + path.sep) ? 11 : 9;

/** Write `file.br` and `file.gz` next to a compressible file (and drop stale ones of a file now too small). */
export async function compressFile(root: string, file: string): Promise<boolean> {
  if (!COMPRESSIBLE.has(path.extname(file))) return false;
  if ((await stat(file)).size < 1024) {
    await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
    return false;
  }
  const raw = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: qualityFor(root, file) } }),
    gz(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
  return true;
}

/** Compress the given files, one per core at a time (zlib's async calls run on libuv's thread pool). */
export async function compressFiles(root: string, files: string[]): Promise<number> {
  let count = 0;
  const lanes = Math.max(1, availableParallelism());
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let i = lane; i < files.length; i += lanes) if (await compressFile(root, files[i]!)) count++;
    }),
  );
  return count;
}

export async function compressTree(root: string): Promise<number> {
  const files: string[] = [];
  for await (const file of walk(root)) if (!file.endsWith('.br') && !file.endsWith('.gz')) files.push(file);
  return compressFiles(root, files);
}
