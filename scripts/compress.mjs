// Precompress the static build (br + gzip) so the server never compresses on the fly. A full build has compressed
// most files while it rendered (src/content/compressWhileRendering.mjs): those still holding the bytes it compressed
// are kept, the rest (the search index, anything changed since) compressed here.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildEnv } from '#server/env.ts';
import { compressTree } from '#server/services/publish/compress.ts';
import { COMPRESSED_FILE } from '#server/services/publish/compressPool.ts';

const root = path.resolve(process.argv[2] ?? buildEnv().ASTRO_OUT_DIR);
const started = performance.now();
const list = path.join(root, COMPRESSED_FILE);
const already = JSON.parse(await readFile(list, 'utf8').catch(() => '{}'));
const count = await compressTree(root, already);
// The list describes this build only: a later run compresses everything again.
await rm(list, { force: true });
const kept = Object.keys(already).length;
console.log(
  `[compress] ${count} files in ${Math.round(performance.now() - started)} ms (${kept} done during the build)`,
);
