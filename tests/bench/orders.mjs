// Orders per second the submit path holds: 50 members on 50 keep-alive connections calling /api/order/orderSubmit
// for priced demo reports, against `serve.ts` on a fresh embedded database. Median of N runs.
// Usage: node_modules/.bin/node tests/bench/orders.mjs [runs=3] [seconds=10] [connections=50]
// BENCH_PG=postgres://user@host:port/postgres runs it on a fresh PostgreSQL database per run instead of PGlite.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { runLoad } from './load.mjs';
import { freshData, freshPostgres, median, portalEnv, startPortal, workDir } from './portal.mjs';

const runs = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 10);
const connections = Number(process.argv[4] ?? 50);
const port = 4387;

/** One member per connection calling `make(token, reportId)` in a loop: answers/s of success, p50, p99. */
async function load(base, { tokens, reports }, make) {
  const mix = [
    {
      name: 'call',
      weight: 1,
      make: ({ conn, n }) => make(tokens[conn], reports[(conn * 31 + n) % reports.length]),
    },
  ];
  const r = await runLoad({ base, connections, seconds, mix });
  const failed = r.refused + r.errors + r.limited + r.socketErrorCount;
  if (failed) console.log(`not placed: ${r.refused} refused, statuses ${JSON.stringify(r.statuses)}`);
  const placed = r.answered - r.refused - r.errors;
  return { perSecond: placed / r.seconds, placed, failed, p50: r.p50, p99: r.p99 };
}

const submit = (token, id) => ({
  method: 'POST',
  path: '/api/order/orderSubmit',
  body: { id, type: 'report', channel: 'wechat' },
  headers: { token },
});
// The same load on a signed-in read (getList of the member's orders): the baseline the submit path is set against.
const list = (token) => ({
  method: 'POST',
  path: '/api/order/getList',
  body: { page: 1, pageSize: 10 },
  headers: { token },
});

const results = [];
const baselines = [];
for (let run = 1; run <= runs; run++) {
  const work = workDir('orders');
  const dataDir = path.join(work, 'data');
  const pgDb = process.env.BENCH_PG ? await freshPostgres(process.env.BENCH_PG) : null;
  const data = await freshData(dataDir, { members: connections, url: pgDb?.url });
  const fixtures = {
    tokens: data.tokens,
    reports: data.articles.filter((a) => a.kind === 'report' && a.priceCents > 0).map((a) => a.id),
  };
  // Development mode: the payment simulator takes the orders; no demo members.
  const env = portalEnv({ port, dataDir, distDir: path.join(work, 'dist'), mode: 'development' });
  const portal = await startPortal(pgDb ? { ...env, DATABASE_URL: pgDb.url } : env);
  try {
    const base = await load(portal.base, fixtures, list);
    baselines.push(base);
    const r = await load(portal.base, fixtures, submit);
    results.push(r);
    console.log(
      `run ${run} baseline getList: ${base.perSecond.toFixed(0)} answers/s, p50 ${base.p50.toFixed(1)} ms`,
    );
    console.log(
      `run ${run}: ${r.perSecond.toFixed(0)} orders/s (${r.placed} placed, ${r.failed} refused), ` +
        `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
    );
  } finally {
    await portal.stop();
    rmSync(work, { recursive: true, force: true });
    await pgDb?.drop();
  }
}
console.log(
  `baseline median: ${median(baselines.map((b) => b.perSecond)).toFixed(0)} getList answers/s; ` +
    `submit/baseline ratio ${median(results.map((r, i) => r.perSecond / baselines[i].perSecond)).toFixed(2)}`,
);
const sorted = [...results].sort((a, b) => a.perSecond - b.perSecond);
const mid = sorted[Math.floor(sorted.length / 2)];
console.log(
  `median: ${mid.perSecond.toFixed(0)} orders/s at ${connections} connections over ${runs} runs of ${seconds} s ` +
    `(p50 ${mid.p50.toFixed(1)} ms, p99 ${mid.p99.toFixed(1)} ms)`,
);
