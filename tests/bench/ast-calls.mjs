// 农业专题's map calls (issue 16: p99 < 50 ms at 50 connections on the embedded database at demo size):
// getNationwideDataGroupAdcode (31 provinces of a year) and getProvinceData (a province's cities and its series).
// "cached": one year asked again (a shared link, the public cache under CACHE_TAG.industry); "computed": every
// request names a different year and province among those held, with an ignored field, so the cache never answers.
// A fresh embedded database with the indicator demo.
// Usage: node_modules/.bin/node tests/bench/ast-calls.mjs [--seconds 5] [--runs 3] [--connections 50] [--port 4436]
import { openDatabase } from '#server/db/client.ts';
import { seedDemoIndicators } from '#server/db/demo/industrySeed.ts';
import { PROVINCES } from '#server/services/industry/regions.ts';
import { runCases } from './cases.mjs';
import { arg, freshData, portalEnv, startPortal, workDir } from './portal.mjs';

const seconds = arg('seconds', 5);
const runs = arg('runs', 3);
const connections = arg('connections', 50);
const port = arg('port', 4436);

const dataDir = workDir('ast-calls');
const seedStarted = performance.now();
await freshData(dataDir);
{
  const { db, close } = await openDatabase({ dataDir });
  const seeded = await seedDemoIndicators(db, { replace: true });
  console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${seeded} demo values`);
  await close();
}

const portal = await startPortal(portalEnv({ port, dataDir, distDir: workDir('ast-calls-dist') }));
const topics = await fetch(`${portal.base}/api/ast/getAgriSpecialTopicCatagory`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: '{}',
}).then((r) => r.json());
const topic = topics.data[0].topics[0];
const years = Array.from({ length: Number(topic.lastYear) - Number(topic.firstYear) + 1 }, (_, i) =>
  String(Number(topic.firstYear) + i),
);
const provinces = PROVINCES.map((p) => p.code);
const call =
  (path, body, fresh) =>
  ({ conn, n }) => ({
    method: 'POST',
    path,
    body: fresh ? { ...body(conn + n), nonce: `${conn}-${n}` } : body(0),
  });
const nation = (i) => ({ topic: topic.id, year: years[i % years.length] });
const province = (i) => ({ ...nation(i), province: provinces[i % provinces.length] });
const cases = {
  'nationwide (cached)': call('/api/ast/getNationwideDataGroupAdcode', nation, false),
  'nationwide (computed)': call('/api/ast/getNationwideDataGroupAdcode', nation, true),
  'province (cached)': call('/api/ast/getProvinceData', () => province(15), false),
  'province (computed)': call('/api/ast/getProvinceData', province, true),
};
try {
  await runCases({ base: portal.base, cases, runs, connections, seconds, note: '' });
} finally {
  await portal.stop();
}
