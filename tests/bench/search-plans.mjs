// The plans and times of the article search and list total on the embedded database at ×N demo data: shows which
// index each keyword length uses. Usage: node_modules/.bin/node tests/bench/search-plans.mjs [--scale 10]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openMemoryDb } from '#server/db/client.ts';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { listArticles } from '#server/services/content/articleList.ts';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const files = mkdtempSync(path.join(tmpdir(), 'search-plans-'));
const { db, close } = await openMemoryDb();
const started = performance.now();
const n = await seedDemoContent(db, new Date(), { filesDir: files, scale: Number(values.scale) });
console.log(`seeded ${n} articles in ${Math.round(performance.now() - started)} ms`);

const plan = async (query) => {
  const r = await db.execute(sql.raw(`explain (analyze, costs off) ${query}`));
  return (Array.isArray(r) ? r : r.rows).map((x) => x['QUERY PLAN']).join('\n');
};
const doc = 'search_text';
for (const [label, where] of [
  ['3+ chars 草地贪夜蛾 (trigram)', `${doc} like '%草地贪夜蛾%'`],
  ['2 chars 玉米 (pairs)', `search_grams(${doc}) @> array['玉米']`],
  ['1 char 猪 (single characters)', `search_grams(${doc}) @> array['猪']`],
])
  console.log(
    `\n${label}\n${await plan(`select id, count(*) over () from articles where status = 'published' and ${where} order by published_at desc, id desc limit 20`)}`,
  );

const time = async (label, f, times = 20) => {
  await f();
  const t0 = performance.now();
  for (let i = 0; i < times; i++) await f();
  console.log(`${label}: ${((performance.now() - t0) / times).toFixed(2)} ms a call`);
};
console.log('');
for (const keyword of ['草地贪夜蛾', '玉米价格', '玉米', '猪', 'ＡＢＣ'])
  await time(`search ${keyword}`, () => listArticles(db, { keyword }, { page: 1, pageSize: 20 }));
await time('getNewsList page 1 (cached total)', () =>
  listArticles(db, { kind: 'news' }, { page: 1, pageSize: 20 }),
);
console.log(
  `\nlist count\n${await plan(`select count(*) from articles where status = 'published' and kind = 'news'`)}`,
);
await close();
rmSync(files, { recursive: true, force: true });
