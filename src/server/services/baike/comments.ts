/**
 * 农业百科's comments: threads newest first with their replies oldest first (one level), a deleted thread with live
 * replies kept as a marker; members post on published entries and delete their own, editors any.
 */
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { BaikeComment, BaikeCommentPage } from '#lib/baike/types.ts';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { baikeComments, baikeEntries, users } from '#server/db/schema/index.ts';

/** The entry's status, or null when there is no such entry. */
export async function entryStatus(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ status: baikeEntries.status })
    .from(baikeEntries)
    .where(eq(baikeEntries.id, id))
    .limit(1);
  return row?.status ?? null;
}

const columns = {
  id: baikeComments.id,
  uid: baikeComments.uid,
  nickname: users.nickname,
  content: baikeComments.content,
  createdAt: baikeComments.createdAt,
  deletedAt: baikeComments.deletedAt,
  parentId: baikeComments.parentId,
};
interface Row {
  id: number;
  uid: number;
  nickname: string;
  content: string;
  createdAt: Date;
  deletedAt: Date | null;
  parentId: number | null;
}

function shown(row: Row, replies: BaikeComment[] = []): BaikeComment {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    // A marker names no one and says nothing: only its place in the thread is kept.
    uid: deleted ? 0 : row.uid,
    nickname: deleted ? '' : row.nickname,
    avatar: '',
    content: deleted ? '' : row.content,
    created_at: new Date(row.createdAt).toISOString(),
    deleted,
    parent_id: row.parentId,
    replies,
  };
}

/** A page of threads older than `after` (all when null); `next` is the last thread's id when more follow. */
export async function commentPage(
  db: Db,
  entryId: number,
  after: number | null,
  pageSize: number,
): Promise<BaikeCommentPage> {
  const reply = sql`exists (select 1 from baike_comments r where r.parent_id = ${baikeComments.id} and r.deleted_at is null)`;
  const threads = (await db
    .select(columns)
    .from(baikeComments)
    .innerJoin(users, eq(users.uid, baikeComments.uid))
    .where(
      and(
        eq(baikeComments.entryId, entryId),
        isNull(baikeComments.parentId),
        after === null ? undefined : lt(baikeComments.id, after),
        sql`(${baikeComments.deletedAt} is null or ${reply})`,
      ),
    )
    .orderBy(desc(baikeComments.id))
    .limit(pageSize + 1)) as Row[];
  const page = threads.slice(0, pageSize);
  const ids = page.map((t) => t.id);
  const replies = ids.length
    ? ((await db
        .select(columns)
        .from(baikeComments)
        .innerJoin(users, eq(users.uid, baikeComments.uid))
        .where(and(inArray(baikeComments.parentId, ids), isNull(baikeComments.deletedAt)))
        .orderBy(asc(baikeComments.id))) as Row[])
    : [];
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(baikeComments)
    .where(and(eq(baikeComments.entryId, entryId), isNull(baikeComments.deletedAt)));
  return {
    list: page.map((t) =>
      shown(
        t,
        replies.filter((r) => r.parentId === t.id).map((r) => shown(r)),
      ),
    ),
    total: Number(count?.n ?? 0),
    next: threads.length > pageSize ? page[page.length - 1]!.id : null,
  };
}

/** The thread a new comment belongs to (null for a new thread); refused when it cannot be posted. */
export async function checkComment(
  db: Db,
  entryId: number,
  parentId: number | undefined,
): Promise<number | null> {
  if ((await entryStatus(db, entryId)) !== 'published') throw new Refusal(BAIKE_MSG.entryNotPublished);
  if (parentId === undefined) return null;
  const find = async (id: number) =>
    (
      await db
        .select({
          id: baikeComments.id,
          entryId: baikeComments.entryId,
          parentId: baikeComments.parentId,
          deletedAt: baikeComments.deletedAt,
        })
        .from(baikeComments)
        .where(eq(baikeComments.id, id))
        .limit(1)
    )[0];
  const parent = await find(parentId);
  if (!parent || parent.deletedAt || parent.entryId !== entryId) throw new Refusal(BAIKE_MSG.parentInvalid);
  // A reply to a reply answers its thread (one level).
  const thread = parent.parentId === null ? parent : await find(parent.parentId);
  if (!thread || thread.deletedAt || thread.entryId !== entryId) throw new Refusal(BAIKE_MSG.parentInvalid);
  return thread.id;
}

export async function addComment(
  db: Db,
  input: { entryId: number; uid: number; content: string; thread: number | null },
  now: Date,
): Promise<BaikeComment> {
  const [row] = await db
    .insert(baikeComments)
    .values({
      entryId: input.entryId,
      uid: input.uid,
      parentId: input.thread,
      content: input.content,
      createdAt: now,
    })
    .returning({ id: baikeComments.id });
  const [saved] = (await db
    .select(columns)
    .from(baikeComments)
    .innerJoin(users, eq(users.uid, baikeComments.uid))
    .where(eq(baikeComments.id, row!.id))) as Row[];
  return shown(saved!);
}

/** Delete a comment as `by` (an editor deletes any); answers its entry, refused when it cannot be deleted. */
export async function deleteComment(
  db: Db,
  id: number,
  by: { uid: number; editor: boolean },
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ uid: baikeComments.uid, entryId: baikeComments.entryId, deletedAt: baikeComments.deletedAt })
    .from(baikeComments)
    .where(eq(baikeComments.id, id))
    .limit(1);
  if (!row || row.deletedAt) throw new Refusal(BAIKE_MSG.commentGone);
  if (row.uid !== by.uid && !by.editor) throw new Refusal(BAIKE_MSG.commentNotYours);
  // Only a live one is marked: two deletes at once leave the first's mark.
  const done = await db
    .update(baikeComments)
    .set({ deletedAt: now, deletedBy: by.uid })
    .where(and(eq(baikeComments.id, id), isNull(baikeComments.deletedAt)))
    .returning({ id: baikeComments.id });
  if (!done.length) throw new Refusal(BAIKE_MSG.commentGone);
  return row.entryId;
}
