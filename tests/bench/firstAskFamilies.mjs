// The public call families of issue 32's first-ask bench (news list, site search, food search, trade series, getIndex,
// baike), each as a fixed body (cached) and a new body each time (uncached: `nonce` and the varied fields keep the
// public cache from answering), and the demo data they run on. Shared by first-ask.mjs (closed loop, interleaved
// against a base commit) and open-loop.mjs (requests on a fixed schedule). Run as a script it seeds:
//   node tests/bench/firstAskFamilies.mjs <dataDir> [postgres://…]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '#server/db/client.ts';
import { seedReference } from '#server/db/seed.ts';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { seedDemoApplications } from '#server/db/demo/applications.ts';
import { localStore } from '#server/services/files/store.ts';
import { PROVINCES } from '#server/services/industry/regions.ts';

const KEYWORDS = ['玉米', '大豆', '生猪', '蔬菜', '小麦价格', '苹果', '猪肉', '饲料', '化肥', '棉花'];
const FOODS = ['苹果', 'pingguo', 'pg', '豆', '大豆', '土豆', 'xihongshi', 'niurou', '米', '鸡蛋'];
const HS = ['120190', '100590', '020329', '020230', '100199', '230400', '080450', '081090'];
const BAIKE = ['小麦', '麦子', 'xiaomai', 'xm', '稻', '病', 'yumi', '施肥', '蚜虫', 'hf', '玉米螟', '氮'];
const INDICATORS = [1001, 1011, 1021, 1031, 1041];
const REGIONS = PROVINCES.map((p) => p.code);
const post = (p, body) => ({ method: 'POST', path: p, body });
const pick = (xs, i) => xs[i % xs.length];

export const FAMILIES = {
  news: {
    cached: () => post('/api/article/getNewsList', { page: 1, pageSize: 20 }),
    uncached: (i) => post('/api/article/getNewsList', { page: (i % 25) + 1, pageSize: 20, nonce: i }),
  },
  search: {
    cached: () => post('/api/article/search', { keyword: '玉米', page: 1, pageSize: 10 }),
    uncached: (i) =>
      post('/api/article/search', { keyword: pick(KEYWORDS, i), page: (i % 3) + 1, pageSize: 10, nonce: i }),
  },
  food: {
    cached: () => post('/api/food/search', { keyword: 'pg', pageSize: 20 }),
    uncached: (i) => post('/api/food/search', { keyword: pick(FOODS, i), page: 1, pageSize: 20, nonce: i }),
  },
  trade: {
    cached: () => post('/api/trade/getProductSeries', { code: '120190' }),
    uncached: (i) => post('/api/trade/getProductSeries', { code: pick(HS, i), nonce: i }),
  },
  getIndex: {
    cached: () =>
      post('/api/industry/getIndex', { indicators: INDICATORS, regions: REGIONS, from: '2005', to: '2024' }),
    // 5 indicators × 31 provinces × 16–20 years, each body new.
    uncached: (i) =>
      post('/api/industry/getIndex', {
        indicators: INDICATORS,
        regions: REGIONS,
        from: String(2005 + (i % 5)),
        to: '2024',
        nonce: i,
      }),
  },
  baike: {
    cached: () => post('/api/baike/getBaikeLists', { keyword: '小麦', page: 1, pageSize: 20 }),
    uncached: (i) =>
      post('/api/baike/getBaikeLists', { keyword: pick(BAIKE, i), page: 1, pageSize: 20, nonce: i }),
  },
};

/**
 * The demo data a development start seeds (prepareDatabase), into PGlite under dataDir or the database at url, but
 * for the demo members and their posts: a production start refuses their demo password.
 */
export async function seedFullDemo(dataDir, url) {
  const t0 = performance.now();
  const { db, close } = await openDatabase({ dataDir, url });
  try {
    const now = new Date();
    await seedReference(db, now);
    await seedDemoContent(db, now, { files: localStore(path.join(dataDir, 'files')) });
    await seedDemoApplications(db, now, { supplyDemand: false });
  } finally {
    await close();
  }
  console.log(
    `seeded ${url ? 'PostgreSQL' : 'the embedded database'} in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}

/** The PostgreSQL backends serving database `name` (their pids), read through `adminUrl` (another database). */
export async function backendsOf(adminUrl, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [name]);
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await seedFullDemo(process.argv[2], process.argv[3]);
