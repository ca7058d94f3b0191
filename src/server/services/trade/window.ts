/** The months the trade tables hold: the first, the newest (published) one, and whether the newest is demo. */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from './rows.ts';

export interface TradeWindow {
  first: string;
  last: string;
  demo: boolean;
}

export async function tradeWindow(db: Db): Promise<TradeWindow | null> {
  const [row] = rowsOf<{ first: string | null; last: string | null; demo: boolean | null }>(
    await db.execute(sql`
      select min(month) as first, max(month) as last,
        (select is_demo from trade_months order by month desc limit 1) as demo
      from trade_months`),
  );
  return row?.first && row.last ? { first: row.first, last: row.last, demo: row.demo ?? false } : null;
}
