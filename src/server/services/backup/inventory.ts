/**
 * What a database holds, in the terms the manifest records: its migration level (drizzle's journal) and the row
 * count of every table, read through any SQL runner (a PostgreSQL snapshot, a PGlite instance).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

export interface MigrationLevel {
  /** Migrations applied. */
  count: number;
  /** The journal tag of the last one applied (e.g. 0028_legal), or null on a database never migrated. */
  last: string | null;
  /** Its journal time (drizzle's created_at): the migrator applies every later one at start. */
  when: number;
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const JOURNAL = fileURLToPath(new URL('../../../../drizzle/meta/_journal.json', import.meta.url));

/** The migrations this code knows, in order. */
export const codeJournal = (): Journal['entries'] =>
  (JSON.parse(readFileSync(JOURNAL, 'utf8')) as Journal).entries;

/** The tag of a journal time, or a name made of the time when this code does not know it (a newer release's). */
export const tagOf = (when: number): string =>
  codeJournal().find((e) => e.when === when)?.tag ?? `unknown-${when}`;

/** The level a database's drizzle migration table records. */
export async function migrationLevel(query: Query): Promise<MigrationLevel> {
  const [exists] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`);
  if (!exists?.ok) return { count: 0, last: null, when: 0 };
  const [row] = await query(
    `select count(*)::int as count, coalesce(max(created_at), 0)::text as when from drizzle.__drizzle_migrations`,
  );
  const when = Number(row?.when ?? 0);
  return { count: Number(row?.count ?? 0), last: when ? tagOf(when) : null, when };
}

/** Every user table as `schema.table` (the system schemas left out), sorted. */
export async function tableNames(query: Query): Promise<string[]> {
  const rows = await query(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
     order by 1`,
  );
  return rows.map((r) => String(r.name));
}

const quoted = (name: string): string =>
  name
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');

/** The row count of every user table. */
export async function rowCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(query)) {
    const [row] = await query(`select count(*)::bigint::text as n from ${quoted(name)}`);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}
