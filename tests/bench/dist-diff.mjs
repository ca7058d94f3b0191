// Two built sites compared file by file (`npm run build` of two commits from the same folder and database, or of one
// twice): same file list, same bytes, but for what a build cannot repeat, reported apart: `_portal/pages.json`'s two
// build times, the search index `pagefind/` (pagefind names its files after content it is fed in no fixed order:
// two runs over the same pages differ), and the kept page renderer `_portal/renderer/` (the build's own server code,
// which differs when the code does). Any other difference is printed and the exit code is 1.
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
};
/** Set apart: the kept renderer (this commit's server bundle) and the search index (not repeatable, see above). */
const APART = { code: '_portal/renderer/', search: 'pagefind/' };
const CODE = (f) => Object.values(APART).some((dir) => f.startsWith(dir));

const [left, right] = await Promise.all([files(a), files(b)]);
const code = [...new Set([...left, ...right])].filter(CODE);
const apart = (dir) => code.filter((f) => f.startsWith(dir));
const onlyA = [...left].filter((f) => !right.has(f) && !CODE(f)).sort();
const onlyB = [...right].filter((f) => !left.has(f) && !CODE(f)).sort();
const differ = [];
const expected = [];
const differsApart = new Set(code.filter((f) => !left.has(f) || !right.has(f)));
for (const f of [...left].filter((f) => right.has(f)).sort()) {
  const [x, y] = await Promise.all([readFile(path.join(a, f)), readFile(path.join(b, f))]);
  if (x.equals(y)) continue;
  if (CODE(f)) {
    differsApart.add(f);
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
list('different only in what a build cannot repeat (build times)', expected);
for (const [name, dir] of Object.entries(APART)) {
  const inDir = apart(dir);
  const changed = inDir.filter((f) => differsApart.has(f)).length;
  console.log(`set apart, ${name} (${dir}): ${inDir.length} files, ${changed} only in one or different`);
}
const same = !onlyA.length && !onlyB.length && !differ.length;
console.log(same ? 'identical (every page, asset, .br and .gz)' : 'NOT identical');
process.exit(same ? 0 : 1);
