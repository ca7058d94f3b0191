/** List totals counted once per change of the tables they count, not on every call. */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/** Enough for every facet value of every list; past it the cache starts again rather than grow. */
const MAX_ENTRIES = 5_000;

const caches = new WeakMap<Db, Map<string, { generation: number; total: number }>>();

/** The summed change numbers of `tables`, bumped by a statement trigger (drizzle/0007_search_index.sql). */
async function generationOf(db: Db, tables: readonly string[]): Promise<number> {
  const rows = await db.execute<{ n: string | number | null }>(
    sql`select sum(n) as n from table_generations where name in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})`,
  );
  const row = (Array.isArray(rows) ? rows[0] : (rows as { rows: unknown[] }).rows[0]) as
    { n: string | number | null } | undefined;
  return Number(row?.n ?? 0);
}

/**
 * The total of a list keyed by `key` (family and filter), counted by `count` only when one of `tables` changed
 * since it was last counted. The change number is read before the count: a write between them makes the next call
 * count again, never keeps an old total.
 */
export async function cachedTotal(
  db: Db,
  tables: readonly string[],
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const generation = await generationOf(db, tables);
  const hit = cache.get(key);
  if (hit && hit.generation === generation) return hit.total;
  const total = await count();
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { generation, total });
  return total;
}
