/** Market reporters (vegetable_reporters): who may add prices for which market, and an editor appointing them. */
import { eq, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users, vegetableMarkets, vegetableReporters } from '#server/db/schema/index.ts';
import type { VegReporter, VegReporterMarket } from '#lib/vegetable/types.ts';
import { ROLE } from '#server/services/accounts/roles.ts';
import type { UserRow } from '#server/services/accounts/session.ts';
import type { PriceWriter } from './addMarketData.ts';

/** The market a member reports for, or null. */
export async function reporterMarket(db: Db, uid: number): Promise<VegReporterMarket | null> {
  const [row] = await db
    .select({ market_id: vegetableReporters.marketId, market_name: vegetableMarkets.name })
    .from(vegetableReporters)
    .innerJoin(vegetableMarkets, eq(vegetableMarkets.id, vegetableReporters.marketId))
    .where(eq(vegetableReporters.uid, uid));
  return row ?? null;
}

/**
 * A member as a price writer (addMarketData, the price import): an editor for any market, a market's reporter for
 * theirs; null for a member who is neither.
 */
export async function priceWriterOf(db: Db, user: UserRow, now: Date): Promise<PriceWriter | null> {
  // An editor writes any market: only a member is looked up as a reporter.
  if (user.role === ROLE.editor) return { uid: user.uid, now, editor: true, marketId: null };
  const reporter = await reporterMarket(db, user.uid);
  return reporter ? { uid: user.uid, now, editor: false, marketId: reporter.market_id } : null;
}

/** Appoint the member with this account or mobile as a market's reporter; false when no such member. */
export async function setReporter(
  db: Db,
  account: string,
  marketId: number,
  byUid: number,
): Promise<boolean> {
  const [user] = await db
    .select({ uid: users.uid })
    .from(users)
    .where(or(eq(users.account, account), eq(users.mobile, account)));
  if (!user) return false;
  await db
    .insert(vegetableReporters)
    .values({ uid: user.uid, marketId, byUid })
    .onConflictDoUpdate({ target: vegetableReporters.uid, set: { marketId, byUid } });
  return true;
}

export const removeReporter = (db: Db, uid: number) =>
  db.delete(vegetableReporters).where(eq(vegetableReporters.uid, uid));

/** Every reporter with their market, for the editor's screen. */
export async function reporterList(db: Db): Promise<VegReporter[]> {
  return db
    .select({
      uid: vegetableReporters.uid,
      account: users.account,
      nickname: users.nickname,
      market_id: vegetableReporters.marketId,
      market_name: vegetableMarkets.name,
    })
    .from(vegetableReporters)
    .innerJoin(users, eq(users.uid, vegetableReporters.uid))
    .innerJoin(vegetableMarkets, eq(vegetableMarkets.id, vegetableReporters.marketId))
    .orderBy(vegetableMarkets.sort, vegetableReporters.uid);
}
