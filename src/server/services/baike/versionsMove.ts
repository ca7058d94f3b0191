/** The author's moves of the review state machine (submit, recall) and deleting an own draft or refused version. */
import { and, count, eq } from 'drizzle-orm';
import { BAIKE_LIMITS as L } from '#lib/baike/limits.ts';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import {
  BAIKE_ENTRY_STATUS,
  BAIKE_MOVES,
  canMove,
  DELETABLE_STATES,
  type BaikeState,
} from '#lib/baike/states.ts';
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { baikeEntries, baikeVersions } from '#server/db/schema/index.ts';
import { inTransaction, nextRevision, versionRow, versionView } from './versions.ts';
import type { BaikeVersionView } from '#lib/baike/types.ts';

/**
 * Submit one of the member's versions (inside the caller's transaction when there is one). A submit is a new revision
 * (what an editor opened before can no longer be approved), except in the same call as the save that made one.
 */
export async function submitChecked(
  db: Db,
  uid: number,
  id: number,
  now: Date,
  { saved = false } = {},
): Promise<number> {
  const row = await versionRow(db, id);
  if (!row || row.authorId !== uid) throw new Refusal(BAIKE_MSG.notYours);
  if (!canMove('submit', row.state)) throw new Refusal(BAIKE_MSG.cannotSubmit);
  const [pending] = await db
    .select({ n: count() })
    .from(baikeVersions)
    .where(and(eq(baikeVersions.authorId, uid), eq(baikeVersions.state, 'pending')));
  if ((pending?.n ?? 0) >= L.pendingPerMember) throw new Refusal(BAIKE_MSG.tooManyPending);
  const [moved] = await db
    .update(baikeVersions)
    .set({
      state: BAIKE_MOVES.submit.to,
      submittedAt: now,
      updatedAt: now,
      ...(saved ? {} : { revision: nextRevision }),
    })
    .where(and(eq(baikeVersions.id, id), eq(baikeVersions.state, row.state)))
    .returning({ id: baikeVersions.id });
  // Another call moved it between the read and the write.
  if (!moved) throw new Refusal(BAIKE_MSG.cannotSubmit);
  return id;
}

export async function submitMyBaike(db: Db, uid: number, id: number, now: Date): Promise<BaikeVersionView> {
  await submitChecked(db, uid, id, now);
  return (await versionView(db, id))!;
}

/** Take a pending version back to a draft. */
export async function recallMyBaike(db: Db, uid: number, id: number, now: Date): Promise<BaikeVersionView> {
  const row = await versionRow(db, id);
  if (!row || row.authorId !== uid) throw new Refusal(BAIKE_MSG.notYours);
  if (!canMove('recall', row.state)) throw new Refusal(BAIKE_MSG.cannotRecall);
  const [done] = await db
    .update(baikeVersions)
    .set({ state: BAIKE_MOVES.recall.to, submittedAt: null, updatedAt: now, revision: nextRevision })
    .where(and(eq(baikeVersions.id, id), eq(baikeVersions.state, 'pending')))
    .returning({ id: baikeVersions.id });
  // An editor acted between the read and the write.
  if (!done) throw new Refusal(BAIKE_MSG.cannotRecall);
  return (await versionView(db, id))!;
}

/** Delete an own draft or refused version; a new entry's only version takes its draft entry row with it. */
export async function delMyBaike(db: Db, uid: number, id: number): Promise<{ id: number }> {
  const row = await versionRow(db, id);
  if (!row || row.authorId !== uid) throw new Refusal(BAIKE_MSG.notYours);
  if (!DELETABLE_STATES.includes(row.state as BaikeState)) throw new Refusal(BAIKE_MSG.notDeletable);
  return inTransaction(db, async (tx) => {
    await tx.delete(baikeVersions).where(eq(baikeVersions.id, id));
    const [left] = await tx
      .select({ n: count() })
      .from(baikeVersions)
      .where(eq(baikeVersions.entryId, row.entryId));
    if ((left?.n ?? 0) === 0)
      await tx
        .delete(baikeEntries)
        .where(and(eq(baikeEntries.id, row.entryId), eq(baikeEntries.status, BAIKE_ENTRY_STATUS.draft)));
    return { id };
  });
}
