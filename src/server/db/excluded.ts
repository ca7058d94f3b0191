/** `excluded.<column>` in an upsert's `set`: the value the conflicting insert carried (one helper for every bulk write). */
import { sql, type Column } from 'drizzle-orm';

export const excluded = (column: Column) => sql.raw(`excluded."${column.name}"`);

/** An upsert's `set` that replaces each column given with the inserted row's: `{ key: excluded(column) }`. */
export const replacedBy = (columns: Record<string, Column>) =>
  Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, excluded(column)]));
