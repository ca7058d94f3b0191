/** Which HS codes and partners have flows (the directory and the country list mark them). */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from './rows.ts';

/** Every 6-digit code with flows, with its heading and chapter. */
export async function codesWithData(db: Db): Promise<Set<string>> {
  const rows = rowsOf<{ hs6: string }>(await db.execute(sql`select distinct hs6 from trade_flows`));
  return new Set(rows.flatMap((r) => [r.hs6, r.hs6.slice(0, 4), r.hs6.slice(0, 2)]));
}

export async function partnersWithData(db: Db): Promise<Set<string>> {
  const rows = rowsOf<{ partner: string }>(await db.execute(sql`select distinct partner from trade_flows`));
  return new Set(rows.map((r) => r.partner));
}
