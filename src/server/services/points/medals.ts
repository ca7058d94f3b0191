/** Medal grades follow the member's figures: the level is how many of the medal's four thresholds are reached. */
import { and, count, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { favorites, medals, orders, scoreRecords, userMedals, users } from '#server/db/schema/index.ts';
import { ORDER_STATUS } from '#lib/commerce/orders.ts';

export const MEDAL_METRICS = ['score', 'logins', 'favorites', 'purchases'] as const;
export type MedalMetric = (typeof MEDAL_METRICS)[number];

/** The level reached: 0 below the first threshold, 4 at or above the last. */
export const gradeFor = (value: number, thresholds: readonly number[]): number =>
  thresholds.filter((t) => value >= t).length;

const one = async (rows: Promise<{ n: number }[]>): Promise<number> => (await rows)[0]?.n ?? 0;

/** The member's figure for one metric; 'score' counts points earned, not the spendable balance. */
function figureOf(db: Db, uid: number, metric: MedalMetric): Promise<number> {
  if (metric === 'logins') return one(db.select({ n: users.login }).from(users).where(eq(users.uid, uid)));
  if (metric === 'favorites')
    return one(db.select({ n: count() }).from(favorites).where(eq(favorites.uid, uid)));
  if (metric === 'purchases')
    return one(
      db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.uid, uid), eq(orders.status, ORDER_STATUS.paid))),
    );
  // A merge record repeats the history of the points it moved: counting it would count them twice.
  return one(
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
  );
}

/** The member's figures for the metrics asked (all by default). */
export async function metricsOf(
  db: Db,
  uid: number,
  metrics: readonly MedalMetric[] = MEDAL_METRICS,
): Promise<Partial<Record<MedalMetric, number>>> {
  const values = await Promise.all(metrics.map((m) => figureOf(db, uid, m)));
  return Object.fromEntries(metrics.map((m, i) => [m, values[i]]));
}

/**
 * Raise the member's grades of the medals counting `metrics` to what their figures reach, in one statement (a
 * grade once earned is kept; no row for a medal not earned: medalsOf reads a missing row as grade 0). Callers
 * name the metric their event moved: a sign-in costs one figure query and this statement.
 */
export async function refreshMedals(
  db: Db,
  uid: number,
  now: Date,
  metrics: readonly MedalMetric[] = MEDAL_METRICS,
): Promise<void> {
  const figures = await metricsOf(db, uid, metrics);
  const values = sql.join(
    Object.entries(figures).map(([metric, value]) => sql`(${metric}::text, ${value}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${userMedals} (uid, medal_id, grade, updated_at)
    select ${uid}::int, m.id, g.grade, ${now.toISOString()}::timestamptz
    from ${medals} m
    join (values ${values}) as f(metric, value) on f.metric = m.metric
    cross join lateral (
      select count(*)::smallint as grade from jsonb_array_elements_text(m.thresholds) t where f.value >= t::int
    ) g
    where g.grade > 0
    on conflict (uid, medal_id) do update set grade = excluded.grade, updated_at = excluded.updated_at
    where ${userMedals}.grade < excluded.grade`);
}
