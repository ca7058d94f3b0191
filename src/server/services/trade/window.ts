/** The months the trade tables hold: the first and the newest (published) one. */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { keptPerVersion } from '#server/services/search/keptPerVersion.ts';

export interface TradeWindow {
  first: string;
  last: string;
}

export async function tradeWindow(db: Db): Promise<TradeWindow | null> {
  const [row] = rowsOf<{ first: string | null; last: string | null }>(
    await db.execute(sql`select min(month) as first, max(month) as last from trade_months`),
  );
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

/**
 * The window as of `version` (the public cache's version of the trade tag: months change only with an import, whose
 * event drops it), read once for it: every trade call checks its months against it.
 */
export const keptTradeWindow = keptPerVersion(tradeWindow);
