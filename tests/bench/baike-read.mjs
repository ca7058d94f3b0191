// 农业百科's public reads under load (issue 17: p99 < 50 ms at 50 connections on the embedded database at demo size):
// getBaikeTree, getBaikeLists by category and by search (Chinese, alias, pinyin, initials). "cached": one body asked
// again (the public cache under CACHE_TAG.baike); "computed": every request a new body (an ignored field), so the
// cache never answers. A fresh embedded database with the 258 demo entries.
// Usage: node_modules/.bin/node tests/bench/baike-read.mjs [--seconds 5] [--runs 3] [--connections 50] [--port 4521]
import { openDatabase } from '#server/db/client.ts';
import { seedReference } from '#server/db/seed.ts';
import { seedDemoBaike } from '#server/db/demo/baikeSeed.ts';
import { runCases } from './cases.mjs';
import { arg, portalEnv, startPortal, workDir } from './portal.mjs';

const seconds = arg('seconds', 5);
const runs = arg('runs', 3);
const connections = arg('connections', 50);
const port = arg('port', 4521);

const dataDir = workDir('baike-read');
{
  const { db, close } = await openDatabase({ dataDir });
  await seedReference(db);
  await seedDemoBaike(db, new Date());
  await close();
}

const portal = await startPortal(portalEnv({ port, dataDir, distDir: workDir('baike-read-dist') }));
// A wrong path would measure 404s: check one answer first.
const probe = await fetch(`${portal.base}/api/baike/getBaikeTree`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: '{}',
});
if (probe.status !== 200) throw new Error(`getBaikeTree answered ${probe.status}: ${await probe.text()}`);
const KEYWORDS = ['小麦', '麦子', 'xiaomai', 'xm', '稻', '病', 'yumi', '施肥', '蚜虫', 'hf', '玉米螟', '氮'];
const CATEGORIES = [1, 11, 1101, 13, 2, 21, 2201, 3, 32, 4, 41, 5];
const call =
  (path, body, fresh) =>
  ({ conn, n }) => ({
    method: 'POST',
    path,
    body: fresh ? { ...body(conn + n), nonce: `${conn}-${n}` } : body(0),
  });
const search = (i) => ({ keyword: KEYWORDS[i % KEYWORDS.length], page: 1, pageSize: 20 });
const category = (i) => ({ category: CATEGORIES[i % CATEGORIES.length], page: 1, pageSize: 20 });
const cases = {
  '/api/health (floor)': () => ({ path: '/api/health' }),
  'tree (cached)': call('/api/baike/getBaikeTree', () => ({}), false),
  'tree (computed)': call('/api/baike/getBaikeTree', () => ({}), true),
  'category (cached)': call('/api/baike/getBaikeLists', category, false),
  'category (computed)': call('/api/baike/getBaikeLists', category, true),
  'search (cached)': call('/api/baike/getBaikeLists', search, false),
  'search (computed)': call('/api/baike/getBaikeLists', search, true),
  hotBaikeContent: call('/api/baike/hotBaikeContent', () => ({ limit: 8 }), true),
};
try {
  await runCases({ base: portal.base, cases, runs, connections, seconds, note: '' });
} finally {
  await portal.stop();
}
