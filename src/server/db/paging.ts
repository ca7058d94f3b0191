/** Offset paging shared by every list: one page, its total, the Paged shape. */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Paged } from '#lib/paging.ts';
import type { Db } from './client.ts';

export interface PageInput {
  page: number;
  pageSize: number;
}

export const offsetOf = (p: PageInput): number => (p.page - 1) * p.pageSize;

export const paged = <T>(list: T[], total: number, p: PageInput): Paged<T> => ({
  list,
  total,
  page: p.page,
  pageSize: p.pageSize,
});

/** One page of a table's rows in `order` and the count of all rows matching `where`, asked together. */
export async function pageOf<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  p: PageInput,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}
