/** Fresh planner statistics after a bulk write, so that searches and lists pick their indexes. */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/**
 * Run after seeding (the whole database) and after every import (CONTRIBUTING: "A data import"); nothing else runs ANALYZE, and the
 * embedded database has no autovacuum. VACUUM also merges the GIN pending lists a bulk insert leaves (priced so
 * high that the planner would scan the table) and marks pages all-visible for index-only scans.
 */
export async function analyze(db: Db, tables?: readonly string[]): Promise<void> {
  // An import names its tables: the rest of the database has not changed and need not be read again.
  if (tables?.length) {
    await db.execute(sql.raw(`vacuum analyze ${tables.map(quoted).join(', ')}`));
    return;
  }
  await db.execute(sql`vacuum analyze`);
}

/** A table name as an identifier (declared by the code, never from input; quoted all the same). */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
