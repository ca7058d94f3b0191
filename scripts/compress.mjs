// Precompress the static build (br + gzip) so the server never compresses on the fly.
import path from 'node:path';
import { buildEnv } from '#server/env.ts';
import { compressTree } from '#server/services/publish/compress.ts';

const root = path.resolve(process.argv[2] ?? buildEnv().ASTRO_OUT_DIR);
const started = performance.now();
const count = await compressTree(root);
console.log(`[compress] ${count} files in ${Math.round(performance.now() - started)} ms`);
