/**
 * Applying the migrations of `drizzle/`: which ones a database lacked, and on PostgreSQL one process at a time.
 * drizzle's migrate() takes no lock, so processes starting together each applied the same migrations and all but one
 * failed (drizzle-orm#874); under the lock the others wait, then find nothing to do.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import { MIGRATION_LOCK_KEY } from './lockKeys.ts';

interface Journal {
  entries: { tag: string; when: number }[];
}

/** Any drizzle database (node-postgres or PGlite): both answer `execute` with `{ rows }`. */
interface Executes {
  execute(query: SQL): PromiseLike<unknown>;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The journal time of the newest migration the database has, or null when it was never migrated. */
async function lastApplied(db: Executes): Promise<number | null> {
  const [table] = rowsOf(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') as name`));
  if (!table?.name) return null;
  const [row] = rowsOf(
    await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
  );
  return row?.last === null || row?.last === undefined ? null : Number(row.last);
}

/**
 * Runs `migrate` (the driver's drizzle migrator on `db`) and answers the tags of the migrations it applied, oldest
 * first: those of the journal newer than the database's newest, drizzle's own rule.
 */
export async function migrateListing<D extends Executes>(
  db: D,
  migrate: (db: D) => Promise<void>,
  folder: string,
): Promise<string[]> {
  const last = await lastApplied(db);
  await migrate(db);
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.filter((e) => last === null || e.when > last).map((e) => e.tag);
}

/** PostgreSQL: `run` on one connection of `pool` holding the migration lock, which it frees before the pool gets it back. */
export async function underMigrationLock<T>(pool: Pool, run: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      return await run(client);
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
  } catch (err) {
    failed = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    // After a failure the connection is closed, not pooled: if the unlock did not run, its end frees the lock.
    client.release(failed);
  }
}
