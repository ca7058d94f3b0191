/**
 * The HS codes (chapters, headings, subheadings) with flow rows under them, for the directory search's has_data
 * without a query per answer. Flows change only with an import, which logs a trade content event; `version` is the
 * public cache's version of the trade tag, so the set is read again after each trade event (and no other), as fresh
 * as the cached trade answers themselves.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tradeHsCodes } from '#server/db/schema/index.ts';
import { keptPerVersion } from '#server/services/search/keptPerVersion.ts';
import { codeHasFlows } from './flowSql.ts';

/** One index probe per code (1,186), the same test as every other has_data (codeHasFlows). */
async function readCodes(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ code: tradeHsCodes.code })
    .from(tradeHsCodes)
    .where(sql`${codeHasFlows(tradeHsCodes.code)}`);
  return new Set(rows.map((r) => r.code));
}

const kept = keptPerVersion(readCodes);

/** The codes with flows as of `version`; without one (no public cache) read each time. */
export const codesWithFlows = (db: Db, version: number | null): Promise<Set<string>> =>
  version === null ? readCodes(db) : kept(db, version);
