// The food search call under load on the embedded database: p50/p99 at 50 connections, answered from the public
// cache (one body) and past it (every body new: keywords in Chinese, pinyin and initials), plus the query plans.
// Usage: node tests/bench/food-search.mjs [--seconds 5] [--rounds 3] [--connections 50] [--port 4441]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seedReference } from '#server/db/seed.ts';
import { analyze } from '#server/services/search/analyze.ts';
import { floorRounds } from './floorRounds.mjs';
import { portalEnv, startPortal, workDir } from './portal.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '4441' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const dataDir = workDir('food-search');
const rowsOf = (r) => (Array.isArray(r) ? r : r.rows);

/** What visitors type: names, aliases, pinyin, initials, one and two characters. */
const KEYWORDS = [
  '苹果',
  'pingguo',
  'pg',
  '豆',
  '大豆',
  '土豆',
  'xihongshi',
  'niurou',
  '鸡蛋',
  'jd',
  '米',
  'mian',
  '猪',
  'yu',
  '牛奶',
  'nn',
];

// 1. The data (reference tables: the vendored foods) and the plans of the search query.
{
  const { db, close } = await openDatabase({ dataDir });
  await seedReference(db);
  await analyze(db);
  const [{ n }] = rowsOf(await db.execute(sql`select count(*)::int as n from foods`));
  console.log(`${n} foods in ${dataDir}`);
  for (const k of ['苹果', 'pingguo', 'pg']) {
    const like = `%${k}%`;
    const query =
      k.length >= 3 && /^[a-z]+$/.test(k)
        ? sql`select id from foods where search_text like ${like}`
        : sql`select id from foods where search_grams(search_text) @> array[${k}]::text[]`;
    const plan = rowsOf(await db.execute(sql`explain analyze ${query}`)).map((r) => Object.values(r)[0]);
    const scans = plan.filter((l) => /Scan/.test(l)).map((l) => l.trim().replace(/\s+\(cost.*$/, ''));
    console.log(`${k}: ${plan.find((l) => /Execution Time/.test(l))?.trim()}  ${scans.join(' | ')}`);
  }
  await close();
}

// 2. The server on that database, and the load.
const distDir = path.join(dataDir, 'dist');
mkdirSync(distDir, { recursive: true });
const portal = await startPortal(portalEnv({ port: Number(values.port), dataDir, distDir }));
try {
  let bust = 0;
  /** A new body every time: the cache's key is the raw body, so each one is a miss that runs the query. */
  const fresh = ({ conn, n }) => ({
    method: 'POST',
    path: '/api/food/search',
    body: { keyword: KEYWORDS[(conn + n) % KEYWORDS.length], page: 1, pageSize: 20, bust: ++bust },
  });
  const same = () => ({ method: 'POST', path: '/api/food/search', body: { keyword: 'pg', pageSize: 20 } });
  await floorRounds({ base: portal.base, label: 'search', same, fresh, rounds, connections, seconds });
} finally {
  await portal.stop();
}
