// Issue 32's open-loop bench of the uncached mix: first-ask.mjs's six public families (news list, site search, food
// search, trade series, getIndex, baike), every body new so the public cache never answers, in equal shares, sent on
// a fixed schedule at each offered rate (load.mjs's runOpenLoad: latency from the scheduled time, so a server falling
// behind is not hidden) against a production start of this checkout on the full demo data, embedded database and
// PostgreSQL. Per rate: p50 / p99 / max and errors over the mix and per family (which family makes the p99), medians
// of the rounds; the server's CPU per answer (Node, and PostgreSQL's backends of the run's database).
// Usage: node_modules/.bin/node tests/bench/open-loop.mjs [--rates 100,200,300] [--seconds 20] [--rounds 3]
//   [--db embedded|pg|both] [--port 4490]
//   BENCH_PG=postgres://postgres@127.0.0.1:54339/<a database of yours> (the connection that creates the run's own
//   database, dropped at the end).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { cpuMs } from './cpuPerAnswer.mjs';
import { backendsOf, FAMILIES } from './firstAskFamilies.mjs';
import { runOpenLoad } from './load.mjs';
import { freshPostgres, median, portalEnv, sleep, startPortal, workDir } from './portal.mjs';

const { values: opts } = parseArgs({
  options: {
    rates: { type: 'string', default: '100,200,300' },
    seconds: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    db: { type: 'string', default: 'both' },
    port: { type: 'string', default: '4490' },
  },
});
const rates = opts.rates.split(',').map(Number);
const seconds = Number(opts.seconds);
const rounds = Number(opts.rounds);
const port = Number(opts.port);
const adminUrl = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:54339/postgres';
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

let serial = 0;
const mix = Object.entries(FAMILIES).map(([name, family]) => ({
  name,
  weight: 1,
  make: () => family.uncached(serial++),
}));

const f = (x) => (Number.isFinite(x) ? (x < 10 ? x.toFixed(1) : Math.round(x).toString()) : '—');
const errorsOf = (r) => r.errors + r.refused + r.socketErrorCount + r.limited;

console.log(
  `open-loop: the uncached mix (${mix.map((m) => m.name).join(', ')}, equal shares) at ${rates.join(' / ')} req/s, ` +
    `${seconds} s a run, medians of ${rounds} rounds; load ${loadavg()}`,
);
const rows = [];
for (const kind of opts.db === 'both' ? ['embedded', 'pg'] : [opts.db]) {
  const dataDir = workDir(`open-loop-${kind}`);
  const distDir = workDir('open-loop-dist');
  const pgDb = kind === 'pg' ? await freshPostgres(adminUrl) : null;
  let server = null;
  try {
    // In a process of its own: the seeding's heap (the embedded database's included) would otherwise stay in this
    // one, whose collector's pauses would then delay the schedule.
    execFileSync(
      process.execPath,
      [
        fileURLToPath(new URL('./firstAskFamilies.mjs', import.meta.url)),
        dataDir,
        ...(pgDb ? [pgDb.url] : []),
      ],
      { stdio: 'inherit' },
    );
    const env = portalEnv({ port, dataDir, distDir });
    server = await startPortal(pgDb ? { ...env, EMBEDDED_DATABASE: '0', DATABASE_URL: pgDb.url } : env);
    const dbName = pgDb ? new URL(pgDb.url).pathname.slice(1) : null;
    // The server's own warm-up (renderer, search indexer) ends, and each family is compiled once, before measuring.
    await sleep(3000);
    await runOpenLoad({ base: server.base, rate: Math.min(...rates), seconds: 3, mix });
    const results = Object.fromEntries(rates.map((r) => [r, []]));
    for (let round = 0; round < rounds; round++) {
      for (const rate of round % 2 ? [...rates].reverse() : rates) {
        const pids = dbName ? await backendsOf(adminUrl, dbName) : [];
        const before = new Map(pids.map((pid) => [pid, cpuMs(pid)]));
        const node0 = cpuMs(server.pid);
        const run = await runOpenLoad({ base: server.base, rate, seconds, mix });
        const nodeMs = cpuMs(server.pid) - node0;

        let pgMs = 0;
        for (const pid of dbName ? await backendsOf(adminUrl, dbName) : [])
          pgMs += Math.max(0, cpuMs(pid) - (before.get(pid) ?? 0));
        run.nodeCpu = nodeMs / Math.max(1, run.answered);
        run.pgCpu = pgMs / Math.max(1, run.answered);
        results[rate].push(run);
        console.log(
          `${kind} round ${round + 1} at ${rate}/s: p50 ${f(run.p50)} p99 ${f(run.p99)} max ${f(run.max)} ms, ` +
            `errors ${errorsOf(run)} (statuses ${JSON.stringify(run.statuses)}, sockets ${JSON.stringify(run.socketErrors)}), ` +
            `send lag ${f(run.sendLagMs)} ms, CPU ${f(run.nodeCpu)} + ${f(run.pgCpu)} ms an answer; p99 by family ` +
            Object.entries(run.byName)
              .map(([k, r]) => `${k} ${f(r.p99)}${r.refused ? ` (${r.refused} refused)` : ''}`)
              .join(', ') +
            `; load ${loadavg()}`,
        );
        // A pause between runs: the next rate starts on a server that has caught up.
        await sleep(1000);
      }
    }
    for (const rate of rates) {
      const runs = results[rate];
      const m = (pick) => median(runs.map(pick));
      rows.push({
        kind,
        rate,
        p50: m((r) => r.p50),
        p99: m((r) => r.p99),
        max: m((r) => r.max),
        errors: runs.reduce((s, r) => s + errorsOf(r), 0),
        offered: runs.reduce((s, r) => s + r.offered, 0),
        cpu: m((r) => r.nodeCpu + r.pgCpu),
        nodeCpu: m((r) => r.nodeCpu),
        pgCpu: m((r) => r.pgCpu),
        families: Object.keys(runs[0].byName).map((name) => [
          name,
          m((r) => r.byName[name].p99),
          m((r) => r.byName[name].max),
        ]),
      });
    }
  } finally {
    await server?.stop();
    await pgDb?.drop();
    execFileSync('rm', ['-rf', dataDir, distDir]);
  }
}

console.log(
  `\nload at the end ${loadavg()}; latencies in ms from each request's scheduled time, medians of ${rounds}`,
);
console.log(
  '| database | offered | p50 | p99 | max | errors / requests | CPU per answer (ms) | p99 / max by family |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.kind} | ${r.rate}/s | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} | ${r.errors} / ${r.offered} | ` +
      `${r.kind === 'pg' ? `${r.cpu.toFixed(2)} (${r.nodeCpu.toFixed(2)} + ${r.pgCpu.toFixed(2)})` : r.nodeCpu.toFixed(2)} | ` +
      `${r.families.map(([name, p99, max]) => `${name} ${f(p99)} / ${f(max)}`).join(', ')} |`,
  );
