// Two built sites compared file by file (`npm run build` of two commits from the same folder and database, or of one
// twice): same file list, same bytes, but for what a build cannot repeat, reported apart: `_portal/pages.json`'s two
// build times, pagefind's entry hash (new at every run), and the kept page renderer `_portal/renderer/` (the build's
// own server code, which differs when the code does). Any other difference is printed and the exit code is 1.
// Usage: node tests/bench/dist-diff.mjs <dist-a> <dist-b>
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: node tests/bench/dist-diff.mjs <dist-a> <dist-b>');
  process.exit(2);
}

async function files(root) {
  const names = await readdir(root, { recursive: true, withFileTypes: true });
  return new Set(
    names.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name))),
  );
}

/** Files equal once what a build cannot repeat is set aside; null when they are equal as bytes already. */
const EXPECTED = {
  // When the build started and ended.
  '_portal/pages.json': (text) => text.replace(/"(startedAt|builtAt)":"[^"]*"/g, '"$1":"…"'),
  // pagefind names its language index with a random hash at every run, over the same fragments.
  'pagefind/pagefind-entry.json': (text) => text.replace(/"hash":"[^"]*"/g, '"hash":"…"'),
};
/** The kept renderer: Vite's server bundle of this commit's code, compared only when the code is the same. */
const CODE = (f) => f.startsWith('_portal/renderer/');

const [left, right] = await Promise.all([files(a), files(b)]);
const code = [...new Set([...left, ...right])].filter(CODE);
const onlyA = [...left].filter((f) => !right.has(f) && !CODE(f)).sort();
const onlyB = [...right].filter((f) => !left.has(f) && !CODE(f)).sort();
const differ = [];
const expected = [];
let codeDiffers = code.some((f) => !left.has(f) || !right.has(f));
for (const f of [...left].filter((f) => right.has(f)).sort()) {
  const [x, y] = await Promise.all([readFile(path.join(a, f)), readFile(path.join(b, f))]);
  if (x.equals(y)) continue;
  if (CODE(f)) {
    codeDiffers = true;
    continue;
  }
  const normal = EXPECTED[f];
  if (normal && normal(x.toString('utf8')) === normal(y.toString('utf8'))) expected.push(f);
  else differ.push(f);
}
const list = (label, names) =>
  names.length &&
  console.log(
    `${label} (${names.length}):\n  ${names.slice(0, 20).join('\n  ')}${names.length > 20 ? '\n  …' : ''}`,
  );
console.log(`${left.size} files in ${a}, ${right.size} in ${b}`);
list(`only in ${a}`, onlyA);
list(`only in ${b}`, onlyB);
list('different bytes', differ);
list('different only in what a build cannot repeat (build times, pagefind entry hash)', expected);
console.log(
  `the kept renderer (_portal/renderer/, ${code.length} files): ${codeDiffers ? 'differs (other code)' : 'same'}`,
);
const same = !onlyA.length && !onlyB.length && !differ.length;
console.log(same ? 'identical (every page, asset, .br and .gz)' : 'NOT identical');
process.exit(same ? 0 : 1);
