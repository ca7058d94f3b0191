// The plans and times of the article search (the cases no cached answer serves) and the list total on the embedded
// database at ×N demo data: shows which index each case uses and how many rows it reads.
// Usage: node_modules/.bin/node tests/bench/search-plans.mjs [--scale 10] [--data DIR]
// `--data DIR` reads an existing data folder (e.g. a `publish.mjs --work` folder's `data`, no server on it) instead of
// seeding one in memory (×100 takes ~10 minutes).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { openDatabase, openMemoryDb } from '#server/db/client.ts';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { localStore } from '#server/services/files/store.ts';
import { articles } from '#server/db/schema/index.ts';
import { listArticles, searchQuery } from '#server/services/content/articleList.ts';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, data: { type: 'string' } },
});
const files = mkdtempSync(path.join(tmpdir(), 'search-plans-'));
const { db, close } = values.data
  ? await openDatabase({ dataDir: path.resolve(values.data) })
  : await openMemoryDb();
if (!values.data) {
  const started = performance.now();
  const n = await seedDemoContent(db, new Date(), { files: localStore(files), scale: Number(values.scale) });
  console.log(`seeded ${n} articles in ${Math.round(performance.now() - started)} ms`);
}
const [{ n }] = await db.select({ n: count() }).from(articles);
console.log(`${n} articles`);

const rowsOf = (r) => (Array.isArray(r) ? r : r.rows);
const explain = async (query) =>
  rowsOf(await db.execute(sql`explain (analyze, costs off, buffers off) ${query.getSQL()}`))
    .map((x) => x['QUERY PLAN'])
    .join('\n');

// The article search's cases with no cached answer: each keyword shape, a kind, a later page, two keywords.
const CASES = [
  ['3+ chars 草地贪夜蛾 (trigram)', { keyword: '草地贪夜蛾' }],
  ['3+ chars 玉米价格 (trigram, a common word)', { keyword: '玉米价格' }],
  ['2 chars 玉米 (pairs, a common word)', { keyword: '玉米' }],
  ['2 chars 玉米, kind news', { keyword: '玉米', kind: 'news' }],
  ['2 chars 玉米, page 50', { keyword: '玉米' }, 50],
  ['1 char 猪 (single characters)', { keyword: '猪' }],
  ['two keywords 玉米 价格', { keyword: '玉米 价格' }],
  ['no match 蓝靛果', { keyword: '蓝靛果' }],
  ['ASCII ＡＢＣ (folded)', { keyword: 'ＡＢＣ' }],
];
const time = async (f, times = 10) => {
  await f();
  const t0 = performance.now();
  for (let i = 0; i < times; i++) await f();
  return (performance.now() - t0) / times;
};
for (const [label, filter, page = 1] of CASES) {
  const p = { page, pageSize: 20 };
  const plan = await explain(searchQuery(db, filter, p));
  const ms = await time(() => listArticles(db, filter, p));
  const { total } = await listArticles(db, filter, p);
  console.log(`\n${label}: ${total} found, ${ms.toFixed(2)} ms a call\n${plan}`);
}
const listMs = await time(() => listArticles(db, { kind: 'news' }, { page: 1, pageSize: 20 }));
console.log(
  `\ngetNewsList page 1 (its total counted each call, no cache here): ${listMs.toFixed(2)} ms a call`,
);
console.log(
  `list count\n${rowsOf(
    await db.execute(
      sql.raw(
        `explain (analyze, costs off) select count(*) from articles where status = 'published' and kind = 'news'`,
      ),
    ),
  )
    .map((x) => x['QUERY PLAN'])
    .join('\n')}`,
);
await close();
rmSync(files, { recursive: true, force: true });
