/**
 * Points: every change moves the balance and writes a score record with the new balance, in one transaction; what
 * a member earns also adds to 经验值 (exp), which spending never lowers.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { scoreRecords, scoreRules, users } from '#server/db/schema/index.ts';
import type { Paged } from '#lib/paging.ts';
import { pageOf } from '#server/db/paging.ts';
import type { ScoreRecordItem } from '#lib/commerce/scoreRules.ts';

export interface ScoreChange {
  delta: number;
  balance: number;
  recordId: number;
}

/**
 * Add (or, with a negative delta, spend) points for a member. The balance never goes below 0: spending more
 * than the member has changes nothing and answers null, so the caller can refuse (e.g. 积分不足).
 * Atomic: the guarded UPDATE takes the row lock, so concurrent changes cannot both spend the same points.
 */
export async function changeScore(
  db: Db,
  uid: number,
  delta: number,
  reason: string,
  now: Date,
): Promise<ScoreChange | null> {
  if (!Number.isInteger(delta) || delta === 0) throw new RangeError(`changeScore: bad delta ${delta}`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ score: sql`${users.score} + ${delta}`, exp: sql`${users.exp} + ${Math.max(delta, 0)}` })
      .where(and(eq(users.uid, uid), gte(sql`${users.score} + ${delta}`, 0)))
      .returning({ balance: users.score });
    if (!row) return null;
    const [record] = await tx
      .insert(scoreRecords)
      .values({ uid, delta, balance: row.balance, reason: reason.slice(0, 100), createdAt: now })
      .returning({ id: scoreRecords.id });
    return { delta, balance: row.balance, recordId: record!.id };
  });
}

/** Points a rule gives: fixed per occasion, or per whole yuan of `amountCents` for 'per_yuan' rules. */
export const rulePoints = (rule: { points: number; period: string }, amountCents = 0): number =>
  rule.period === 'per_yuan' ? Math.floor(amountCents / 100) * rule.points : rule.points;

/**
 * Grant the points of score rule `key` for one occasion `ref` (a date for daily rules, '' for once-only rules,
 * the order number for purchases). Answers null when the rule is off, gives nothing, or this occasion was
 * already granted: the unique (uid, rule, ref) index makes a second grant impossible, even concurrently.
 */
export async function grantRule(
  db: Db,
  uid: number,
  key: string,
  ref: string,
  now: Date,
  amountCents = 0,
): Promise<ScoreChange | null> {
  const [rule] = await db.select().from(scoreRules).where(eq(scoreRules.key, key)).limit(1);
  if (!rule?.enabled) return null;
  const delta = rulePoints(rule, amountCents);
  if (delta <= 0) return null;
  return db.transaction(async (tx) => {
    const [record] = await tx
      .insert(scoreRecords)
      .values({ uid, delta, balance: 0, reason: rule.title, rule: key, ref, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: scoreRecords.id });
    if (!record) return null;
    const [row] = await tx
      .update(users)
      .set({ score: sql`${users.score} + ${delta}`, exp: sql`${users.exp} + ${delta}` })
      .where(eq(users.uid, uid))
      .returning({ balance: users.score });
    await tx.update(scoreRecords).set({ balance: row!.balance }).where(eq(scoreRecords.id, record.id));
    return { delta, balance: row!.balance, recordId: record.id };
  });
}

/** A member's score records, newest first. */
export async function scoreRecordsOf(
  db: Db,
  uid: number,
  page: number,
  pageSize: number,
): Promise<Paged<ScoreRecordItem>> {
  const { rows, total } = await pageOf(
    db,
    scoreRecords,
    eq(scoreRecords.uid, uid),
    [desc(scoreRecords.createdAt), desc(scoreRecords.id)],
    { page, pageSize },
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      delta: r.delta,
      balance: r.balance,
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
    })),
    total: total,
    page,
    pageSize,
  };
}

/**
 * A merge moves the absorbed member's records to the one who stays. A grant both already hold (the same rule
 * and occasion) keeps its history but loses its grant key, so the move never collides and nothing pays twice.
 */
export async function moveScoreRecords(db: Db, from: number, into: number): Promise<void> {
  await db.execute(sql`
    update ${scoreRecords} r set uid = ${into},
      rule = case when exists (
        select 1 from ${scoreRecords} s where s.uid = ${into} and s.rule = r.rule and s.ref = r.ref
      ) then null else r.rule end
    where r.uid = ${from}`);
}
