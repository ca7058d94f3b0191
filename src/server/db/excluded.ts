/** `excluded.<column>` in an upsert's `set`: the value the conflicting insert carried (one helper for every bulk write). */
import { sql, type Column } from 'drizzle-orm';

export const excluded = (column: Column) => sql.raw(`excluded."${column.name}"`);
