/** The detail pages a change of standards touches: their own and those of their lineage, whose chains show them. */
import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { standards } from '#server/db/schema/index.ts';
import { lineageIds } from './lineage.ts';

export async function standardPlanKeys(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ number: standards.number })
    .from(standards)
    .where(inArray(standards.id, ids));
  const linked = await lineageIds(
    db,
    rows.map((r) => r.number),
  );
  // A removed standard keeps its own key: its page is gone and the rebuild removes it.
  return [...new Set([...ids, ...linked])].sort((a, b) => a - b);
}
