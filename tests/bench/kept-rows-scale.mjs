// What one re-read of the kept standards (standard/searchRows.ts) costs at a real catalogue: the reference standards
// copied `scale`× (distinct numbers) into a scratch embedded database (or PGURL's PostgreSQL), then the read timed
// `reads` times (a new version each: what a standard's event costs each serving process) and the kept rows' heap.
// Before the kept rows were keyed on the standard tag, every content event anywhere (each article publish) cost this.
// Usage: node_modules/.bin/node --expose-gc tests/bench/kept-rows-scale.mjs [scale=100] [reads=5] [dataDir]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { seedReference } from '#server/db/seed.ts';
import { standardSearchRows } from '#server/services/standard/searchRows.ts';
import { standardListInMemory } from '#server/services/standard/listInMemory.ts';
import { median } from './portal.mjs';

const scale = Number(process.argv[2] ?? 100);
const reads = Number(process.argv[3] ?? 5);
const dataDir = process.argv[4] ?? mkdtempSync(path.join(tmpdir(), 'kept-rows-scale-'));
const { db, close } = await openDatabase({ dataDir, url: process.env.PGURL });
try {
  await seedReference(db, new Date());
  // Copies 2…scale of every reference standard, each with a number of its own (…-x7).
  await db.execute(sql`insert into standards (number, prefix, base, code, year, type, sub, number_forms, name,
      name_en, issued, effective, withdrawn, ccs, ics, department, committee, drafters, concerns)
    select s.number || '-x' || g, prefix, base, code, year, type, sub, number_forms, name || ' ' || g, name_en,
      issued, effective, withdrawn, ccs, ics, department, committee, drafters, concerns
    from standards s, generate_series(2, ${scale}) g`);
  await db.execute(sql`analyze standards`);
  const [{ n }] = rowsOf(await db.execute(sql`select count(*)::int as n from standards`));
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const times = [];
  const cpus = [];
  let rows = [];
  for (let v = 1; v <= reads; v++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    rows = await standardSearchRows(db, v);
    const c = process.cpuUsage(c0);
    times.push(performance.now() - t0);
    cpus.push((c.user + c.system) / 1000);
  }
  globalThis.gc?.();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  const t0 = performance.now();
  const answers = 200;
  for (let i = 0; i < answers; i++)
    standardListInMemory(rows, { keyword: i % 2 ? '农药残留' : '小麦', page: 1, pageSize: 20 }, '2026-11-28');
  const perAnswer = (performance.now() - t0) / answers;
  console.log(
    `${n} standards (×${scale}), ${process.env.PGURL ? 'PostgreSQL' : 'embedded'}: one re-read ` +
      `${median(times).toFixed(0)} ms wall, ${median(cpus).toFixed(0)} ms CPU of this thread (medians of ${reads}); ` +
      `kept rows ${globalThis.gc ? `${heapMb.toFixed(1)} MB of heap` : '(heap: run with --expose-gc)'}; ` +
      `a keyword answer over them ${perAnswer.toFixed(2)} ms`,
  );
} finally {
  await close();
  if (!process.argv[4]) rmSync(dataDir, { recursive: true, force: true });
}
