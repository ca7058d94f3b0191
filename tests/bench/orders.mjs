// Orders per second the submit path holds: 50 members on 50 keep-alive connections calling /api/order/orderSubmit
// for priced demo reports, against `serve.ts` on a fresh embedded database. Median of N runs.
// Usage: node_modules/.bin/node tests/bench/orders.mjs [runs=3] [seconds=10] [connections=50]
// BENCH_PG=postgres://user@host:port/postgres runs it on a fresh PostgreSQL database per run instead of PGlite.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gt } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { articles } from '#server/db/schema/index.ts';
import { seedReference } from '#server/db/seed.ts';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { createSession } from '#server/services/session.ts';
import { createUser } from '#server/services/users.ts';

const runs = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 10);
const connections = Number(process.argv[4] ?? 50);
const port = 4387;

/** A fresh PostgreSQL database for one run (BENCH_PG), and how to drop it. */
async function freshPostgres(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `portal_bench_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** A database with demo content and one signed-in member per connection; answers tokens and report ids. */
async function prepare(dataDir, url) {
  const { db, close } = await openDatabase({ url, dataDir });
  await seedReference(db);
  await seedDemoContent(db, new Date(), { filesDir: path.join(dataDir, 'files') });
  const reports = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.kind, 'report'), eq(articles.status, 'published'), gt(articles.priceCents, 0)));
  const tokens = [];
  for (let i = 0; i < connections; i++) {
    const user = await createUser(db, { account: `bench${i}`, nickname: `压测${i}`, regIp: '127.0.0.1' });
    tokens.push(
      await createSession(db, user.uid, {
        remember: true,
        ip: '127.0.0.1',
        userAgent: 'bench',
        now: new Date(),
      }),
    );
  }
  await close();
  return { tokens, reports: reports.map((r) => r.id) };
}

async function waitHealthy() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

function post(pathname, body, token) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), token },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The same load on a signed-in read (getList of the member's orders): the baseline the submit path is set against. */
async function load({ tokens, reports }, call = submit) {
  const until = performance.now() + seconds * 1000;
  const latencies = [];
  let placed = 0;
  let failed = 0;
  let n = 0;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < until) {
        const id = reports[n++ % reports.length];
        const started = performance.now();
        const res = await call(token, id);
        latencies.push(performance.now() - started);
        if (res.status === 200 && res.json.code === 1) placed += 1;
        else {
          failed += 1;
          if (failed <= 3) console.log(`refused: HTTP ${res.status} ${res.json.msg}`);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { perSecond: placed / seconds, placed, failed, p50: at(0.5), p99: at(0.99) };
}

const submit = (token, id) =>
  post('/api/order/orderSubmit', { id, type: 'report', channel: 'wechat' }, token);
const list = (token) => post('/api/order/getList', { page: 1, pageSize: 10 }, token);

const results = [];
const baselines = [];
for (let run = 1; run <= runs; run++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-orders-'));
  const pgDb = process.env.BENCH_PG ? await freshPostgres(process.env.BENCH_PG) : null;
  const fixtures = await prepare(dataDir, pgDb?.url);
  const dbEnv = pgDb ? { DATABASE_URL: pgDb.url } : {};
  const child = spawn(process.execPath, ['src/server/serve.ts'], {
    env: {
      ...process.env,
      ...dbEnv,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: '0',
      NODE_ENV: 'development',
    },
    stdio: 'ignore',
  });
  try {
    await waitHealthy();
    const base = await load(fixtures, list);
    baselines.push(base);
    const r = await load(fixtures);
    results.push(r);
    console.log(
      `run ${run} baseline getList: ${base.perSecond.toFixed(0)} answers/s, p50 ${base.p50.toFixed(1)} ms`,
    );
    console.log(
      `run ${run}: ${r.perSecond.toFixed(0)} orders/s (${r.placed} placed, ${r.failed} refused), ` +
        `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  }
}
agent.destroy();
const medianOf = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `baseline median: ${medianOf(baselines.map((b) => b.perSecond)).toFixed(0)} getList answers/s; ` +
    `submit/baseline ratio ${medianOf(results.map((r, i) => r.perSecond / baselines[i].perSecond)).toFixed(2)}`,
);
const sorted = [...results].sort((a, b) => a.perSecond - b.perSecond);
const mid = sorted[Math.floor(sorted.length / 2)];
console.log(
  `median: ${mid.perSecond.toFixed(0)} orders/s at ${connections} connections over ${runs} runs of ${seconds} s ` +
    `(p50 ${mid.p50.toFixed(1)} ms, p99 ${mid.p99.toFixed(1)} ms)`,
);
