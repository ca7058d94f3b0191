/** Shared by the security tests: what the database holds, per table, to prove a refused call changed nothing. */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/** Rows of a raw query: PGlite and node-postgres answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** The app's tables, by name. */
export async function tableNames(db: Db): Promise<string[]> {
  const tables = await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rowsOf<{ name: string }>(tables).map((t) => t.name);
}

/** Row counts of every table. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const snapshot = await rowSnapshot(db);
  return Object.fromEntries(
    Object.entries(snapshot).map(([name, print]) => [name, Number(print.split(':')[0])]),
  );
}

const snapshotQueries = new WeakMap<Db, Promise<string>>();

/**
 * Per table "rows:newest xmin", in one query: an insert or delete moves the count, an update (or an insert after a
 * delete) writes a row version with a newer transaction id. Scans every table once: a few ms on the test databases.
 */
export async function rowSnapshot(db: Db): Promise<Record<string, string>> {
  let query = snapshotQueries.get(db);
  if (!query) {
    query = tableNames(db).then((names) =>
      names
        .map(
          (n) =>
            `select '${n}' as name, count(*)::int || ':' || coalesce(max(xmin::text::bigint), 0) as print from "${n}"`,
        )
        .join(' union all '),
    );
    snapshotQueries.set(db, query);
  }
  const rows = rowsOf<{ name: string; print: string }>(await db.execute(sql.raw(await query)));
  return Object.fromEntries(rows.map((r) => [r.name, r.print]));
}

/** Where the write-ahead log ends: unmoved, nothing was written anywhere (1 ms, against a full snapshot's ~30). */
export async function walPosition(db: Db): Promise<string> {
  return rowsOf<{ lsn: string }>(await db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`))[0]!
    .lsn;
}

/** The tables whose snapshot differs, `except` those allowed to. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
  except: readonly string[] = [],
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => !except.includes(n) && before[n] !== after[n]).sort();
}
