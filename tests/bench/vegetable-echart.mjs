// getEchart for one product over 3 years (issue 13's budget: p99 < 50 ms at 50 connections at demo size): the
// national line of all markets (the VIP's 近3年: the answer reads the caller, so it is never a shared answer), 8
// markets, the seasonal view, and the free 30 days (a cached answer). A series' figures are kept per content change
// (seriesCache.ts): the first answer of each case (printed first) pays the SQL, the load measures the kept path.
// getProfile (one session lookup, never cached) is the floor of any call that reads the caller.
// A fresh embedded database with the demo vegetables × scale. Every call says what a browser accepts
// (`Accept-Encoding: gzip, deflate, br, zstd`) and reads compressed answers whole; `--identity 1` accepts none.
// Usage: node_modules/.bin/node tests/bench/vegetable-echart.mjs [--scale 1] [--seconds 5] [--runs 3]
//   [--connections 50] [--port 4431] [--identity 0]
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { users, vegetableMarkets, vegetablePrices, vegetableProducts } from '#server/db/schema/index.ts';
import { seedDemoVegetables } from '#server/db/demo/vegetableSeed.ts';
import { describe, runLoad } from './load.mjs';
import { arg, freshData, median, portalEnv, startPortal, workDir } from './portal.mjs';

const scale = arg('scale', 1);
const seconds = arg('seconds', 5);
const runs = arg('runs', 3);
const connections = arg('connections', 50);
const port = arg('port', 4431);
const identity = arg('identity', 0) === 1;
const PRODUCT = '大白菜';
const ACCEPT = identity ? {} : { 'accept-encoding': 'gzip, deflate, br, zstd' };

const dataDir = workDir('vegetable-echart');
const seedStarted = performance.now();
const { tokens } = await freshData(dataDir, { members: connections });
let markets;
{
  const { db, close } = await openDatabase({ dataDir });
  await seedDemoVegetables(db, new Date(), { scale });
  // Every bench member is a vegetable VIP: the VIP answers are the uncached path being measured.
  await db.update(users).set({ vegetableExpire: new Date(Date.now() + 30 * 86_400_000) });
  const [p] = await db.select().from(vegetableProducts).where(eq(vegetableProducts.name, PRODUCT));
  const [{ n }] = await db
    .select({ n: sql`count(*)::int` })
    .from(vegetablePrices)
    .where(eq(vegetablePrices.productId, p.id));
  const all = await db.select({ n: sql`count(*)::int` }).from(vegetablePrices);
  markets = (await db.select({ id: vegetableMarkets.id }).from(vegetableMarkets).limit(8)).map((m) => m.id);
  console.log(
    `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s: ${all[0].n} prices, ${n} of ${PRODUCT}`,
  );
  await close();
}

/** CPU time the server process (all its threads) has used, in ms: the cost per answer whatever else loads the machine. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in ticks of 1/100 s
}

const portal = await startPortal(portalEnv({ port, dataDir, distDir: workDir('vegetable-echart-dist') }));
const post =
  (body, vip) =>
  ({ conn }) => ({
    method: 'POST',
    path: '/api/vegetable/getEchart',
    body,
    headers: vip ? { ...ACCEPT, token: tokens[conn % tokens.length] } : ACCEPT,
  });
const cases = {
  'national 3y (VIP)': post({ name: PRODUCT, range: '3y' }, true),
  '8 markets 3y (VIP)': post({ name: PRODUCT, range: '3y', markets }, true),
  'seasonal (VIP)': post({ name: PRODUCT, seasonal: true }, true),
  'national 30d (free)': post({ name: PRODUCT, range: '30d' }, false),
  // The floor of any call that reads the caller: one session lookup in the database worker, never cached.
  'getProfile (floor)': ({ conn }) => ({
    method: 'POST',
    path: '/api/user/getProfile',
    body: {},
    headers: { ...ACCEPT, token: tokens[conn % tokens.length] },
  }),
};
try {
  // The first answer of each case computes the series (nothing kept yet): its latency alone, then under load.
  for (const [name, make] of Object.entries(cases)) {
    const req = make({ conn: 0 });
    if (!req.path.includes('vegetable')) continue;
    const t0 = performance.now();
    const res = await fetch(`${portal.base}${req.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...req.headers },
      body: JSON.stringify(req.body),
    });
    const body = await res.json();
    console.log(
      `${name.padEnd(22)} first answer ${(performance.now() - t0).toFixed(0)} ms, code ${body.code}, ${body.data?.x?.length} points × ${body.data?.lines?.length} lines, ${JSON.stringify(body).length} B of JSON`,
    );
  }
  const results = {};
  for (let r = 0; r < runs; r++) {
    for (const [name, make] of Object.entries(cases)) {
      const cpuBefore = cpuMs(portal.pid);
      const run = await runLoad({
        base: portal.base,
        connections,
        seconds,
        mix: [{ name, weight: 1, make }],
      });
      run.cpuPerAnswer = (cpuMs(portal.pid) - cpuBefore) / run.answered;
      if (r === 0) console.log(describe(run));
      (results[name] ??= []).push(run);
    }
  }
  console.log(`\nmedians of ${runs} runs, ${connections} connections, ${seconds} s each, scale ${scale}:`);
  for (const [name, rs] of Object.entries(results)) {
    const m = (k) => median(rs.map((x) => x[k]));
    console.log(
      `${name.padEnd(22)} ${m('perSecond').toFixed(0).padStart(6)}/s  p50 ${m('p50').toFixed(1)} ms  p99 ${m('p99').toFixed(1)} ms  ${((m('mbPerSecond') * 1048576) / m('perSecond') / 1024).toFixed(1)} KB/answer  server CPU ${m('cpuPerAnswer').toFixed(2)} ms/answer  refused ${rs.reduce((s, x) => s + x.refused, 0)}`,
    );
  }
} finally {
  await portal.stop();
}
