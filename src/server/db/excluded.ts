/** `excluded.<column>` in an upsert's `set`: the value the conflicting insert carried (one helper for every bulk write). */
import { sql, type Column } from 'drizzle-orm';

export const excluded = (column: Column) => sql.raw(`excluded."${column.name}"`);

/** An upsert's `set` that replaces each column given with the inserted row's: `{ key: excluded(column) }`. */
export const replacedBy = (columns: Record<string, Column>) =>
  Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, excluded(column)]));

/** The `returning` of an upsert that tells a new row from a replaced one (PostgreSQL: xmax is 0 for an insert). */
export const FRESH_ROW = { fresh: sql<boolean>`(xmax = 0)` };

/** An upsert's written rows as an import's counts (`returning(FRESH_ROW)`). */
export function upsertCounts(written: { fresh: boolean }[]): { inserted: number; updated: number } {
  const inserted = written.filter((w) => w.fresh).length;
  return { inserted, updated: written.length - inserted };
}
