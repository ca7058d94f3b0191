/**
 * A start on a database that already has the journal's newest migration costs one query: drizzle's migrator, which
 * reads and hashes every migration file and queries again, is not run (the embedded database's thread then loads no
 * drizzle at all). One that lacks it is migrated as before.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS } from '#server/db/embedded.ts';
import { migrateListing } from '#server/db/migrations.ts';
import { openTestDb, type TestDatabase } from './support.ts';

const TAGS = (
  JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: { tag: string }[] }
).entries.map((e) => e.tag);

type Client = { query(text: string): Promise<{ rows: unknown[] }> };

/** The driver's own client of `database` (PGlite, the worker's client or node-postgres's pool), its queries counted. */
function counted(database: TestDatabase) {
  const client = (database.db as unknown as { $client: Client }).$client;
  const seen: string[] = [];
  return {
    seen,
    query: (text: string) => {
      seen.push(text);
      return client.query(text);
    },
  };
}

describe('migrations at a start', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDb();
  });
  afterAll(() => database.close());

  it('on a database that has the newest migration: one query, the migrator not run, nothing applied', async () => {
    const client = counted(database);
    const migrate = vi.fn(async () => undefined);
    expect(await migrateListing(client, migrate, MIGRATIONS)).toEqual([]);
    expect(migrate).not.toHaveBeenCalled();
    expect(client.seen).toHaveLength(1);
  });

  it('on one that lacks the newest: the migrator runs and the listing names what it applied', async () => {
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const migrate = vi.fn(async () => undefined);
    expect(await migrateListing(counted(database), migrate, MIGRATIONS)).toEqual([TAGS.at(-1)]);
    expect(migrate).toHaveBeenCalledOnce();
  });

  it('on a database never migrated: every migration', async () => {
    const empty = new PGlite();
    try {
      const migrate = vi.fn(async () => undefined);
      expect(await migrateListing(empty, migrate, MIGRATIONS)).toEqual(TAGS);
      expect(migrate).toHaveBeenCalledOnce();
    } finally {
      await empty.close();
    }
  });
});
