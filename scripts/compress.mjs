// Precompress the static build (br + gzip) so the server never compresses on the fly.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? 'dist');
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt']);
const started = performance.now();
let count = 0;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

for await (const file of walk(root)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < 1024) continue;
  const raw = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(raw, { level: 9 }));
  count++;
}
console.log(`[compress] ${count} files in ${Math.round(performance.now() - started)} ms`);
