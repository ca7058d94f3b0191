// JS a page ships, gzip KB, for a visitor and for a member: by the load event and after network idle (idle islands
// hydrated), median of 3 runs. Usage: node tests/bench/js-weight.mjs [baseURL] [path…]   (needs a running server)
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const RUNS = 3;
const base = process.argv[2] ?? 'http://localhost:4321';

/** The first article of the news list: detail ids change with the demo content. */
async function articlePath() {
  const html = await (await fetch(`${base}/article/news`)).text();
  const id = /href="\/article\/detail\/(\d+)"/.exec(html)?.[1];
  if (!id) throw new Error('no article link on /article/news');
  return `/article/detail/${id}`;
}

async function memberToken() {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  return (await res.json()).data.token;
}

const paths = process.argv.length > 3 ? process.argv.slice(3) : [await articlePath(), '/', '/article/news'];
const token = await memberToken();
const sizes = new Map();
const kb = (urls) => [...urls].reduce((sum, u) => sum + (sizes.get(u) ?? 0), 0) / 1024;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One visit: gzip KB of the scripts requested by the load event and after network idle. */
async function visit(browser, p, member) {
  const context = await browser.newContext();
  if (member) await context.addCookies([{ name: 'token', value: token, url: base }]);
  const page = await context.newPage();
  const early = new Set();
  const all = new Set();
  let loaded = false;
  page.on('request', (r) => {
    if (r.resourceType() !== 'script') return;
    all.add(r.url());
    if (!loaded) early.add(r.url());
  });
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    // The size a gzip-serving server sends: the body compressed at the level scripts/compress.mjs uses.
    if (!sizes.has(r.url())) sizes.set(r.url(), gzipSync(await r.body(), { level: 9 }).length);
  });
  await page.goto(base + p, { waitUntil: 'load' });
  loaded = true;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500); // idle islands
  await context.close();
  return { byLoad: kb(early), afterIdle: kb(all), files: all.size };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const member of [false, true]) {
  for (const p of paths) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, p, member));
    const byLoad = median(runs.map((r) => r.byLoad));
    const afterIdle = median(runs.map((r) => r.afterIdle));
    console.log(
      `${member ? 'member ' : 'visitor'}\t${p}\tby load: ${byLoad.toFixed(1)} KB gzip\tafter network idle: ${afterIdle.toFixed(1)} KB gzip (${median(runs.map((r) => r.files))} files)`,
    );
  }
}
await browser.close();
