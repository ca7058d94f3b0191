// The list page's price call (vegList) under load on the embedded database: p50/p99 at 50 connections, answered
// from the public cache (one body) and past it (every body new), plus the plans and times of its queries.
// Usage: node tests/bench/vegetable-list.mjs [--vegetable-scale 10] [--days 1095] [--seconds 5] [--rounds 3]
//   [--connections 50] [--data-dir <a seeded folder to reuse>]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seedReference } from '#server/db/seed.ts';
import { seedDemoVegetables } from '#server/db/demo/vegetableSeed.ts';
import { latestDay } from '#server/services/vegetable/latestDay.ts';
import { dayPageSql, pairDaysSql, previousPriceDay, shiftDay } from '#server/services/vegetable/priceList.ts';
import { floorRounds } from './floorRounds.mjs';
import { portalEnv, startPortal, workDir } from './portal.mjs';

const { values } = parseArgs({
  options: {
    'vegetable-scale': { type: 'string', default: '1' },
    days: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '4431' },
    'data-dir': { type: 'string' },
  },
});
const scale = Number(values['vegetable-scale']);
const days = values.days ? Number(values.days) : undefined;
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);

const dataDir = values['data-dir'] ?? workDir('vegetable-list');
const rowsOf = (r) => (Array.isArray(r) ? r : r.rows);

// 1. The data: reference tables and the vegetable demo at the asked scale (three years unless --days).
{
  const { db, close } = await openDatabase({ dataDir });
  const started = performance.now();
  await seedReference(db);
  // A folder given with prices already in it is reused as it is (the ×10 seed takes minutes).
  const veg = await seedDemoVegetables(db, new Date(), { scale, days });
  console.log(
    veg
      ? `vegetable demo ×${scale}${days ? `, ${days} days` : ''}: ${veg.markets} markets, ${veg.products} products, ` +
          `${veg.prices} price rows (${Math.round((performance.now() - started) / 1000)} s to seed) in ${dataDir}`
      : `reusing the vegetable data in ${dataDir}`,
  );

  // 2. The plans: the day's page (default sort, a pinyin keyword sorted by change) and the page's change probes.
  const day = await latestDay(db);
  const prev = await previousPriceDay(db, day);
  const q = { date: day, sort: 'product', order: 'asc', page: 1, pageSize: 20 };
  const cases = {
    'day page (default sort)': dayPageSql(q, prev, shiftDay(day, -7)),
    'day page (leafy, by avg desc)': dayPageSql(
      { ...q, type: 'leafy', sort: 'avg', order: 'desc' },
      prev,
      shiftDay(day, -7),
    ),
    'day page (keyword dbc, by change)': dayPageSql(
      { ...q, keyword: 'dbc', sort: 'change' },
      prev,
      shiftDay(day, -7),
    ),
  };
  const page = rowsOf(await db.execute(cases['day page (default sort)']));
  cases['change + sparkline probes (20 rows × 15 days)'] = pairDaysSql(
    page.map((r) => ({ market: Number(r.market_id), product: Number(r.product_id) })),
    [prev, ...Array.from({ length: 14 }, (_, i) => shiftDay(day, i - 13))],
  );
  for (const [name, query] of Object.entries(cases)) {
    const plan = rowsOf(await db.execute(sql`explain analyze ${query}`)).map((r) => Object.values(r)[0]);
    const scans = plan.filter((l) => /Scan/.test(l)).map((l) => l.trim().replace(/\s+\(cost.*$/, ''));
    const time = plan.find((l) => /Execution Time/.test(l));
    console.log(`\n${name}: ${time?.trim()}\n  ${scans.join('\n  ')}`);
    if (plan.some((l) => /Seq Scan on vegetable_prices/.test(l)))
      console.log('  !! sequential scan of prices');
  }
  await close();
}

// 3. The server on that database, and the load.
const port = Number(values.port);
const distDir = path.join(dataDir, 'dist');
mkdirSync(distDir, { recursive: true });
const portal = await startPortal(portalEnv({ port, dataDir, distDir }));
try {
  const types = ['', 'leafy', 'solanaceous', 'root', 'gourd', 'mushroom', 'allium', 'legume', 'aquatic'];
  const sorts = ['product', 'avg', 'market', 'change'];
  let bust = 0;
  /** A new body every time: the cache's key is the raw body, so each one is a miss that runs the queries. */
  const fresh = ({ conn, n }) => ({
    method: 'POST',
    path: '/api/vegetable/vegList',
    body: {
      type: types[(conn + n) % types.length] || undefined,
      sort: sorts[n % sorts.length],
      page: 1 + (n % 3),
      pageSize: 20,
      bust: ++bust,
    },
  });
  const same = () => ({ method: 'POST', path: '/api/vegetable/vegList', body: { pageSize: 20 } });
  await floorRounds({ base: portal.base, label: 'vegList', same, fresh, rounds, connections, seconds });
} finally {
  await portal.stop();
}
