/**
 * saveMyBaike: a member's new entry, an edit proposal of a published one, or a change to their own draft or refused
 * version; the body sanitised and measured here, titles and aliases checked against the published entries.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { bodyText } from '#lib/baike/diff.ts';
import { BAIKE_LIMITS as L } from '#lib/baike/limits.ts';
import { BAIKE_IMAGE_MSG, BAIKE_MSG } from '#lib/baike/messages.ts';
import { BAIKE_ENTRY_STATUS, EDITABLE_STATES, type BaikeState } from '#lib/baike/states.ts';
import type { BaikeVersionView } from '#lib/baike/types.ts';
import type { BaikeDraftInput } from '#lib/baike/validators.ts';
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { baikeCategories, baikeEntries, baikeVersions } from '#server/db/schema/index.ts';
import { cleanRichHtml } from '#server/services/content/sanitize.ts';
import {
  aliasHolder,
  inTransaction,
  nextRevision,
  titleHolder,
  versionRow,
  versionView,
} from './versions.ts';
import { submitChecked } from './versionsMove.ts';

/** The stored body; refused for an image not uploaded here or too little text left once sanitised. */
export function cleanBody(html: string): string {
  const { html: clean, droppedImages } = cleanRichHtml(html);
  if (droppedImages) throw new Refusal(BAIKE_IMAGE_MSG.bodyImage, 'content_html');
  if (bodyText(clean).length < L.bodyMin) throw new Refusal(BAIKE_MSG.bodyTooShort, 'content_html');
  return clean;
}

async function checkCategory(db: Db, id: number): Promise<string | null> {
  const [node] = await db
    .select({ id: baikeCategories.id })
    .from(baikeCategories)
    .where(eq(baikeCategories.id, id))
    .limit(1);
  if (!node) return BAIKE_MSG.unknownCategory;
  const [child] = await db
    .select({ id: baikeCategories.id })
    .from(baikeCategories)
    .where(eq(baikeCategories.parentId, id))
    .limit(1);
  return child ? BAIKE_MSG.categoryNotLeaf : null;
}

/** Whether every related entry is another published entry. */
async function relatedValid(db: Db, ids: number[], entryId: number | null): Promise<boolean> {
  if (!ids.length) return true;
  if (entryId && ids.includes(entryId)) return false;
  const rows = await db
    .select({ id: baikeEntries.id })
    .from(baikeEntries)
    .where(and(inArray(baikeEntries.id, ids), eq(baikeEntries.status, BAIKE_ENTRY_STATUS.published)));
  return rows.length === ids.length;
}

const ownCount = async (db: Db, uid: number, state: BaikeState) =>
  (
    await db
      .select({ n: count() })
      .from(baikeVersions)
      .where(and(eq(baikeVersions.authorId, uid), eq(baikeVersions.state, state)))
  )[0]?.n ?? 0;

const unique = <T>(xs: T[]): T[] => [...new Set(xs)];

/** Save (and with `submit`, submit) a member's version; answers the version as saved. */
export async function saveMyBaike(
  db: Db,
  uid: number,
  input: BaikeDraftInput,
  now: Date,
): Promise<BaikeVersionView> {
  const body = cleanBody(input.content_html);
  const aliases = unique(input.aliases).filter((a) => a !== input.title);
  const related = unique(input.related);

  // Where the version goes: an own version, an edit of a published entry, or a new entry.
  let existing = null;
  let entryId: number | null = null;
  if (input.id) {
    existing = await versionRow(db, input.id);
    if (!existing || existing.authorId !== uid) throw new Refusal(BAIKE_MSG.notYours);
    if (!EDITABLE_STATES.includes(existing.state as BaikeState)) throw new Refusal(BAIKE_MSG.notEditable);
    entryId = existing.entryId;
  } else if (input.entry_id) {
    const [entry] = await db
      .select({ status: baikeEntries.status })
      .from(baikeEntries)
      .where(eq(baikeEntries.id, input.entry_id))
      .limit(1);
    if (entry?.status !== BAIKE_ENTRY_STATUS.published) throw new Refusal(BAIKE_MSG.entryNotPublished);
    entryId = input.entry_id;
  }
  if (!existing && (await ownCount(db, uid, 'draft')) >= L.draftsPerMember)
    throw new Refusal(BAIKE_MSG.tooManyDrafts);

  const category = await checkCategory(db, input.category_id);
  if (category) throw new Refusal(category, 'category_id');
  if (await titleHolder(db, input.title, input.qualifier, entryId))
    throw new Refusal(BAIKE_MSG.titleTaken(input.title), 'title');
  if (!(await relatedValid(db, related, entryId))) throw new Refusal(BAIKE_MSG.relatedInvalid, 'related');
  const clash = await aliasHolder(db, aliases, entryId);
  if (clash) throw new Refusal(BAIKE_MSG.aliasTaken(clash.alias, clash.title), 'aliases');

  const fields = {
    title: input.title,
    qualifier: input.qualifier,
    aliases,
    categoryId: input.category_id,
    summary: input.summary,
    infobox: input.infobox as [string, string][],
    contentHtml: body,
    references: input.references,
    images: input.images,
    related,
    note: input.note,
  };

  const saved = await inTransaction(db, async (tx) => {
    let id: number;
    if (existing) {
      // A new revision, and only while still editable: a version submitted meanwhile is not rewritten under review.
      const [updated] = await tx
        .update(baikeVersions)
        .set({ ...fields, state: 'draft', reason: '', updatedAt: now, revision: nextRevision })
        .where(and(eq(baikeVersions.id, existing.id), inArray(baikeVersions.state, [...EDITABLE_STATES])))
        .returning({ id: baikeVersions.id });
      if (!updated) throw new Refusal(BAIKE_MSG.notEditable);
      id = existing.id;
    } else {
      let baseVersionId: number | null = null;
      if (entryId) {
        const [entry] = await tx
          .select({ current: baikeEntries.currentVersionId })
          .from(baikeEntries)
          .where(eq(baikeEntries.id, entryId));
        baseVersionId = entry?.current ?? null;
      } else {
        // A new entry: a draft row that holds no title until its first version is approved.
        const [entry] = await tx
          .insert(baikeEntries)
          .values({
            title: fields.title,
            qualifier: fields.qualifier,
            aliases: fields.aliases,
            categoryId: fields.categoryId,
            summary: fields.summary,
            status: BAIKE_ENTRY_STATUS.draft,
            createdBy: uid,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: baikeEntries.id });
        entryId = entry!.id;
      }
      const [row] = await tx
        .insert(baikeVersions)
        .values({
          ...fields,
          entryId: entryId!,
          baseVersionId,
          authorId: uid,
          state: 'draft',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: baikeVersions.id });
      id = row!.id;
    }
    // A member's new entry not yet published shows what its latest version says.
    await tx
      .update(baikeEntries)
      .set({
        title: fields.title,
        qualifier: fields.qualifier,
        categoryId: fields.categoryId,
        summary: fields.summary,
        updatedAt: now,
      })
      .where(and(eq(baikeEntries.id, entryId!), eq(baikeEntries.status, BAIKE_ENTRY_STATUS.draft)));
    if (input.submit) {
      // A refused submit takes the save back with it: the member retries one call.
      await submitChecked(tx, uid, id, now, { saved: true });
    }
    return id;
  });
  return (await versionView(db, saved))!;
}
