// getIndex, 数据检索's query (issue 16: p99 at 50 connections on the embedded database at demo size): 5 indicators ×
// 31 provinces × 20 years (3,100 cells). Cases: the cached answer (a shared link opened again) and the computed one
// (each request's body differs, so the public cache never answers: the SQL path), plus countOnly.
// A fresh embedded database with the indicator demo; BENCH_PG=postgres://user@host:port/postgres runs it on a fresh
// PostgreSQL database instead.
// Usage: node_modules/.bin/node tests/bench/industry-index.mjs [--seconds 5] [--runs 3] [--connections 50] [--port 4434]
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seedDemoIndicators } from '#server/db/demo/industrySeed.ts';
import { PROVINCES } from '#server/services/industry/regions.ts';
import { runCases } from './cases.mjs';
import { arg, freshData, freshPostgres, portalEnv, startPortal, workDir } from './portal.mjs';

const seconds = arg('seconds', 5);
const runs = arg('runs', 3);
const connections = arg('connections', 50);
const port = arg('port', 4434);

const dataDir = workDir('industry-index');
const seedStarted = performance.now();
const pgDb = process.env.BENCH_PG ? await freshPostgres(process.env.BENCH_PG) : null;
await freshData(dataDir, { url: pgDb?.url });
{
  const { db, close } = await openDatabase({ dataDir, url: pgDb?.url });
  const seeded = await seedDemoIndicators(db, { replace: true });
  const [all] = await db
    .execute(sql`select count(*)::int as n from indicator_observations`)
    .then((r) => r.rows ?? r);
  console.log(
    `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s: ${seeded} demo values, ${all.n} in all`,
  );
  await close();
}

const env = portalEnv({ port, dataDir, distDir: workDir('industry-index-dist') });
const portal = await startPortal(pgDb ? { ...env, EMBEDDED_DATABASE: '0', DATABASE_URL: pgDb.url } : env);
console.log(pgDb ? 'on PostgreSQL' : 'on the embedded database');
const query = {
  indicators: [1001, 1011, 1021, 1031, 1041],
  regions: PROVINCES.map((p) => p.code),
  from: '2005',
  to: '2024',
};
const post =
  (body, fresh) =>
  ({ conn, n }) => ({
    method: 'POST',
    path: '/api/industry/getIndex',
    // An unknown field is dropped by the schema but changes the cache key: a computed answer every time.
    body: fresh ? { ...body, nonce: `${conn}-${n}` } : body,
  });
const cases = {
  '5×31×20 (cached)': post(query, false),
  '5×31×20 (computed)': post(query, true),
  'countOnly (computed)': post({ ...query, countOnly: true }, true),
};
try {
  for (const [name, make] of Object.entries(cases)) {
    const req = make({ conn: 0, n: 0 });
    const t0 = performance.now();
    const res = await fetch(`${portal.base}${req.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(req.body),
    });
    const body = await res.json();
    console.log(
      `${name.padEnd(24)} first answer ${(performance.now() - t0).toFixed(0)} ms, code ${body.code}, ${body.data?.values?.filter((v) => v !== null).length} cells held of ${body.data?.count}, ${JSON.stringify(body.data ?? {}).length} bytes`,
    );
  }
  await runCases({ base: portal.base, cases, runs, connections, seconds, note: '' });
} finally {
  await portal.stop();
  await pgDb?.drop();
}
