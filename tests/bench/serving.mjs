// Issue 12's table in one run, side by side on this machine: prebuilt pages against nginx on the same files, a page
// while the API searches, API p99s, search and list as the data grows, publish → live and the full build. Every load
// row is run `--runs` times, interleaved where two things are compared, and reported as the median.
// Usage: node_modules/.bin/node tests/bench/serving.mjs [--rows static,busy,api,scale,search100,list100,publish,build]
//   [--seconds 10] [--runs 3] [--connections 50] [--scales 1,10,100] [--big 100] [--dist DIR] [--base DIR]
//   [--generator wrk|node] [--wrk-threads 2] [--profile DIR]
// The static row loads with wrk when /usr/bin/wrk is there (Node's generator cannot saturate nginx), else with
// load.mjs; --base DIR (another checkout with its node_modules) adds that commit's server to its interleaved rounds.
// --profile DIR: this checkout's server runs under `node --cpu-prof`, its profile written to DIR when it stops.
// The server runs in production mode on a fresh embedded database with the demo content (×1; ×N written as
// `npm run db:demo -- --scale N` writes it, into its own data folder). --dist copies an existing ×1 build instead of
// building one (the build row still builds). The load generator shares the machine's cores with the server, as the
// issue's figures did. Not in `npm test`.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describe, runLoad } from './load.mjs';
import { startNginx } from './nginx.mjs';
import { runWrk, wrkVersion } from './wrk.mjs';
import { buildSite, freshData, median, portalEnv, sleep, startPortal, workDir } from './portal.mjs';
import { publishToLive } from './publish.mjs';
import { cpuMs } from './cpuPerAnswer.mjs';

const ROWS = ['static', 'busy', 'api', 'scale', 'search100', 'list100', 'publish', 'build'];
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: ROWS.join(',') },
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    scales: { type: 'string', default: '1,10,100' },
    big: { type: 'string', default: '100' },
    dist: { type: 'string' },
    port: { type: 'string', default: '4392' },
    base: { type: 'string' },
    generator: { type: 'string' },
    'wrk-threads': { type: 'string', default: '2' },
    profile: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const rows = new Set(values.rows.split(','));
for (const r of rows) if (!ROWS.includes(r)) throw new Error(`unknown row ${r}; rows: ${ROWS.join(', ')}`);
const seconds = Number(values.seconds);
const runs = Number(values.runs);
const connections = Number(values.connections);
const scales = values.scales.split(',').map(Number);
const big = Number(values.big);
const port = Number(values.port);
const work = workDir('serving');
const wrk = values.generator === 'node' ? null : wrkVersion();
if (values.generator === 'wrk' && !wrk)
  throw new Error('--generator wrk: /usr/bin/wrk not found (apt-get install wrk)');
const KEYWORD = '玉米';

const fmt = (x) =>
  x === undefined || Number.isNaN(x) ? 'n/a' : x < 10 ? x.toFixed(1) : Math.round(x).toString();
const s = (msValue) => (msValue / 1000).toFixed(1);
/** Figures of the table as they are measured: row name → text. */
const table = new Map();

/** One load run, logged as a line (every request name with --verbose). */
async function load(label, opts) {
  const r = await runLoad(opts);
  if (values.verbose) console.log(`${label}\n${describe(r)}`);
  else
    console.log(
      `  ${label}: ${fmt(r.perSecond)}/s p50 ${fmt(r.p50)} ms p99 ${fmt(r.p99)} ms, errors ${r.errors}, ` +
        `socket errors ${r.socketErrorCount}, 429 ${r.limited}, refused ${r.refused}, ` +
        `${((r.mbPerSecond * 1024) / r.perSecond).toFixed(1)} KB an answer`,
    );
  return r;
}

const post = (p, body, headers) => ({ method: 'POST', path: p, body, headers });
const searchCall = {
  name: 'search',
  weight: 1,
  make: () => post('/api/article/search', { keyword: KEYWORD }),
};
const listCall = {
  name: 'getNewsList',
  weight: 1,
  make: ({ n }) => post('/api/article/getNewsList', { page: (n % 5) + 1, pageSize: 10 }),
};

/** A fresh data folder at `scale` (with members and editors signed in) and the settings of a portal on it. */
async function prepare(scale, { distDir, members = 0, editors = 0 } = {}) {
  const dataDir = path.join(work, `data-${scale}`);
  // Rows that need no pages serve an empty build folder.
  const env = portalEnv({ port, dataDir, distDir: distDir ?? path.join(work, `empty-dist-${scale}`) });
  const t0 = performance.now();
  const data = await freshData(dataDir, { scale, members, editors });
  console.log(
    `×${scale}: ${data.articles.length} published articles written in ${s(performance.now() - t0)} s`,
  );
  return { env, data };
}

/** `fn(portal, data)` while a portal serves the prepared folder; the data folder is removed after. */
async function serve({ env, data }, fn) {
  const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [];
  const portal = await startPortal(env, { nodeArgs: profile });
  try {
    await sleep(1000);
    return await fn(portal, data);
  } finally {
    await portal.stop();
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}

/** (a) prebuilt pages, Node (and the base commit's, with --base) against nginx on the same files, interleaved. */
async function staticRow(portal, data, distDir, baseEnv) {
  const nginx = await startNginx({ root: distDir, port: port + 1 });
  const base = baseEnv ? await startPortal(baseEnv, { cwd: path.resolve(values.base) }) : null;
  const encoding = nginx.brotli ? 'br, gzip' : 'gzip';
  const news = data.articles.filter((a) => a.kind === 'news').map((a) => a.id);
  const headers = { 'accept-encoding': encoding };
  // One mix, either generator: the home, the news list and a news article in turn.
  const paths = news.flatMap((id) => ['/', '/article/news', `/article/detail/${id}`]);
  const mix = [
    { name: '/', weight: 1, make: () => ({ path: '/', headers }) },
    { name: '/article/news', weight: 1, make: () => ({ path: '/article/news', headers }) },
    {
      name: '/article/detail/{id}',
      weight: 1,
      make: ({ conn, n }) => ({ path: `/article/detail/${news[(conn * 7 + n) % news.length]}`, headers }),
    },
  ];
  const threads = Number(values['wrk-threads']);
  const run = (label, origin) =>
    wrk
      ? runWrk({ base: origin, connections, seconds, paths, headers, threads }).then((r) => {
          console.log(
            `  ${label}: ${fmt(r.perSecond)}/s p50 ${fmt(r.p50)} ms p99 ${fmt(r.p99)} ms, errors ${r.errors}, ` +
              `socket errors ${r.socketErrorCount}, ${((r.mbPerSecond * 1024) / r.perSecond).toFixed(1)} KB an answer with its headers`,
          );
          return r;
        })
      : load(label, { base: origin, connections, seconds, mix });
  console.log(
    `static: ${wrk ? `${wrk}, ${threads} threads` : "load.mjs (Node's generator; wrk not installed)"}, ` +
      `${connections} keep-alive connections, accept-encoding: ${encoding}`,
  );
  const sides = { node: [], nginx: [], base: [] };
  const origins = { node: portal.base, nginx: nginx.base, ...(base ? { base: base.base } : {}) };
  const pidsOf = { node: () => [portal.pid], nginx: () => nginx.pids(), base: () => [base?.pid] };
  const cpuOf = (side) => pidsOf[side]().reduce((sum, pid) => sum + cpuMs(pid), 0);
  try {
    // Not counted: each server's first answers (the file table read into memory, code compiled, the renderer's own
    // warm-up after ready).
    for (const side of Object.keys(origins)) await run(`static warm-up ${side}`, origins[side]);
    for (let i = 0; i < runs; i++) {
      // Alternate the order, so no side always runs on the warmer or quieter moment.
      const order = Object.keys(origins);
      if (i % 2) order.reverse();
      for (const side of order) {
        const before = cpuOf(side);
        const r = await run(`static run ${i + 1} ${side}`, origins[side]);
        // The server's CPU time (all its threads; nginx's master and workers) per answer, in µs.
        r.cpuUs = ((cpuOf(side) - before) * 1000) / Math.max(1, r.answered);
        console.log(`    ${side} CPU ${r.cpuUs.toFixed(1)} µs an answer`);
        sides[side].push(r);
      }
    }
  } finally {
    await nginx.stop();
    await base?.stop();
  }
  const rate = (side) => fmt(median(sides[side].map((r) => r.perSecond)));
  const p99 = (side) => fmt(median(sides[side].map((r) => r.p99)));
  const cpu = (side) => median(sides[side].map((r) => r.cpuUs)).toFixed(1);
  const ratio = (side) => median(sides[side].map((r, i) => r.perSecond / sides.nginx[i].perSecond));
  table.set(
    'static',
    `${ratio('node').toFixed(2)}× (median of the paired runs' ratios; ${rate('node')} vs ${rate('nginx')} req/s), ` +
      `p99 ${p99('node')} ms vs ${p99('nginx')} ms, CPU ${cpu('node')} vs ${cpu('nginx')} µs an answer` +
      (base
        ? `; base ${ratio('base').toFixed(2)}× (${rate('base')} req/s, p99 ${p99('base')} ms, CPU ${cpu('base')} µs)`
        : '') +
      `; ${wrk ? 'wrk' : 'load.mjs'}, load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}` +
      (nginx.brotli ? '' : ' (nginx without brotli_static: gzip only, both sides)'),
  );
}

/** (b) `/article/news` on one connection, alone and while `connections` connections search the API. */
async function busyRow(portal) {
  const page = [
    {
      name: 'page',
      weight: 1,
      make: () => ({ path: '/article/news', headers: { 'accept-encoding': 'br, gzip' } }),
    },
  ];
  const idle = [];
  const busy = [];
  for (let i = 0; i < runs; i++) {
    idle.push(
      await load(`page alone run ${i + 1}`, { base: portal.base, connections: 1, seconds, mix: page }),
    );
    const [r] = await Promise.all([
      runLoad({ base: portal.base, connections: 1, seconds, mix: page }),
      load(`search load run ${i + 1}`, { base: portal.base, connections, seconds, mix: [searchCall] }),
    ]);
    console.log(`  page under search run ${i + 1}: p50 ${fmt(r.p50)} ms p99 ${fmt(r.p99)} ms`);
    busy.push(r);
  }
  table.set(
    'busy',
    `p50 ${fmt(median(idle.map((r) => r.p50)))} ms → ${fmt(median(busy.map((r) => r.p50)))} ms, ` +
      `p99 ${fmt(median(busy.map((r) => r.p99)))} ms`,
  );
}

/** (c) four calls, each alone at `connections` connections, interleaved. */
async function apiRow(portal, data) {
  const ids = data.articles.map((a) => a.id);
  const calls = [
    listCall,
    {
      name: 'article/detail',
      weight: 1,
      make: ({ conn, n }) => ({ path: `/api/article/detail?id=${ids[(conn * 13 + n) % ids.length]}` }),
    },
    searchCall,
    {
      name: 'getProfile',
      weight: 1,
      make: ({ conn }) => post('/api/user/getProfile', {}, { token: data.tokens[conn % data.tokens.length] }),
    },
  ];
  const p99 = Object.fromEntries(calls.map((c) => [c.name, []]));
  for (let i = 0; i < runs; i++)
    for (const c of calls)
      p99[c.name].push(
        (await load(`${c.name} run ${i + 1}`, { base: portal.base, connections, seconds, mix: [c] })).p99,
      );
  table.set('api', `${calls.map((c) => fmt(median(p99[c.name]))).join(' / ')} ms`);
}

/** (d) search on one connection: p50 at this scale. */
async function searchOne(portal, scale, p50s) {
  const r = [];
  for (let i = 0; i < runs; i++)
    r.push(
      await load(`search ×${scale} 1 conn run ${i + 1}`, {
        base: portal.base,
        connections: 1,
        seconds,
        mix: [searchCall],
      }),
    );
  p50s.set(scale, median(r.map((x) => x.p50)));
}

/** (e) and (f): a call at `connections` connections on the big data. */
async function bigRow(portal, key, call) {
  const r = [];
  for (let i = 0; i < runs; i++)
    r.push(
      await load(`${call.name} ×${big} run ${i + 1}`, {
        base: portal.base,
        connections,
        seconds,
        mix: [call],
      }),
    );
  const sum = (f) => r.reduce((a, x) => a + f(x), 0);
  table.set(
    key,
    `${fmt(median(r.map((x) => x.perSecond)))} req/s, p99 ${fmt(median(r.map((x) => x.p99)))} ms, ` +
      `${sum((x) => x.socketErrorCount)} socket errors, ${sum((x) => x.errors)} HTTP errors over ${runs} runs`,
  );
}

async function main() {
  const p50s = new Map();
  const builds = [];
  const needSite = rows.has('static') || rows.has('busy') || rows.has('publish');
  const searchAt = (scale) => rows.has('scale') && scales.includes(scale);
  if (needSite || rows.has('api') || rows.has('build') || searchAt(1)) {
    const distDir = path.join(work, 'dist');
    const x1 = await prepare(1, { distDir, members: connections, editors: 1 });
    if (values.dist && !rows.has('build')) cpSync(path.resolve(values.dist), distDir, { recursive: true });
    else if (needSite || rows.has('build')) {
      builds.push(buildSite(distDir, x1.env));
      console.log(`×1 build: ${s(builds[0].totalMs)} s, ${builds[0].pages} pages`);
    }
    if (rows.has('build'))
      for (let i = 1; i < runs; i++) {
        const again = path.join(work, `dist-build-${i}`);
        builds.push(buildSite(again, x1.env));
        console.log(`×1 build ${i + 1}: ${s(builds[i].totalMs)} s`);
        rmSync(again, { recursive: true, force: true });
      }
    // The base commit's server (--base) on its own copy of the same data, made before either opens it.
    let baseEnv = null;
    if (values.base && rows.has('static')) {
      const baseData = `${x1.env.DATA_DIR}-base`;
      cpSync(x1.env.DATA_DIR, baseData, { recursive: true });
      const basePort = String(port + 2);
      baseEnv = { ...x1.env, DATA_DIR: baseData, PORT: basePort, PUBLIC_URL: `http://127.0.0.1:${basePort}` };
    }
    await serve(x1, async (portal, data) => {
      if (rows.has('static')) await staticRow(portal, data, distDir, baseEnv);
      if (rows.has('busy')) await busyRow(portal);
      if (rows.has('api')) await apiRow(portal, data);
      if (searchAt(1)) await searchOne(portal, 1, p50s);
      // Last: it changes the live site.
      if (rows.has('publish')) {
        const r = await publishToLive({ base: portal.base, token: data.editorTokens[0], publishes: runs });
        table.set(
          'publish',
          `${s(r.live)} s (server's own figure ${s(r.reported)} s) / ×10 not run here: ` +
            '`node tests/bench/publish.mjs 10 5`',
        );
      }
    });
  }
  for (const scale of scales.filter((x) => x !== 1 && x !== big && searchAt(x)))
    await serve(await prepare(scale), (portal) => searchOne(portal, scale, p50s));
  if (rows.has('search100') || rows.has('list100') || searchAt(big))
    await serve(await prepare(big), async (portal) => {
      if (searchAt(big)) await searchOne(portal, big, p50s);
      if (rows.has('search100')) await bigRow(portal, 'search100', searchCall);
      if (rows.has('list100')) await bigRow(portal, 'list100', listCall);
    });
  if (rows.has('scale')) table.set('scale', `${scales.map((x) => fmt(p50s.get(x))).join(' / ')} ms`);
  if (rows.has('build')) {
    const share = median(builds.map((b) => b.compressMs / b.totalMs));
    const of = (k) => s(median(builds.map((b) => b[k])));
    table.set(
      'build',
      `${of('totalMs')} s, of which compression ${of('compressMs')} s (${Math.round(share * 100)} %); ` +
        `astro ${of('astroMs')} s, search index ${of('searchMs')} s (${builds.length} builds)`,
    );
  }
  printTable();
}

const LINES = [
  [
    'static',
    'prebuilt page, req/s ÷ nginx 1.22 on the same files (gzip_static, brotli_static, 1 worker)',
    "≥ 0.6×, p99 ≤ 2× nginx's",
  ],
  [
    'busy',
    `/article/news while ${connections} connections search the API in the same process`,
    'p99 < 30 ms',
  ],
  ['api', 'getNewsList / article/detail / article/search 玉米 / getProfile p99', '< 50 ms each'],
  [
    'scale',
    `search at ${scales.map((x) => `×${x}`).join(' / ')} data, one connection p50`,
    `< 20 ms at ×${big}`,
  ],
  ['search100', `search at ×${big}, ${connections} connections`, 'p99 < 100 ms, 0 errors'],
  ['list100', `list (getNewsList) at ×${big}, ${connections} connections`, 'p99 < 50 ms'],
  ['publish', 'publish → live, ×1 / ×10', '≤ 2 s at ×10'],
  ['build', 'full build ×1', 'compression ≤ 20 % of the build'],
];

function printTable() {
  console.log(
    `\nserving.mjs: ${runs} runs of ${seconds} s per figure (median), ${connections} connections, ` +
      `production mode on the embedded database, ${new Date().toISOString()}\n`,
  );
  console.log('| | this project | anchor / goal |\n|---|---|---|');
  for (const [key, what, goal] of LINES)
    console.log(`| ${what} | ${table.get(key) ?? 'not run'} | ${goal} |`);
}

try {
  await main();
} finally {
  rmSync(work, { recursive: true, force: true });
}
