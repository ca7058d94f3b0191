/** Fresh planner statistics after a bulk write, so that searches and lists pick their indexes. */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/**
 * Run after seeding and after every import (CONTRIBUTING: "A data import"); nothing else runs ANALYZE, and the
 * embedded database has no autovacuum. VACUUM also merges the GIN pending lists a bulk insert leaves (priced so
 * high that the planner would scan the table) and marks pages all-visible for index-only scans.
 */
export async function analyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
