// Size and time of each brotli quality and gzip level per file type of a built site (files ≥ 1 KB), to choose the
// plan in src/server/services/publish/compressionPlan.ts. Usage: node tests/bench/compression-levels.mjs <build dir>
// on a build before `scripts/compress.mjs` ran (or any build: .br/.gz files are skipped). Not in `npm test`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist');
const files = readdirSync(root, { recursive: true })
  .map((rel) => path.join(root, rel))
  .filter((f) => !/\.(br|gz)$/.test(f) && statSync(f).isFile() && statSync(f).size >= 1024);
const inAstro = (f) => path.relative(root, f).startsWith(`_astro${path.sep}`);
const groups = {
  pages: files.filter((f) => f.endsWith('.html')),
  '_astro js/css': files.filter((f) => inAstro(f) && /\.(m?js|css)$/.test(f)),
  'other text': files.filter(
    (f) => !f.endsWith('.html') && !inAstro(f) && /\.(js|json|svg|css|xml|txt)$/.test(f),
  ),
};
const C = zlib.constants;
for (const [name, list] of Object.entries(groups)) {
  const bodies = list.map((f) => readFileSync(f));
  const raw = bodies.reduce((a, b) => a + b.length, 0);
  const row = [`${name} (${list.length} files, ${(raw / 1048576).toFixed(1)} MB)`];
  const measure = (label, compress) => {
    const t = performance.now();
    let out = 0;
    for (const b of bodies) out += compress(b).length;
    row.push(`${label}: ${((out / raw) * 100).toFixed(1)} % ${Math.round(performance.now() - t)} ms`);
  };
  for (const q of [4, 5, 6, 7, 9, 11])
    measure(`br ${q}`, (b) => zlib.brotliCompressSync(b, { params: { [C.BROTLI_PARAM_QUALITY]: q } }));
  for (const level of [6, 9]) measure(`gzip ${level}`, (b) => zlib.gzipSync(b, { level }));
  console.log(row.join(' | '));
}
