// Precompress the static build (br + gzip) so the server never compresses on the fly.
import { availableParallelism } from 'node:os';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? 'dist');
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt']);
const br = promisify(brotliCompress);
const gz = promisify(gzip);
const started = performance.now();
let count = 0;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Best brotli for the few immutable assets; quality 9 for pages (a few % larger, many times faster to write). */
const assets = path.join(root, '_astro') + path.sep;
const qualityFor = (file) => (file.startsWith(assets) ? 11 : 9);

async function compress(file) {
  if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < 1024) return;
  const raw = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: qualityFor(file) } }),
    gz(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
  count++;
}

// zlib's async calls run on libuv's thread pool: keep every core busy, one file per core at a time.
const files = [];
for await (const file of walk(root)) files.push(file);
const lanes = Math.max(1, availableParallelism());
await Promise.all(
  Array.from({ length: lanes }, async (_, lane) => {
    for (let i = lane; i < files.length; i += lanes) await compress(files[i]);
  }),
);
console.log(`[compress] ${count} files in ${Math.round(performance.now() - started)} ms`);
