// Writing prices at demo size (蔬菜行情 ×1, 3 years, ~570k rows) on the embedded database: addMarketData of one
// market's day (today; a past week after the base year, whose index weeks are recomputed), the index of the weeks
// touched against the whole series recomputed, a 5,000-row price import, and getMarketList uncached. Medians of runs.
// node tests/bench/vegetable-write.mjs [--runs 3] [--worker]
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { openMemoryDb } from '#server/db/client.ts';
import { users, vegetableMarkets, vegetableProducts } from '#server/db/schema/index.ts';
import { seedDemoVegetables } from '#server/db/demo/vegetableSeed.ts';
import { createUser } from '#server/services/accounts/users.ts';
import { addMarketData } from '#server/services/vegetable/addMarketData.ts';
import { writeIndexWeeks } from '#server/services/vegetable/indexWeeks.ts';
import { writeClassIndex } from '#server/services/vegetable/writeClassIndex.ts';
import { marketList } from '#server/services/vegetable/marketList.ts';
import { priceImport } from '#server/services/vegetable/priceImport.ts';
import { startImport } from '#server/services/imports/startImport.ts';
import { median } from './portal.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, worker: { type: 'boolean' } },
});
const runs = Number(values.runs);
const NOW = new Date('2026-11-24T06:00:00Z');
const { db, close } = await openMemoryDb({ worker: values.worker });
let t = performance.now();
await seedDemoVegetables(db, NOW);
console.log(`seed ${((performance.now() - t) / 1000).toFixed(1)} s`);
const editor = await createUser(db, {
  account: 'bench',
  passwordHash: 'x',
  nickname: 'bench',
  regIp: '127.0.0.1',
});
await db.update(users).set({ role: 'editor' }).where(eq(users.uid, editor.uid));
const markets = await db.select().from(vegetableMarkets);
const products = await db.select().from(vegetableProducts);
const by = { uid: editor.uid, now: NOW, editor: true, marketId: null };
const day = (marketId, date, bump) => ({
  market_id: marketId,
  date,
  rows: products
    .slice(0, 30)
    .map((p, i) => ({ product: p.name, low: 1 + bump, avg: 1.5 + bump + i / 100, high: 2.5 + bump })),
});

const timed = async (fn) => {
  const s = performance.now();
  await fn();
  return performance.now() - s;
};
const results = { today: [], pastWeek: [], indexWeeks: [], indexWhole: [], import5k: [], marketList: [] };
for (let r = 0; r < runs; r++) {
  results.today.push(
    await timed(() => addMarketData(db, day(markets[r % markets.length].id, '2026-11-24', r / 10), by)),
  );
  results.pastWeek.push(
    await timed(() => addMarketData(db, day(markets[r % markets.length].id, '2026-10-14', r / 10), by)),
  );
  // Interleaved: the touched weeks on the fixed base against the whole series again (what a write would pay without).
  results.indexWeeks.push(await timed(() => writeIndexWeeks(db, '2026-10-14', '2026-10-14')));
  results.indexWhole.push(
    await timed(() => writeClassIndex(db, { from: '2023-11-25', to: '2026-11-24', isDemo: true })),
  );
  const lines = ['日期,市场,品种,最低价,平均价,最高价'];
  for (let d = 0; lines.length <= 5000; d++) {
    const date = new Date(Date.parse('2026-06-01T00:00:00Z') + d * 86_400_000).toISOString().slice(0, 10);
    for (const m of markets)
      for (const p of products.slice(0, 10)) lines.push(`${date},${m.name},${p.name},1,${2 + r / 10},3`);
  }
  const bytes = new TextEncoder().encode(lines.slice(0, 5001).join('\n'));
  results.import5k.push(
    await timed(async () => {
      const { finished } = await startImport(db, {
        family: priceImport,
        fileName: 'b.csv',
        bytes,
        mode: 'good_rows',
        uid: editor.uid,
        now: () => NOW,
      });
      await finished;
    }),
  );
  results.marketList.push(await timed(() => marketList(db, {})));
}
for (const [k, xs] of Object.entries(results))
  console.log(
    `${k.padEnd(11)} median ${median(xs).toFixed(0)} ms  (${xs.map((x) => x.toFixed(0)).join(', ')})`,
  );
console.log(
  `index: touched weeks / whole series = ${(median(results.indexWeeks) / median(results.indexWhole)).toFixed(2)}`,
);
await close();
