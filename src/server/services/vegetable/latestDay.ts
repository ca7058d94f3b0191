/** The latest day with prices (the list's "today"), or null before any price. */
import { max } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { vegetablePrices } from '#server/db/schema/index.ts';

export async function latestDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ day: max(vegetablePrices.date) }).from(vegetablePrices);
  return row?.day ?? null;
}
