/**
 * Applying the migrations of `drizzle/`: which ones a database lacked, and on PostgreSQL one process at a time.
 * drizzle's migrate() takes no lock, so processes starting together each applied the same migrations and all but one
 * failed (drizzle-orm#874); under the lock the others wait, then find nothing to do.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { MIGRATION_LOCK_KEY } from './lockKeys.ts';

interface Journal {
  entries: { tag: string; when: number }[];
}

/**
 * A driver's own client (node-postgres or PGlite, not drizzle): both answer `query(text)` with `{ rows }`. The check
 * needs no drizzle, so the embedded database's thread loads drizzle and its migrator only when it migrates.
 */
interface Queries {
  query(text: string): PromiseLike<{ rows: unknown[] }>;
}

/** The newest migration the database has (drizzle's own table), or null when it was never migrated. */
async function newestApplied(client: Queries): Promise<{ hash: string; when: number } | null> {
  try {
    const { rows } = await client.query(
      'select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const row = rows[0] as { hash: string; created_at: string | number } | undefined;
    return row ? { hash: String(row.hash), when: Number(row.created_at) } : null;
  } catch {
    // No such table (or schema) yet: a database never migrated; migrate() reports any other fault.
    return null;
  }
}

/**
 * Whether the database already has the journal's newest migration: its time and the hash drizzle stores (the SHA-256 of
 * the file), or a newer one (a later release migrated it; drizzle applies nothing older than its newest).
 */
function hasNewest(newest: { hash: string; when: number } | null, journal: Journal, folder: string): boolean {
  const last = journal.entries.at(-1);
  if (!newest || !last) return false;
  if (newest.when > last.when) return true;
  if (newest.when < last.when) return false;
  const file = readFileSync(path.join(folder, `${last.tag}.sql`));
  return createHash('sha256').update(file.toString()).digest('hex') === newest.hash;
}

/**
 * Runs `migrate` (the driver's drizzle migrator on the database of `client`) and answers the tags of the migrations it
 * applied, oldest first: those of the journal newer than the database's newest, drizzle's own rule. A database that
 * already has the journal's newest costs one query: drizzle's migrator, which reads and hashes every file, is not run.
 */
export async function migrateListing(
  client: Queries,
  migrate: () => Promise<void>,
  folder: string,
): Promise<string[]> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const newest = await newestApplied(client);
  if (hasNewest(newest, journal, folder)) return [];
  await migrate();
  return journal.entries.filter((e) => newest === null || e.when > newest.when).map((e) => e.tag);
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
