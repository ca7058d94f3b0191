/** Medal grades follow the member's figures: the level is how many of the medal's four thresholds are reached. */
import { and, count, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { favorites, medals, orders, scoreRecords, userMedals, users } from '../db/schema.ts';
import { ORDER_STATUS } from '../../lib/orders.ts';

export type MedalMetric = 'score' | 'logins' | 'favorites' | 'purchases';

/** The level reached: 0 below the first threshold, 4 at or above the last. */
export const gradeFor = (value: number, thresholds: readonly number[]): number =>
  thresholds.filter((t) => value >= t).length;

/** The member's figure for each metric; 'score' counts points earned, not the spendable balance. */
export async function metricsOf(db: Db, uid: number): Promise<Record<MedalMetric, number>> {
  const [[earned], [user], [favs], [bought]] = await Promise.all([
    db
      .select({ n: sql<number>`coalesce(sum(${scoreRecords.delta}), 0)::int` })
      .from(scoreRecords)
      .where(
        and(
          eq(scoreRecords.uid, uid),
          gt(scoreRecords.delta, 0),
          or(isNull(scoreRecords.rule), ne(scoreRecords.rule, 'merge')),
        ),
      ),
    db.select({ n: users.login }).from(users).where(eq(users.uid, uid)),
    db.select({ n: count() }).from(favorites).where(eq(favorites.uid, uid)),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.uid, uid), eq(orders.status, ORDER_STATUS.paid))),
  ]);
  return { score: earned?.n ?? 0, logins: user?.n ?? 0, favorites: favs?.n ?? 0, purchases: bought?.n ?? 0 };
}

/** Raise the member's medal grades to what their figures reach (a grade once earned is kept). */
export async function refreshMedals(db: Db, uid: number, now: Date): Promise<void> {
  const [defs, figures] = await Promise.all([db.select().from(medals), metricsOf(db, uid)]);
  for (const medal of defs) {
    const value = figures[medal.metric as MedalMetric];
    if (value === undefined) continue;
    const grade = gradeFor(value, medal.thresholds);
    // No row for a medal not earned: medalsOf reads a missing row as grade 0.
    if (grade === 0) continue;
    await db
      .insert(userMedals)
      .values({ uid, medalId: medal.id, grade, updatedAt: now })
      .onConflictDoUpdate({
        target: [userMedals.uid, userMedals.medalId],
        set: { grade: sql`greatest(${userMedals.grade}, ${grade})`, updatedAt: now },
        setWhere: sql`${userMedals.grade} < ${grade}`,
      });
  }
}
