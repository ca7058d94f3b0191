// Issue 32's "answers nobody asked before": the public call families (news list, site search, food search, trade
// series, getIndex, baike) at 50 connections, each cached (one body again and again) and uncached (every body new, so
// the public cache never answers), on the embedded database and on PostgreSQL, this checkout against `--base <dir>`
// (another checkout of the commit before, with its node_modules), interleaved in the same rounds, medians.
// CPU per answer: the server's utime+stime from /proc over each run ÷ its answers; on PostgreSQL also the backends of
// the run's database (from pg_stat_activity, read from /proc: the server runs on this machine).
// Both servers are production starts (portalEnv) on one copy each of the full demo data (as a development start seeds
// it: content, vegetables, trade, indicators, baike; food is reference data), demo members aside.
// Usage: node_modules/.bin/node tests/bench/first-ask.mjs --base /tmp/x-base [--seconds 5] [--rounds 3]
//   [--connections 50] [--port 4479] [--db embedded|pg|both] [--families news,getIndex]
// `--profile <dir>` instead: this checkout only, one server per family under `node --cpu-prof` for one uncached run,
// its profile in <dir>/<database>-<family>/ (open it in Chrome's DevTools or summarize it by self time).
//   BENCH_PG=postgres://postgres@127.0.0.1:54339/postgres (the default) for PostgreSQL.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backendsOf, FAMILIES, seedFullDemo } from './firstAskFamilies.mjs';
import { runLoad } from './load.mjs';
import { freshPostgres, median, portalEnv, startPortal, workDir } from './portal.mjs';

const { values: opts } = parseArgs({
  options: {
    base: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '4479' },
    db: { type: 'string', default: 'both' },
    families: { type: 'string' },
    profile: { type: 'string' },
  },
});
if (!opts.base && !opts.profile) {
  console.error('--base <dir>: a checkout of the commit to compare with (git worktree add --detach …)');
  process.exit(2);
}
const seconds = Number(opts.seconds);
const rounds = Number(opts.rounds);
const connections = Number(opts.connections);
const port = Number(opts.port);
const adminUrl = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:54339/postgres';
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** utime+stime of a process in ms, or 0 when it is gone. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

const families = opts.families ? opts.families.split(',') : Object.keys(FAMILIES);
/** Every uncached body of this run is new: the calls' serial number goes into it. */
let serial = 0;

/** Two servers (this checkout, the base) on two copies of the same data; answers them and how to drop it all. */
async function standUp(kind, portOffset) {
  const dataDir = workDir(`first-ask-${kind}`);
  const baseDataDir = `${dataDir}-base`;
  let pgNew = null;
  let pgBase = null;
  if (kind === 'pg') {
    pgNew = await freshPostgres(adminUrl);
    await seedFullDemo(dataDir, pgNew.url);
    pgBase = await freshPostgres(adminUrl);
    await pgBase.drop();
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(
      `create database ${new URL(pgBase.url).pathname.slice(1)} template ${new URL(pgNew.url).pathname.slice(1)}`,
    );
    await admin.end();
  } else {
    await seedFullDemo(dataDir);
    execFileSync('cp', ['-a', dataDir, baseDataDir]);
  }
  const start = async (cwd, dir, pgDb, p) => {
    const env = portalEnv({ port: p, dataDir: dir, distDir: workDir(`first-ask-dist`) });
    const portal = await startPortal(
      pgDb ? { ...env, EMBEDDED_DATABASE: '0', DATABASE_URL: pgDb.url } : env,
      {
        cwd,
      },
    );
    const dbName = pgDb ? new URL(pgDb.url).pathname.slice(1) : null;
    return { ...portal, dbName };
  };
  const servers = {
    base: await start(path.resolve(opts.base), baseDataDir, pgBase, port + portOffset + 1),
    new: await start(process.cwd(), dataDir, pgNew, port + portOffset),
  };
  return {
    servers,
    stop: async () => {
      await Promise.all(Object.values(servers).map((s) => s.stop()));
      await pgNew?.drop();
      await pgBase?.drop();
      execFileSync('rm', ['-rf', dataDir, baseDataDir]);
    },
  };
}

/** One run of one case on one server: latency, rate and CPU per answer (Node, and PostgreSQL's backends). */
async function measure(server, make) {
  // Warm the call once (first-use compilation is not what is measured).
  const warm = make(serial++);
  await fetch(`${server.base}${warm.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(warm.body),
  });
  const pgPids = server.dbName ? await backendsOf(adminUrl, server.dbName) : [];
  const pgBefore = new Map(pgPids.map((pid) => [pid, cpuMs(pid)]));
  const nodeBefore = cpuMs(server.pid);
  const run = await runLoad({
    base: server.base,
    connections,
    seconds,
    mix: [{ name: 'x', weight: 1, make: () => make(serial++) }],
  });
  const nodeMs = cpuMs(server.pid) - nodeBefore;
  let pgMs = 0;
  for (const pid of server.dbName ? await backendsOf(adminUrl, server.dbName) : [])
    pgMs += cpuMs(pid) - (pgBefore.get(pid) ?? 0);
  const n = Math.max(1, run.answered);
  return {
    perSecond: run.perSecond,
    p50: run.p50,
    p99: run.p99,
    errors: run.errors + run.refused + run.socketErrorCount,
    limited: run.limited,
    nodeCpu: nodeMs / n,
    pgCpu: pgMs / n,
  };
}

const f1 = (x) => (Number.isFinite(x) ? x.toFixed(x < 10 ? 2 : 0) : '—');
if (opts.profile) {
  for (const [k, kind] of (opts.db === 'both' ? ['embedded', 'pg'] : [opts.db]).entries()) {
    const dataDir = workDir(`first-ask-${kind}`);
    const pgDb = kind === 'pg' ? await freshPostgres(adminUrl) : null;
    try {
      await seedFullDemo(dataDir, pgDb?.url);
      for (const family of families) {
        const env = portalEnv({ port: port + k, dataDir, distDir: workDir('first-ask-dist') });
        const server = await startPortal(
          pgDb ? { ...env, EMBEDDED_DATABASE: '0', DATABASE_URL: pgDb.url } : env,
          {
            nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts.profile, `${kind}-${family}`)}`],
          },
        );
        try {
          const res = await measure({ ...server, dbName: null }, FAMILIES[family].uncached);
          console.log(
            `${kind} ${family} uncached: ${res.perSecond.toFixed(0)}/s, ${f1(res.nodeCpu)} ms Node CPU/answer`,
          );
        } finally {
          await server.stop();
        }
      }
    } finally {
      await pgDb?.drop();
      execFileSync('rm', ['-rf', dataDir]);
    }
  }
  process.exit(0);
}

const kinds = opts.db === 'both' ? ['embedded', 'pg'] : [opts.db];
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(
  `first-ask: ${connections} connections, ${seconds} s a run, medians of ${rounds} rounds, base ${opts.base}; load ${load()}`,
);
const table = [];
for (const [k, kind] of kinds.entries()) {
  const { servers, stop } = await standUp(kind, k * 2);
  try {
    const results = {};
    for (let r = 0; r < rounds; r++) {
      for (const family of families)
        for (const variant of ['cached', 'uncached']) {
          // Alternate which side goes first, so neither always runs on the warmer or quieter moment.
          const sides = r % 2 ? ['new', 'base'] : ['base', 'new'];
          for (const side of sides) {
            const res = await measure(servers[side], FAMILIES[family][variant]);
            (results[`${family}|${variant}|${side}`] ??= []).push(res);
          }
        }
      console.log(`${kind}: round ${r + 1} of ${rounds} done, load ${load()}`);
    }
    for (const family of families)
      for (const variant of ['cached', 'uncached']) {
        const m = (side, key) => median(results[`${family}|${variant}|${side}`].map((x) => x[key]));
        const errs = (side) => results[`${family}|${variant}|${side}`].reduce((s, x) => s + x.errors, 0);
        table.push({
          db: kind,
          family,
          variant,
          ...Object.fromEntries(
            ['base', 'new'].flatMap((side) => [
              [`${side}P50`, m(side, 'p50')],
              [`${side}P99`, m(side, 'p99')],
              [`${side}Rate`, m(side, 'perSecond')],
              [`${side}Node`, m(side, 'nodeCpu')],
              [`${side}Pg`, m(side, 'pgCpu')],
              [`${side}Errors`, errs(side)],
            ]),
          ),
        });
      }
  } finally {
    await stop();
  }
}

console.log(
  `\nload at the end ${load()}; CPU per answer in ms (Node + PostgreSQL backends), medians of ${rounds}`,
);
console.log(
  '| database | family | | base p50 / p99 ms | base req/s | base CPU/answer | new p50 / p99 ms | new req/s | new CPU/answer | CPU new÷base |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const t of table) {
  const cpu = (side) =>
    t.db === 'pg'
      ? `${f1(t[`${side}Node`] + t[`${side}Pg`])} (${f1(t[`${side}Node`])} + ${f1(t[`${side}Pg`])})`
      : f1(t[`${side}Node`]);
  const total = (side) => t[`${side}Node`] + t[`${side}Pg`];
  const errors = t.baseErrors + t.newErrors ? ` ⚠ errors ${t.baseErrors}/${t.newErrors}` : '';
  console.log(
    `| ${t.db} | ${t.family} | ${t.variant} | ${f1(t.baseP50)} / ${f1(t.baseP99)} | ${t.baseRate.toFixed(0)} | ${cpu('base')} | ` +
      `${f1(t.newP50)} / ${f1(t.newP99)} | ${t.newRate.toFixed(0)} | ${cpu('new')} | ${(total('new') / total('base')).toFixed(2)}${errors} |`,
  );
}
