// JS a page ships, gzip KB: before interaction (by the load event) and after islands hydrate (network idle).
// Usage: node tests/bench/js-weight.mjs [baseURL] [path…]   (needs a running server, e.g. npm start)
import { chromium } from '@playwright/test';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:4321';
const paths = process.argv.length > 3 ? process.argv.slice(3) : ['/', '/group', '/article/detail/disclaimer'];
const dist = path.resolve('dist');

const gzipKb = (url) => {
  const file = path.join(dist, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length / 1024;
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
};

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const p of paths) {
  const page = await browser.newPage();
  const early = new Set();
  const all = new Set();
  let loaded = false;
  page.on('request', (r) => {
    if (r.resourceType() !== 'script') return;
    all.add(r.url());
    if (!loaded) early.add(r.url());
  });
  await page.goto(base + p, { waitUntil: 'load' });
  loaded = true;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500); // client:idle islands
  const sum = (set) => [...set].reduce((kb, u) => kb + gzipKb(u), 0);
  console.log(
    `${p}\tbefore load: ${sum(early).toFixed(1)} KB gzip (${early.size} files)\tafter idle: ${sum(all).toFixed(1)} KB gzip (${all.size} files)`,
  );
  await page.close();
}
await browser.close();
