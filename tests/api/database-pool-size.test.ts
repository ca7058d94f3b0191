/**
 * DATABASE_POOL_SIZE is the most connections a process opens to PostgreSQL, however many queries it has going: what
 * docs/production.md counts against max_connections. PostgreSQL only (PGlite has no connections).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { openTestDb, type TestDatabase } from './support.ts';

const pg = process.env.TEST_DATABASE_URL;

describe.skipIf(!pg)('the PostgreSQL pool', () => {
  let shared: TestDatabase;
  let small: Database;
  beforeAll(async () => {
    shared = await openTestDb();
    const url = new URL(shared.url!);
    url.searchParams.set('application_name', 'pool_size_test');
    small = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 3 });
  });
  afterAll(async () => {
    await small?.close();
    await shared?.close();
  });

  it('opens no more connections than its size while eight queries wait', async () => {
    const sleeping = Promise.all(
      Array.from({ length: 8 }, () => small.db.execute(sql`select pg_sleep(0.4)`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = (await shared.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where application_name = 'pool_size_test'`,
    )) as unknown as { rows: { n: number }[] };
    await sleeping;
    expect(rows[0]!.n).toBe(3);
  });
});
