// The full build (`npm run build`'s three steps, each timed) of this checkout's HEAD and of a base commit, interleaved
// round by round in one worktree (`<work>/checkout`, switched between the two: Astro's island ids hash the components'
// absolute paths, so only builds from the same folder can be equal byte for byte): pages per second over the wall time
// of the three steps, and their CPU time (robust on a shared machine), medians. `--fresh`: every build seeds its own new
// database (what `npm test`'s build does); else each gets a copy of one database seeded once (copying is not timed),
// so both sites come from the same content and the last round's two are compared file by file (dist-diff.mjs).
// Usage: node tests/bench/build.mjs [rounds=3] --base <commit> [--fresh] [--work DIR]
// Afterwards: `git worktree remove --force <work>/checkout` (kept between runs, with its hard-linked node_modules).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { median } from './portal.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? undefined : args.splice(i, 2)[1];
};
const fresh = args.includes('--fresh') && args.splice(args.indexOf('--fresh'), 1).length > 0;
const base = option('base');
const work = option('work') ?? '/tmp/portal-bench-build';
const rounds = Number(args[0] ?? 3);
if (!base)
  throw new Error('usage: node tests/bench/build.mjs [rounds] --base <commit> [--fresh] [--work DIR]');
mkdirSync(work, { recursive: true });
const git = (...a) => {
  const r = spawnSync('git', a, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${a.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
};
const commits = { base: git('rev-parse', base), new: git('rev-parse', 'HEAD') };
const checkout = path.join(work, 'checkout');
if (!existsSync(checkout)) {
  git('worktree', 'add', '--detach', checkout, commits.base);
  // The same packages, hard-linked (the lock file is the same at both commits).
  spawnSync('cp', ['-al', path.resolve('node_modules'), path.join(checkout, 'node_modules')]);
}
const switchTo = (name) => git('-C', checkout, 'checkout', '--quiet', '--detach', commits[name]);

/** CPU seconds of this process's finished children (user + system, from /proc). */
function childCpu() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const STEPS = ['scripts/astro-build.mjs', 'scripts/search-index.mjs', 'scripts/compress.mjs'];

/** The three steps of `npm run build` in `dir`, with the checkout's own Node (`node_modules/.bin/node`). */
function build(dir, outDir, dataDir) {
  const cpuBefore = childCpu();
  const env = { ...process.env, ASTRO_OUT_DIR: outDir, DATA_DIR: dataDir };
  env.PATH = `${path.join(dir, 'node_modules/.bin')}:${env.PATH}`;
  const times = [];
  for (const step of STEPS) {
    const started = performance.now();
    const run = spawnSync('node', [step], { cwd: dir, env, encoding: 'utf8', maxBuffer: 1 << 28 });
    if (run.status !== 0)
      throw new Error(`${step} in ${dir} failed:\n${run.stderr}\n${run.stdout.slice(-3000)}`);
    times.push((performance.now() - started) / 1000);
  }
  // The pages: every HTML file Astro wrote.
  const htmlFiles = readdirSync(outDir, { recursive: true }).filter((f) =>
    String(f).endsWith('.html'),
  ).length;
  return { times, total: times.reduce((a, b) => a + b, 0), pages: htmlFiles, cpu: childCpu() - cpuBefore };
}

// One database seeded once (by the base, whose seeding is the same code), copied for every build.
const seeded = path.join(work, 'seeded-data');
if (!fresh && !existsSync(seeded)) {
  console.log('seeding the shared database once (a base build)…');
  switchTo('base');
  build(checkout, path.join(work, 'seed-dist'), seeded);
  rmSync(path.join(work, 'seed-dist'), { recursive: true, force: true });
}

const results = { base: [], new: [] };
for (let round = 1; round <= rounds; round++) {
  // Alternate which goes first, so neither always builds right after the other's load.
  const order = round % 2 ? ['base', 'new'] : ['new', 'base'];
  for (const name of order) {
    const outDir = path.join(work, `${name}-dist`);
    const dataDir = path.join(work, `${name}-data`);
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    if (!fresh) cpSync(seeded, dataDir, { recursive: true });
    switchTo(name);
    const load = loadavg()[0];
    const r = build(checkout, outDir, dataDir);
    results[name].push({ ...r, load });
    const [astro, index, compress] = r.times.map((t) => t.toFixed(1));
    console.log(
      `round ${round} ${name.padEnd(4)}: ${r.pages} pages in ${r.total.toFixed(1)} s (astro ${astro}, index ${index}, compress ${compress}) = ${(r.pages / r.total).toFixed(0)} pages/s, CPU ${r.cpu.toFixed(1)} s, load ${load.toFixed(1)}`,
    );
  }
}

for (const name of ['base', 'new']) {
  const rs = results[name];
  const total = median(rs.map((r) => r.total));
  const steps = [0, 1, 2].map((i) => median(rs.map((r) => r.times[i])).toFixed(1)).join(' / ');
  console.log(
    `${name.padEnd(4)} ${commits[name].slice(0, 7)} median: ${total.toFixed(1)} s (astro / index / compress ${steps}) = ${(rs[0].pages / total).toFixed(0)} pages/s, CPU ${median(rs.map((r) => r.cpu)).toFixed(1)} s`,
  );
}
console.log(
  `ratio new ÷ base (wall): ${(median(results.new.map((r) => r.total)) / median(results.base.map((r) => r.total))).toFixed(2)}`,
);
console.log(
  `load average (1 min) at the starts: ${Object.values(results)
    .flat()
    .map((r) => r.load.toFixed(1))
    .join(' ')}`,
);
if (!fresh) {
  const diff = spawnSync(
    process.execPath,
    ['tests/bench/dist-diff.mjs', path.join(work, 'base-dist'), path.join(work, 'new-dist')],
    {
      encoding: 'utf8',
    },
  );
  console.log(diff.stdout);
}
