/**
 * The editors' review (/api/admin/baike/*): the queue, a version beside the entry's current one, approve (the
 * version's fields copied onto the entry, a content event, points for the author), refuse, withdraw and restore.
 * Every version is kept: approving never deletes or rewrites an older one.
 */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { baikeEntryHref } from '#lib/baike/href.ts';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import { withToc } from '#lib/baike/toc.ts';
import { BAIKE_ENTRY_STATUS, BAIKE_MOVES, canMove, type BaikeState } from '#lib/baike/states.ts';
import type { BaikeReview, BaikeReviewItem } from '#lib/baike/types.ts';
import type { Paged } from '#lib/paging.ts';
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { baikeEntries, baikeVersions, users } from '#server/db/schema/index.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvents } from '#server/services/content/events.ts';
import { sanitizeRichHtml } from '#server/services/content/sanitize.ts';
import { award } from '#server/services/points/scoreRules.ts';
import { pinyinColumns } from '#server/services/search/pinyin.ts';
import { inTransaction, titleHolder, versionRow, versionView } from './versions.ts';

/** The score rule a published version earns its author (seed.ts SCORE_RULES); the occasion is the version id. */
export const BAIKE_SCORE_RULE = 'baike_publish';

const authors = alias(users, 'baike_author');

export async function reviewList(
  db: Db,
  q: { state: string; page: number; pageSize: number },
): Promise<Paged<BaikeReviewItem>> {
  const where = eq(baikeVersions.state, q.state);
  // The queue oldest first (first come, first reviewed); the other states newest first.
  const order =
    q.state === 'pending'
      ? [asc(baikeVersions.submittedAt), asc(baikeVersions.id)]
      : [desc(baikeVersions.updatedAt), desc(baikeVersions.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ v: baikeVersions, authorName: authors.nickname })
      .from(baikeVersions)
      .leftJoin(authors, eq(authors.uid, baikeVersions.authorId))
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(baikeVersions).where(where),
  ]);
  return {
    list: rows.map(({ v, authorName }) => ({
      version_id: v.id,
      entry_id: v.entryId,
      title: v.title,
      qualifier: v.qualifier,
      state: v.state as BaikeState,
      is_new: v.baseVersionId === null,
      author: v.authorId ? { uid: v.authorId, nickname: authorName ?? '' } : null,
      note: v.note,
      submitted_at: v.submittedAt ? v.submittedAt.toISOString() : null,
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function reviewOf(db: Db, id: number): Promise<BaikeReview | null> {
  const version = await versionView(db, id);
  if (!version) return null;
  const [entry] = await db
    .select({ id: baikeEntries.id, status: baikeEntries.status, current: baikeEntries.currentVersionId })
    .from(baikeEntries)
    .where(eq(baikeEntries.id, version.entry_id));
  const current = entry?.current ? await versionView(db, entry.current) : null;
  return {
    revision: version.revision,
    version,
    // The entry page's renderer over the body sanitised again: the review screen draws it as HTML, like the page.
    rendered_html: withToc(sanitizeRichHtml(version.content_html)).html,
    current,
    entry: {
      id: version.entry_id,
      status: entry?.status ?? BAIKE_ENTRY_STATUS.draft,
      href: entry?.status === BAIKE_ENTRY_STATUS.published ? baikeEntryHref(version.entry_id) : null,
    },
  };
}

/** Why a move of `id` at `revision` found no pending row of that revision: gone, moved on, or not pending. */
async function whyNotMoved(db: Db, id: number, revision: number): Promise<string> {
  const row = await versionRow(db, id);
  if (!row) return BAIKE_MSG.versionGone;
  if (row.revision !== revision) return BAIKE_MSG.revisionChanged;
  return BAIKE_MSG.notPending;
}

/**
 * Publish the pending version at the revision the editor read: it becomes the entry's current one, in one transaction
 * with its content event. The state change is conditional on that revision, so a recall and resubmit racing it loses
 * or refuses it; the entry takes the fields the conditional UPDATE returned, never an earlier read.
 */
export async function approveVersion(
  db: Db,
  editorUid: number,
  id: number,
  revision: number,
  now: Date,
): Promise<BaikeReview> {
  const seen = await versionRow(db, id);
  if (!seen) throw new Refusal(BAIKE_MSG.versionGone);
  if (seen.revision !== revision) throw new Refusal(BAIKE_MSG.revisionChanged);
  if (!canMove('approve', seen.state)) throw new Refusal(BAIKE_MSG.notPending);
  if (await titleHolder(db, seen.title, seen.qualifier, seen.entryId))
    throw new Refusal(BAIKE_MSG.titleTaken(seen.title));
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(baikeVersions)
      .set({
        state: BAIKE_MOVES.approve.to,
        reviewerId: editorUid,
        reviewedAt: now,
        reason: '',
        updatedAt: now,
      })
      .where(
        and(
          eq(baikeVersions.id, id),
          eq(baikeVersions.state, 'pending'),
          eq(baikeVersions.revision, revision),
        ),
      )
      .returning();
    if (!row) throw new Refusal(await whyNotMoved(tx, id, revision));
    const [before] = await tx
      .select({ status: baikeEntries.status, publishedAt: baikeEntries.publishedAt })
      .from(baikeEntries)
      .where(eq(baikeEntries.id, row.entryId));
    await tx
      .update(baikeEntries)
      .set({
        title: row.title,
        qualifier: row.qualifier,
        aliases: row.aliases,
        categoryId: row.categoryId,
        summary: row.summary,
        ...pinyinColumns([row.title, ...row.aliases]),
        currentVersionId: id,
        status: BAIKE_ENTRY_STATUS.published,
        changedAt: now,
        publishedAt: before?.publishedAt ?? now,
        updatedAt: now,
      })
      .where(eq(baikeEntries.id, row.entryId));
    await logContentEvents(tx, [
      {
        entity: CONTENT_ENTITY.baike,
        id: row.entryId,
        action:
          before?.status === BAIKE_ENTRY_STATUS.published ? CONTENT_ACTION.update : CONTENT_ACTION.publish,
        uid: editorUid,
        at: now,
      },
    ]);
  });
  // Points once per version (the version id is the occasion), through the score rules.
  if (seen.authorId) await award(db, seen.authorId, BAIKE_SCORE_RULE, String(id), now);
  return (await reviewOf(db, id))!;
}

/** Refuse the pending version at the revision the editor read, with the reason its author reads. */
export async function refuseVersion(
  db: Db,
  editorUid: number,
  id: number,
  revision: number,
  reason: string,
  now: Date,
): Promise<BaikeReview> {
  const row = await versionRow(db, id);
  if (!row) throw new Refusal(BAIKE_MSG.versionGone);
  if (row.revision !== revision) throw new Refusal(BAIKE_MSG.revisionChanged);
  if (!canMove('refuse', row.state)) throw new Refusal(BAIKE_MSG.notPending);
  const [moved] = await db
    .update(baikeVersions)
    .set({ state: BAIKE_MOVES.refuse.to, reason, reviewerId: editorUid, reviewedAt: now, updatedAt: now })
    .where(
      and(eq(baikeVersions.id, id), eq(baikeVersions.state, 'pending'), eq(baikeVersions.revision, revision)),
    )
    .returning({ id: baikeVersions.id });
  if (!moved) throw new Refusal(await whyNotMoved(db, id, revision));
  return (await reviewOf(db, id))!;
}

/** 下线 (published → unpublished, its page removed) or 恢复 (back to published), with its content event. */
export async function setEntryShown(
  db: Db,
  editorUid: number,
  entryId: number,
  shown: boolean,
  now: Date,
): Promise<{ id: number; status: string }> {
  const from = shown ? BAIKE_ENTRY_STATUS.unpublished : BAIKE_ENTRY_STATUS.published;
  const to = shown ? BAIKE_ENTRY_STATUS.published : BAIKE_ENTRY_STATUS.unpublished;
  return inTransaction(db, async (tx) => {
    const [moved] = await tx
      .update(baikeEntries)
      .set({ status: to, updatedAt: now })
      .where(
        and(
          eq(baikeEntries.id, entryId),
          eq(baikeEntries.status, from),
          ne(baikeEntries.currentVersionId, 0),
        ),
      )
      .returning({ id: baikeEntries.id });
    if (!moved) throw new Refusal(shown ? BAIKE_MSG.entryNotWithdrawn : BAIKE_MSG.entryGone);
    await logContentEvents(tx, [
      {
        entity: CONTENT_ENTITY.baike,
        id: entryId,
        action: shown ? CONTENT_ACTION.publish : CONTENT_ACTION.unpublish,
        uid: editorUid,
        at: now,
      },
    ]);
    return { id: entryId, status: to };
  });
}
