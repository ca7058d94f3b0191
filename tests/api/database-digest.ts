/**
 * A database's contents as a comparison sees them: every table's row count and the MD5 of its rows in primary-key
 * order, every sequence's last value. The backup test and the topology's restore compare two of these.
 */
import { tableNames, type Query } from '#server/services/backup/inventory.ts';

/** Every table's row count and the MD5 of its rows in primary-key order; every sequence's last value. */
export async function databaseDigest(query: Query): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await tableNames(query)) {
    const keys = await query(
      `select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid
       where i.indrelid = '${table}'::regclass and i.indisprimary and a.attnum = any(i.indkey::int2[])
       order by array_position(i.indkey::int2[], a.attnum)`,
    );
    const order = keys.length ? keys.map((k) => `t."${String(k.name)}"`).join(', ') : 't::text';
    const [row] = await query(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by ${order}), '')) as md5
       from ${table.replace(/^(\w+)\.(\w+)$/, '"$1"."$2"')} t`,
    );
    out[table] = `${String(row!.n)} ${String(row!.md5)}`;
  }
  for (const s of await query(
    `select schemaname || '.' || sequencename as name, last_value::text as v from pg_sequences`,
  ))
    out[`sequence ${String(s.name)}`] = String(s.v);
  return out;
}
