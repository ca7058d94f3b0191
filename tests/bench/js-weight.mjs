// JS a page ships, gzip KB, for a visitor and for a member: by the load event (scripts whose request started before
// it, from the page's own resource timing) and after network idle (idle islands hydrated), median of 3 runs.
// Usage: node tests/bench/js-weight.mjs [origin] [path…|apps]   (needs a running server)
// `apps` stands for every application page (a product, a country and a 百科 entry found on their index pages). The
// member's figures sign `demo` in, or use JS_WEIGHT_TOKEN (a session token); a production server has no demo member,
// so without the token they are left out and the run says so.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const RUNS = 3;
const base = process.argv[2] ?? 'http://localhost:4321';

/** The first link matching `pattern` (one capture: the rest of the path) on the page at `path`. */
async function firstLink(path, pattern, prefix) {
  const html = await (await fetch(`${base}${path}`)).text();
  const rest = pattern.exec(html)?.[1];
  if (!rest) throw new Error(`no ${prefix}… link on ${path}`);
  return `${prefix}${rest}`;
}

// Detail ids change with the demo content: each is the first link of its index page.
const articlePath = () => firstLink('/article/news', /href="\/article\/detail\/(\d+)"/, '/article/detail/');
const APPLICATION_PAGES = async () => [
  '/application/trade',
  '/application/trade/product-directory',
  await firstLink(
    '/application/trade',
    /href="\/application\/trade\/detail\/(\d+)"/,
    '/application/trade/detail/',
  ),
  await firstLink(
    '/application/trade',
    /href="\/application\/trade\/country-detail\/([A-Z]{2})"/,
    '/application/trade/country-detail/',
  ),
  '/application/vegetable/list',
  '/data/retrieval',
  '/application/ast',
  '/application/food/list',
  '/application/standard/list',
  '/application/baike',
  await firstLink('/application/baike', /href="\/application\/baike\/(\d+)"/, '/application/baike/'),
];

/** A member's session token: JS_WEIGHT_TOKEN, else `demo` signed in (null where there is no demo member). */
async function memberToken() {
  if (process.env.JS_WEIGHT_TOKEN) return process.env.JS_WEIGHT_TOKEN;
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const body = await res.json().catch(() => null);
  return body?.data?.token ?? null;
}

const asked = process.argv.slice(3);
const paths =
  asked.length === 0
    ? [await articlePath(), '/', '/article/news']
    : (await Promise.all(asked.map(async (p) => (p === 'apps' ? APPLICATION_PAGES() : [p])))).flat();
const token = await memberToken();
if (!token)
  console.log('member rows left out: `demo` cannot sign in here (production?); set JS_WEIGHT_TOKEN');
const sizes = new Map();
const kb = (urls) => [...urls].reduce((sum, u) => sum + (sizes.get(u) ?? 0), 0) / 1024;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One visit: gzip KB of the scripts requested before the load event and by network idle. */
async function visit(browser, p, member) {
  const context = await browser.newContext();
  if (member) await context.addCookies([{ name: 'token', value: token, url: base }]);
  const page = await context.newPage();
  const all = new Set();
  const bodies = [];
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return;
    all.add(r.url());
    // The size a gzip-serving server sends: the body compressed at the level scripts/compress.mjs uses.
    if (!sizes.has(r.url()))
      bodies.push(
        r.body().then(
          (b) => sizes.set(r.url(), gzipSync(b, { level: 9 }).length),
          () => {},
        ),
      );
  });
  const res = await page.goto(base + p, { waitUntil: 'load' });
  if (!res?.ok()) throw new Error(`${p}: HTTP ${res?.status()}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500); // idle islands
  // The browser's clock, not the order events reach this process: a request that started once the load event fired
  // is not "by load".
  const early = await page.evaluate(() => {
    const load = performance.getEntriesByType('navigation')[0].loadEventStart;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < load)
      .map((e) => e.name);
  });
  await Promise.all(bodies);
  await context.close();
  return { byLoad: kb(early.filter((u) => all.has(u))), afterIdle: kb(all), files: all.size };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const member of token ? [false, true] : [false]) {
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
