/**
 * A member's recent and saved queries (数据检索): one row per query (its querySearch text), recent while among the
 * RECENT_LIMIT last run, saved while named; a row neither is deleted. Summaries are written from the catalogue.
 */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { RECENT_LIMIT, SAVED_LIMIT } from '#lib/industry/limits.ts';
import { INDUSTRY_SAVED_MSG } from '#lib/industry/messages.ts';
import { queryFromSearch, querySearch, type IndustryQuery } from '#lib/industry/query.ts';
import type { RecentListAnswer, SavedQuery } from '#lib/industry/types.ts';
import type { Db } from '#server/db/client.ts';
import { Refusal } from '#server/core/refusal.ts';
import { industryQueries } from '#server/db/schema/index.ts';
import { resolveQuery } from './query.ts';
import { summaryOf } from './summary.ts';

const q = industryQueries;

/** The summary of a stored query; a query the catalogue no longer answers (an indicator removed) is skipped. */
async function answerOf(db: Db, row: typeof q.$inferSelect): Promise<SavedQuery | null> {
  const query = queryFromSearch(row.search);
  if (!query) return null;
  try {
    const summary = summaryOf(await resolveQuery(db, query));
    return {
      id: row.id,
      name: row.name,
      query,
      summary,
      saved: row.saved,
      usedAt: (row.saved && row.savedAt && row.savedAt > row.usedAt ? row.savedAt : row.usedAt).toISOString(),
    };
  } catch (err) {
    if (err instanceof Refusal) return null;
    throw err;
  }
}

const answers = async (db: Db, rows: (typeof q.$inferSelect)[]) =>
  (await Promise.all(rows.map((r) => answerOf(db, r)))).filter((x): x is SavedQuery => x !== null);

export async function recentList(db: Db, uid: number): Promise<RecentListAnswer> {
  const recent = await db
    .select()
    .from(q)
    .where(and(eq(q.uid, uid), eq(q.recent, true)))
    .orderBy(desc(q.usedAt), desc(q.id))
    .limit(RECENT_LIMIT);
  const saved = await db
    .select()
    .from(q)
    .where(and(eq(q.uid, uid), eq(q.saved, true)))
    .orderBy(desc(q.savedAt), desc(q.id))
    .limit(SAVED_LIMIT);
  return { recent: await answers(db, recent), saved: await answers(db, saved) };
}

/** A query run: to the top of the recent list (the same query moves, it is not repeated); the oldest past the limit drop. */
export async function rememberQuery(db: Db, uid: number, query: IndustryQuery, now: Date): Promise<void> {
  const search = querySearch(query);
  await db.transaction(async (tx) => {
    await tx
      .insert(q)
      .values({ uid, search, recent: true, usedAt: now })
      .onConflictDoUpdate({ target: [q.uid, q.search], set: { recent: true, usedAt: now } });
    const keep = tx
      .select({ id: q.id })
      .from(q)
      .where(and(eq(q.uid, uid), eq(q.recent, true)))
      .orderBy(desc(q.usedAt), desc(q.id))
      .limit(RECENT_LIMIT);
    await tx
      .update(q)
      .set({ recent: false })
      .where(and(eq(q.uid, uid), eq(q.recent, true), notInArray(q.id, keep)));
    await tx.delete(q).where(and(eq(q.uid, uid), eq(q.recent, false), eq(q.saved, false)));
  });
}

/** Save (or rename, for a query saved already) under a name; refused past SAVED_LIMIT. */
export async function saveQuery(
  db: Db,
  uid: number,
  query: IndustryQuery,
  name: string,
  now: Date,
): Promise<number> {
  const search = querySearch(query);
  return db.transaction(async (tx) => {
    // One member's saves in turn: two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(${0x69717279}::int, ${uid}::int)`);
    const [held] = await tx
      .select({ id: q.id, saved: q.saved })
      .from(q)
      .where(and(eq(q.uid, uid), eq(q.search, search)));
    if (!held?.saved) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(q)
        .where(and(eq(q.uid, uid), eq(q.saved, true)));
      if (n >= SAVED_LIMIT) throw new Refusal(INDUSTRY_SAVED_MSG.tooMany);
    }
    const [row] = await tx
      .insert(q)
      .values({ uid, search, name, saved: true, savedAt: now, usedAt: now })
      .onConflictDoUpdate({ target: [q.uid, q.search], set: { name, saved: true, savedAt: now } })
      .returning({ id: q.id });
    return row!.id;
  });
}

/** Remove a member's own query (from both lists); false when it is not theirs or not there. */
export async function removeQuery(db: Db, uid: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(q)
    .where(and(eq(q.uid, uid), eq(q.id, id)))
    .returning({ id: q.id });
  return gone.length > 0;
}
