// Soak: 100 connections for 60 s over a page and API mix against `serve.ts` in production mode on a fresh embedded
// database with the demo content (issue 11's proof). Prints requests/s, p50/p99 latency, errors (HTTP statuses and
// socket errors apart; 429s from the rate limits counted apart, not as errors) and the server's RSS before the load,
// right after it and after an idle pause, split by owner (issue 32): read from the server's own /metrics (this
// machine may read them) and /proc: the main thread's V8 heap, its ArrayBuffers and other external memory, the
// embedded database's WASM memory and its thread's heap, the public cache, page files held, RSS backed by files
// (code, the compile cache) and the renderer child (its own process: not in the server's RSS).
// Usage: node_modules/.bin/node tests/bench/soak.mjs [--seconds 60] [--connections 100] [--idle 30] [--dist DIR]
//        [--rounds 1] [--base DIR] [--port 4391] [--node-args='--flag …'] [--also='--flag …']
// --dist serves an existing build of the same demo content instead of building one first (~35 s on an idle machine).
// --base DIR: a checkout of an earlier commit (with node_modules) soaked the same way, interleaved round by round on
// the same build; with --rounds N the medians are printed at the end. --node-args: V8 flags for the server's node;
// --also: this checkout once more per round with these flags added (a setting's cost, measured beside the rest).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describe, runLoad } from './load.mjs';
import { buildSite, freshData, median, portalEnv, rssMB, sleep, startPortal, workDir } from './portal.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    idle: { type: 'string', default: '30' },
    dist: { type: 'string' },
    port: { type: 'string', default: '4391' },
    rounds: { type: 'string', default: '1' },
    base: { type: 'string' },
    'node-args': { type: 'string', default: '' },
    also: { type: 'string' },
  },
});
/** Flags for the server's node (e.g. `--max-old-space-size=…`). */
const nodeArgs = values['node-args'].split(' ').filter(Boolean);
/** `--also='--flag …'`: this checkout soaked a second time with these flags too, in the same rounds. */
const alsoArgs = values.also?.split(' ').filter(Boolean);
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

const mb = (x) => (x === null || x === undefined || Number.isNaN(x) ? '—' : `${Math.round(x)} MB`);
const MiB = 1024 * 1024;

/** `name{labels} value` lines of a Prometheus text answer, by name with its labels. */
function samples(text) {
  const out = new Map();
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (m) out.set(m[1], Number(m[2]));
  }
  return out;
}

/** A process's resident memory by kind (/proc status, kB → MB): anonymous (heaps, malloc) and file-backed (code). */
function procRss(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
    return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile') };
  } catch {
    return { rss: NaN, anon: NaN, file: NaN };
  }
}

/** The server's children (the renderer) and their RSS together. */
function childrenRss(pid) {
  try {
    const kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return kids.reduce((sum, kid) => sum + (rssMB(Number(kid)) ?? 0), 0);
  } catch {
    return NaN;
  }
}

/** The split of the server's memory now (MB): what /proc and its /metrics say. */
async function split(portal) {
  const proc = procRss(portal.pid);
  const text = await fetch(`${portal.base}/metrics`).then(
    (r) => (r.ok ? r.text() : ''),
    () => '',
  );
  const m = samples(text);
  const get = (key) => (m.has(key) ? m.get(key) / MiB : NaN);
  const owner = (name) => get(`portal_memory_bytes{owner="${name}"}`);
  return {
    rss: proc.rss,
    anon: proc.anon,
    file: proc.file,
    heapUsed: get('nodejs_heap_size_used_bytes'),
    heapTotal: get('nodejs_heap_size_total_bytes'),
    external: get('nodejs_external_memory_bytes'),
    arrayBuffers: owner('main_array_buffers'),
    dbWasm: owner('database_wasm'),
    dbHeap: owner('database_heap_total'),
    publicCache: owner('public_cache'),
    pageFiles: owner('page_files'),
    renderer: childrenRss(portal.pid),
  };
}

const SPLIT_KEYS = [
  ['rss', 'RSS'],
  ['anon', 'anonymous'],
  ['file', 'file-backed'],
  ['heapTotal', 'main V8 heap (total)'],
  ['heapUsed', 'main V8 heap (used)'],
  ['external', 'main external'],
  ['arrayBuffers', 'main ArrayBuffers'],
  ['dbWasm', 'database WASM'],
  ['dbHeap', 'database thread heap'],
  ['publicCache', 'public cache'],
  ['pageFiles', 'page files held'],
  ['renderer', 'renderer child (apart)'],
];

function splitTable(rows) {
  const lines = SPLIT_KEYS.map(([key, label]) => {
    const cells = rows.map((r) => mb(r[key]).padStart(9));
    return `    ${label.padEnd(24)}${cells.join(' →')}`;
  });
  return `    ${''.padEnd(24)}${['before', 'after', 'idle'].map((h) => h.padStart(9)).join('  ')}\n${lines.join('\n')}`;
}

/** One soak of the server in `cwd` on a fresh database: the load's figures and the split before, after, idle. */
async function soak({ cwd, distDir, port, args }) {
  const work = workDir('soak');
  const dataDir = path.join(work, 'data');
  const env = portalEnv({ port, dataDir, distDir });
  const fixtures = await freshData(dataDir, { members: connections });
  const portal = await startPortal(env, { cwd, nodeArgs: args });
  try {
    await sleep(2000);
    const before = await split(portal);
    const run = await runLoad({ base: portal.base, connections, seconds, mix: soakMix(fixtures) });
    const after = await split(portal);
    await sleep(idle * 1000);
    const idled = await split(portal);
    return { run, before, after, idled };
  } finally {
    await portal.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

function report(name, { run, before, after, idled }) {
  console.log(describe(run));
  console.log(
    `soak (${name}): ${connections} connections × ${seconds} s, production mode, embedded database, demo content ×1\n` +
      `  ${run.perSecond.toFixed(0)} req/s, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms ` +
      `(${run.answered} answers; latencies and req/s leave out 429s)\n` +
      `  errors: ${run.errors} HTTP 4xx/5xx other than 429, ${run.socketErrorCount} socket errors, ` +
      `${run.refused} refused envelopes; rate-limited (429, expected on the action log): ${run.limited}\n` +
      `  server RSS: ${mb(before.rss)} before → ${mb(after.rss)} right after → ${mb(idled.rss)} after ${idle} s idle\n` +
      splitTable([before, after, idled]),
  );
}

async function main() {
  const work = workDir('soak-site');
  const distDir = values.dist ? path.resolve(values.dist) : path.join(work, 'dist');
  if (!values.dist) {
    const env = portalEnv({ port: Number(values.port), dataDir: path.join(work, 'data'), distDir });
    await freshData(env.DATA_DIR, { members: 0 });
    const built = buildSite(distDir, env);
    console.log(`built the site in ${(built.totalMs / 1000).toFixed(1)} s (${built.pages} pages)`);
  }
  const checkouts = [
    ...(values.base ? [['base', path.resolve(values.base), nodeArgs]] : []),
    ['this', process.cwd(), nodeArgs],
    ...(alsoArgs ? [[`this ${alsoArgs.join(' ')}`, process.cwd(), [...nodeArgs, ...alsoArgs]]] : []),
  ];
  const results = Object.fromEntries(checkouts.map(([name]) => [name, []]));
  try {
    for (let round = 0; round < Number(values.rounds); round++) {
      for (const [name, cwd, args] of checkouts) {
        const result = await soak({ cwd, distDir, port: Number(values.port), args });
        console.log(`round ${round + 1}, load average ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
        report(name, result);
        results[name].push(result);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (Number(values.rounds) < 2 && checkouts.length < 2) return;
  for (const [name, runs] of Object.entries(results)) {
    const med = (pick) => median(runs.map(pick));
    const at = (phase) =>
      Object.fromEntries(SPLIT_KEYS.map(([key]) => [key, median(runs.map((r) => r[phase][key]))]));
    console.log(
      `\nmedians of ${runs.length} (${name}): ${med((r) => r.run.perSecond).toFixed(0)} req/s, ` +
        `p99 ${med((r) => r.run.p99).toFixed(1)} ms, errors ${med((r) => r.run.errors)}\n` +
        splitTable([at('before'), at('after'), at('idled')]),
    );
  }
}

await main();
