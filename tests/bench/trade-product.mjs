// getProductSeries, the 进出口贸易 product page's data call (issue 15: p99 at 50 connections on the embedded database
// at demo size and --scale 10): 36 months of imports and exports of one code. Cases: the cached answer (every
// visitor of a product page after the first), and the computed one (each request's body differs, so the public
// cache never answers: the SQL path), for a 6-digit code (soybeans) and a chapter (all of 02, meat).
// A fresh embedded database with the trade demo × scale.
// Usage: node_modules/.bin/node tests/bench/trade-product.mjs [--scale 1] [--seconds 5] [--runs 3]
//   [--connections 50] [--port 4433]
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seedDemoTrade } from '#server/db/demo/tradeSeed.ts';
import { runCases } from './cases.mjs';
import { arg, freshData, portalEnv, startPortal, workDir } from './portal.mjs';

const scale = arg('scale', 1);
const seconds = arg('seconds', 5);
const runs = arg('runs', 3);
const connections = arg('connections', 50);
const port = arg('port', 4433);

const dataDir = workDir('trade-product');
const seedStarted = performance.now();
await freshData(dataDir);
{
  const { db, close } = await openDatabase({ dataDir });
  const seeded = await seedDemoTrade(db, new Date(), { scale, replace: true });
  const [soy] = await db
    .execute(sql`select count(*)::int as n from trade_flows where hs6 = '120190'`)
    .then((r) => r.rows ?? r);
  console.log(
    `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s: ${seeded.flows} flows ${seeded.first}..${seeded.last}, ${soy.n} of 120190`,
  );
  await close();
}

const portal = await startPortal(portalEnv({ port, dataDir, distDir: workDir('trade-product-dist') }));
const post =
  (body, fresh) =>
  ({ conn, n }) => ({
    method: 'POST',
    path: '/api/trade/getProductSeries',
    // An unknown field is dropped by the schema but changes the cache key: a computed answer every time.
    body: fresh ? { ...body, nonce: `${conn}-${n}` } : body,
  });
const cases = {
  '120190 36m (cached)': post({ code: '120190' }, false),
  '120190 36m (computed)': post({ code: '120190' }, true),
  '120190 cumulative rmb': post({ code: '120190', period: 'cumulative', currency: 'rmb' }, true),
  'chapter 02 (computed)': post({ code: '02' }, true),
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
      `${name.padEnd(24)} first answer ${(performance.now() - t0).toFixed(0)} ms, code ${body.code}, ${body.data?.months?.length} months`,
    );
  }
  await runCases({ base: portal.base, cases, runs, connections, seconds, note: `, scale ${scale}` });
} finally {
  await portal.stop();
}
