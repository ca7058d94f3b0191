// 数据检索's export (issue 16): the XLSX of a 1,000,000-cell query and of a 100,000-cell one, streamed by
// services/files/xlsxStream.ts from services/industry/export.ts (slices of ≤ 20,000 cells, one indexed read each),
// each run in a fresh process on the same embedded database (in its worker, as the server runs it): time, file size
// and peak RSS (process maxRSS, the worker included), and the RSS the process had before the export began.
// The data: 6 monthly indicators × 350 regions (national, provinces, cities) × 480 months (1985-01…2024-12) inserted
// into a throwaway database; the 100,000-cell case takes 35 of the regions.
// Usage: node_modules/.bin/node tests/bench/industry-export.mjs [--runs 3]
import { spawnSync } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seedIndicatorReference } from '#server/db/industryReference.ts';
import { xlsxStream } from '#server/services/files/xlsxStream.ts';
import { exportSheets } from '#server/services/industry/export.ts';
import { resolveQuery } from '#server/services/industry/query.ts';
import { citiesOfProvince, NATIONAL, PROVINCES } from '#server/services/industry/regions.ts';
import { arg, median, node, workDir } from './portal.mjs';

const INDICATORS = [4201, 4202, 4203, 4204, 4205, 4206];
const REGIONS = [NATIONAL, ...PROVINCES, ...PROVINCES.flatMap((p) => citiesOfProvince(p.code) ?? [])]
  .map((r) => r.code)
  .slice(0, 350);
const queryOf = (regions) => ({
  indicators: INDICATORS,
  regions: REGIONS.slice(0, regions),
  from: '1985-01',
  to: '2024-12',
  rows: 'region',
  cols: 'period',
});

const child = process.argv.indexOf('--child');
if (child > 0) {
  // One export in this fresh process: the parent reads the JSON line.
  const dataDir = process.argv[child + 1];
  const regions = Number(process.argv[child + 2]);
  const { db, close } = await openDatabase({ dataDir });
  const query = queryOf(regions);
  const head = await resolveQuery(db, query);
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const out = createWriteStream('/dev/null');
  let bytes = 0;
  let peak = rssBefore;
  let n = 0;
  for await (const chunk of xlsxStream(exportSheets(db, head, query, 'http://localhost', new Date()))) {
    bytes += chunk.length;
    // The answer's pace: wait for the sink as the HTTP stream makes the writer wait.
    if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
    if (++n % 5 === 0) peak = Math.max(peak, process.memoryUsage().rss);
  }
  const ms = performance.now() - started;
  out.end();
  const maxRss = process.resourceUsage().maxRSS * 1024;
  console.log(
    JSON.stringify({ cells: head.count, ms, bytes, rssBefore, sampled: peak, peak: Math.max(peak, maxRss) }),
  );
  await close();
  process.exit(0);
}

const runs = arg('runs', 3);
const dataDir = workDir('industry-export');
const seedStarted = performance.now();
{
  const { db, close } = await openDatabase({ dataDir });
  await seedIndicatorReference(db);
  // Generated in SQL: 1,008,000 rows without a round trip each (values are a smooth function, a few flags).
  await db.execute(sql`
    insert into indicator_observations (indicator_id, region, period, value, flag, is_demo)
    select i, r, to_char(make_date(1985, 1, 1) + (m || ' month')::interval, 'YYYY-MM'),
           round((20 + (i % 7) * 3 + (m % 12) * 0.4 + length(r) * 0.1)::numeric, 2)::float8,
           case when m = 479 then '初步数' else '' end, true
    from unnest(${sql.raw(`array[${INDICATORS.join(',')}]`)}::int[]) as i,
         unnest(${sql.raw(`array[${REGIONS.map((c) => `'${c}'`).join(',')}]`)}::text[]) as r,
         generate_series(0, 479) as m
    on conflict do nothing`);
  await db.execute(sql`analyze indicator_observations`);
  await close();
}
console.log(
  `data: ${((performance.now() - seedStarted) / 1000).toFixed(0)} s to insert 6 × 350 × 480 observations`,
);

const script = fileURLToPath(import.meta.url);
const cases = [
  ['100,000 cells', 35],
  ['1,000,000 cells', 350],
];
const results = new Map(cases.map(([name]) => [name, []]));
// Interleaved: the machine's load falls on both cases alike.
for (let r = 0; r < runs; r++)
  for (const [name, regions] of cases) {
    const res = spawnSync(node, [script, '--child', dataDir, String(regions)], { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(res.stderr);
    const line = JSON.parse(res.stdout.trim().split('\n').at(-1));
    results.get(name).push(line);
    console.log(
      `${name} run ${r + 1}: ${(line.ms / 1000).toFixed(2)} s, ${(line.bytes / 1e6).toFixed(1)} MB, RSS ${(line.rssBefore / 1e6).toFixed(0)} → ${(line.sampled / 1e6).toFixed(0)} MB during the export, max RSS ${(line.peak / 1e6).toFixed(0)} MB`,
    );
  }
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\n| export | cells | time (median of ${runs}) | file | RSS before | RSS peak during the export | growth | process max RSS |`,
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [name, lines] of results) {
  const m = (k) => median(lines.map((l) => l[k]));
  console.log(
    `| ${name} | ${lines[0].cells.toLocaleString('en')} | ${(m('ms') / 1000).toFixed(2)} s | ${(m('bytes') / 1e6).toFixed(1)} MB | ${(m('rssBefore') / 1e6).toFixed(0)} MB | ${(m('sampled') / 1e6).toFixed(0)} MB | ${(median(lines.map((l) => l.sampled - l.rssBefore)) / 1e6).toFixed(0)} MB | ${(m('peak') / 1e6).toFixed(0)} MB |`,
  );
}
