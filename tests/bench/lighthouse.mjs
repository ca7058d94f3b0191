// Lighthouse performance (mobile profile) of a few pages, median of N runs, against a running server.
// Usage: node tests/bench/lighthouse.mjs [baseURL] [runs] [path…]
// Needs the lighthouse CLI: `npm i -g lighthouse` or LIGHTHOUSE=/path/to/lighthouse (not a project dependency).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:4321';
const runs = Number(process.argv[3] ?? 3);
const paths = process.argv.length > 4 ? process.argv.slice(4) : ['/', '/group', '/user/profile'];
const bin = process.env.LIGHTHOUSE ?? 'lighthouse';
const out = mkdtempSync(path.join(tmpdir(), 'lh-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const p of paths) {
  const scores = [];
  const lcps = [];
  for (let i = 0; i < runs; i++) {
    const file = path.join(out, `r${i}.json`);
    execFileSync(
      bin,
      [
        base + p,
        '--only-categories=performance',
        '--form-factor=mobile',
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: 'ignore' },
    );
    const report = JSON.parse(readFileSync(file, 'utf8'));
    scores.push(Math.round(report.categories.performance.score * 100));
    lcps.push(Math.round(report.audits['largest-contentful-paint'].numericValue));
  }
  console.log(`${p}\tperformance ${median(scores)} (runs: ${scores.join(', ')})\tLCP ${median(lcps)} ms`);
}
