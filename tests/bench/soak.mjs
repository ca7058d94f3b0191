// Soak: 100 connections for 60 s over a page and API mix against `serve.ts` in production mode on a fresh embedded
// database with the demo content (issue 11's proof). Prints requests/s, p50/p99 latency, errors (HTTP statuses and
// socket errors apart; 429s from the rate limits counted apart, not as errors) and the server's RSS before the load,
// right after it and after an idle pause.
// Usage: node_modules/.bin/node tests/bench/soak.mjs [--seconds 60] [--connections 100] [--idle 30] [--dist DIR]
// --dist serves an existing build of the same demo content instead of building one first (~35 s on an idle machine).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describe, runLoad } from './load.mjs';
import { buildSite, freshData, portalEnv, sleep, startPortal, workDir } from './portal.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    idle: { type: 'string', default: '30' },
    dist: { type: 'string' },
    port: { type: 'string', default: '4391' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const idle = Number(values.idle);

const KEYWORDS = ['玉米', '大豆', '生猪', '蔬菜', '小麦价格'];
const PAGE = { 'accept-encoding': 'br, gzip' };

/** The mix: a reader's pages, the public reads behind them, members' profile calls and a little write traffic. */
function soakMix({ tokens, articles }) {
  const news = articles.filter((a) => a.kind === 'news').map((a) => a.id);
  const any = articles.map((a) => a.id);
  const pick = (xs, n) => xs[n % xs.length];
  return [
    { name: 'page /', weight: 10, make: () => ({ path: '/', headers: PAGE }) },
    { name: 'page /article/news', weight: 10, make: () => ({ path: '/article/news', headers: PAGE }) },
    {
      name: 'page article detail',
      weight: 10,
      make: ({ conn, n }) => ({ path: `/article/detail/${pick(news, conn * 7 + n)}`, headers: PAGE }),
    },
    {
      name: 'getNewsList',
      weight: 15,
      make: ({ n }) => ({
        method: 'POST',
        path: '/api/article/getNewsList',
        body: { page: (n % 5) + 1, pageSize: 10 },
      }),
    },
    {
      name: 'article/detail',
      weight: 15,
      make: ({ conn, n }) => ({ path: `/api/article/detail?id=${pick(any, conn * 13 + n)}` }),
    },
    {
      name: 'article/search',
      weight: 10,
      make: ({ conn, n }) => ({
        method: 'POST',
        path: '/api/article/search',
        body: { keyword: pick(KEYWORDS, conn + n), page: 1, pageSize: 10 },
      }),
    },
    {
      name: 'reference/getList',
      weight: 10,
      make: ({ n }) => ({ method: 'POST', path: '/api/reference/getList', body: { page: (n % 3) + 1 } }),
    },
    {
      name: 'getProfile',
      weight: 15,
      make: ({ conn }) => ({
        method: 'POST',
        path: '/api/user/getProfile',
        body: {},
        headers: { token: pick(tokens, conn) },
      }),
    },
    // 1 % of the calls: under the action log's limit of 600 a minute per address up to ~1,000 req/s.
    {
      name: 'base/actionLog',
      weight: 1,
      make: ({ conn, n }) => ({
        method: 'POST',
        path: '/api/base/actionLog',
        body: { action: 'view', model: 'article', record_id: pick(any, conn + n) },
      }),
    },
  ];
}

const mb = (x) => (x === null ? '—' : `${Math.round(x)} MB`);

async function main() {
  const work = workDir('soak');
  const dataDir = path.join(work, 'data');
  const distDir = values.dist ? path.resolve(values.dist) : path.join(work, 'dist');
  const env = portalEnv({ port: Number(values.port), dataDir, distDir });
  const fixtures = await freshData(dataDir, { members: connections });
  if (!values.dist) {
    const built = buildSite(distDir, env);
    console.log(`built the site in ${(built.totalMs / 1000).toFixed(1)} s (${built.pages} pages)`);
  }
  const portal = await startPortal(env);
  try {
    await sleep(2000);
    const before = portal.rss();
    const run = await runLoad({ base: portal.base, connections, seconds, mix: soakMix(fixtures) });
    const after = portal.rss();
    await sleep(idle * 1000);
    const idled = portal.rss();
    console.log(describe(run));
    console.log(
      `soak: ${connections} connections × ${seconds} s, production mode, embedded database, demo content ×1\n` +
        `  ${run.perSecond.toFixed(0)} req/s, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms ` +
        `(${run.answered} answers; latencies and req/s leave out 429s)\n` +
        `  errors: ${run.errors} HTTP 4xx/5xx other than 429, ${run.socketErrorCount} socket errors, ` +
        `${run.refused} refused envelopes; rate-limited (429, expected on the action log): ${run.limited}\n` +
        `  server RSS: ${mb(before)} before → ${mb(after)} right after → ${mb(idled)} after ${idle} s idle`,
    );
  } finally {
    await portal.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
