// 供求信息 under load: getSupplyDemandList (a visitor's and a member's, never cached: contacts depend on sign-in),
// getSupplyDemandCityList and getSupplyDemandNameList at 50 connections on a fresh embedded database holding the
// vegetable catalogue and `--posts` posts, one in ten open (a year of closed and expired ones behind them). The issue's
// budget: p99 < 50 ms. Usage: node_modules/.bin/node tests/bench/supply-demand.mjs [--posts 20000] [--seconds 5]
// [--runs 3] [--connections 50] [--port 4623]. Not in `npm test`.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seedDemoVegetables } from '#server/db/demo/vegetableSeed.ts';
import { describe, runLoad } from './load.mjs';
import { freshData, median, portalEnv, sleep, startPortal, workDir } from './portal.mjs';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '5' },
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '4623' },
  },
});
const connections = Number(values.connections);
const work = workDir('supply');

/** The catalogue (one day of prices is enough) and the posts, owned by the bench members. */
async function writePosts(dataDir, posts) {
  const { db, close } = await openDatabase({ dataDir });
  try {
    await seedDemoVegetables(db, new Date(), { days: 1 });
    await db.execute(sql`
      insert into vegetable_supply_demand (kind, product_id, quantity, unit, price, city_code, contact_name,
        contact_phone, valid_until, owner_uid, status, created_at)
      select case when i % 2 = 0 then 'supply' else 'demand' end,
        (select min(id) from vegetable_products) + i % 40, 10 + i % 90, '吨', case when i % 4 = 0 then null else 2.5 end,
        (array['3707','1101','4401','3701','5301','6211','3101','2301'])[1 + i % 8], '测试', '13912345678',
        current_date + case when i % 10 = 0 then 30 else -30 end, (select min(uid) from users),
        case when i % 10 = 0 or i % 3 = 0 then 'open' else 'closed' end,
        now() - (${posts} - i) * interval '10 minutes'
      from generate_series(1, ${posts}::int) as i`);
    await db.execute(sql`vacuum analyze vegetable_supply_demand`);
  } finally {
    await close();
  }
}

try {
  const dataDir = path.join(work, 'data');
  const data = await freshData(dataDir, { members: connections });
  await writePosts(dataDir, Number(values.posts));
  const portal = await startPortal(
    portalEnv({ port: Number(values.port), dataDir, distDir: path.join(work, 'dist') }),
  );
  const runs = [];
  try {
    await sleep(1000);
    const call = (name, weight, pathName, body, member = false) => ({
      name,
      weight,
      make: ({ conn, n }) => ({
        method: 'POST',
        path: `/api/vegetable/${pathName}`,
        body: typeof body === 'function' ? body(n) : body,
        headers: member ? { token: data.tokens[conn % data.tokens.length] } : {},
      }),
    });
    const kind = (n) => (n % 2 ? 'supply' : 'demand');
    const mix = [
      call('list (visitor)', 3, 'getSupplyDemandList', (n) => ({
        kind: kind(n),
        page: 1 + (n % 3),
        pageSize: 10,
      })),
      call(
        'list (member)',
        3,
        'getSupplyDemandList',
        (n) => ({ kind: kind(n), city: '4401', pageSize: 10 }),
        true,
      ),
      call('cities', 1, 'getSupplyDemandCityList', (n) => ({ kind: kind(n) })),
      call('names', 1, 'getSupplyDemandNameList', (n) => ({ kind: kind(n) })),
    ];
    for (let i = 0; i < Number(values.runs); i++) {
      const r = await runLoad({ base: portal.base, connections, seconds: Number(values.seconds), mix });
      console.log(`run ${i + 1}\n${describe(r)}`);
      runs.push(r);
    }
  } finally {
    await portal.stop();
  }
  const m = (f) => median(runs.map(f));
  console.log(`median of ${runs.length} runs (${values.posts} posts, ${connections} connections):`);
  for (const name of Object.keys(runs[0].byName))
    console.log(
      `  ${name.padEnd(16)} ${Math.round(m((r) => r.byName[name].perSecond))}/s p50 ` +
        `${m((r) => r.byName[name].p50).toFixed(1)} ms p99 ${m((r) => r.byName[name].p99).toFixed(1)} ms`,
    );
} finally {
  rmSync(work, { recursive: true, force: true });
}
