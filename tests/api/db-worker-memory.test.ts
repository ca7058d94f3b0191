/**
 * The embedded database's memory is bounded (issue 32): PostgreSQL's buffers inside PGlite's WASM memory (which never
 * shrinks) are configured below stock, a sort past work_mem spills instead of growing that memory, the thread's V8
 * heap has a ceiling, and /metrics reports each owner so a soak can tell which one grew.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDb, type Database } from '#server/db/client.ts';
import { DATABASE_THREAD_LIMITS } from '#server/db/workerClient.ts';
import { createMetrics } from '#server/http/metrics.ts';

const MiB = 1024 * 1024;
let database: Database;

beforeAll(async () => {
  database = await openMemoryDb({ worker: true });
});
afterAll(() => database.close());

/** Rows of a raw query (the Db type does not know the driver's result shape). */
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const setting = async (name: string) =>
  (await rowsOf<{ v: string }>(sql.raw(`select current_setting('${name}') as v`)))[0]!.v;

describe('the embedded database thread', () => {
  it('runs with the smaller buffer pool and bounded sort, index and temp memory', async () => {
    expect(await setting('shared_buffers')).toBe('32MB');
    expect(await setting('work_mem')).toBe('4MB');
    expect(await setting('maintenance_work_mem')).toBe('16MB');
    expect(await setting('temp_buffers')).toBe('8MB');
  });

  it('sorts far more than work_mem without growing its WASM memory', async () => {
    const before = (await database.memory!()).wasmBytes;
    // ~40 MB of rows sorted (10× work_mem): the sort spills to a temporary file.
    const [row] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from (select md5(g::text) || repeat('x', 100) as s from generate_series(1, 300000) g order by 1) t`,
    );
    expect(row!.n).toBe(300_000);
    const after = (await database.memory!()).wasmBytes;
    expect(after).toBe(before);
    // PGlite's start size (128 MB) holds the 32 MB buffer pool; stock settings open at ~190 MB.
    expect(after).toBeLessThanOrEqual(128 * MiB);
  });

  it('has a heap ceiling of its own and answers its memory between queries', async () => {
    const memory = await database.memory!();
    expect(memory.heapUsed).toBeGreaterThan(0);
    const { maxOldGenerationSizeMb, maxYoungGenerationSizeMb } = DATABASE_THREAD_LIMITS;
    expect(memory.heapLimit).toBeLessThanOrEqual(
      (maxOldGenerationSizeMb + maxYoungGenerationSizeMb + 16) * MiB,
    );
  });

  it('shows each owner of memory in /metrics', async () => {
    const metrics = createMetrics({
      db: database.db,
      databaseMemory: database.memory,
      pageBytes: () => 1234,
    });
    const text = await metrics.registry.metrics();
    const owner = (name: string) =>
      Number(new RegExp(`portal_memory_bytes\\{owner="${name}"\\} (\\d+)`).exec(text)?.[1]);
    expect(owner('database_wasm')).toBeGreaterThan(32 * MiB);
    expect(owner('database_heap_used')).toBeGreaterThan(0);
    expect(owner('main_array_buffers')).toBeGreaterThanOrEqual(0);
    expect(owner('page_files')).toBe(1234);
  });
});
