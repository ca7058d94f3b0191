/**
 * The editors' side of the legal documents (issue 30): versions listed per kind, a draft saved, previewed and
 * published. A published version is never changed: a change is a new version with its own effective date.
 */
import { and, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { legalDocuments } from '#server/db/schema/index.ts';
import { Refusal } from '#server/core/refusal.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvent } from '#server/services/content/events.ts';
import { chinaDate } from '#lib/chinaTime.ts';
import type { LegalKind } from '#lib/legal/documents.ts';
import { LEGAL_MSG } from '#lib/legal/messages.ts';
import type { LegalVersionDetail, LegalVersionItem, LegalVersionState } from '#lib/legal/types.ts';
import { effectiveInstant, type LegalDraftInput } from '#lib/legal/validators.ts';
import { versionsInForce, type LegalRow } from './inForce.ts';
import { legalHtml } from './render.ts';

function stateOf(row: LegalRow, inForce: LegalRow | undefined, now: Date): LegalVersionState {
  if (!row.publishedAt) return 'draft';
  if (row.effectiveAt > now) return 'upcoming';
  return inForce?.id === row.id ? 'in_force' : 'superseded';
}

const itemOf = (row: LegalRow, inForce: LegalRow | undefined, now: Date): LegalVersionItem => ({
  id: row.id,
  kind: row.kind as LegalKind,
  version: row.version,
  summary: row.summary,
  effective_at: chinaDate(row.effectiveAt),
  published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
  state: stateOf(row, inForce, now),
});

/** Every version of one document, newest first. */
export async function listVersions(db: Db, kind: LegalKind, now: Date): Promise<LegalVersionItem[]> {
  const rows = await db
    .select()
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.version));
  const inForce = (await versionsInForce(db, now)).get(kind);
  return rows.map((r) => itemOf(r, inForce, now));
}

async function rowOf(db: Db, id: number): Promise<LegalRow> {
  const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.id, id)).limit(1);
  if (!row) throw new Refusal(LEGAL_MSG.versionMissing);
  return row;
}

export async function versionDetail(db: Db, id: number, now: Date): Promise<LegalVersionDetail> {
  const row = await rowOf(db, id);
  const inForce = (await versionsInForce(db, now)).get(row.kind as LegalKind);
  return { ...itemOf(row, inForce, now), body: row.body, html: legalHtml(row.body) };
}

/** A new draft (the next version number of its kind) or the same draft changed; a published version is refused. */
export async function saveDraft(db: Db, input: LegalDraftInput, by: { uid: number }): Promise<number> {
  const fields = {
    body: input.body,
    summary: input.summary,
    effectiveAt: effectiveInstant(input.effective_at),
    editorUid: by.uid,
  };
  if (input.id) {
    const row = await rowOf(db, input.id);
    if (row.kind !== input.kind) throw new Refusal(LEGAL_MSG.versionMissing);
    const [changed] = await db
      .update(legalDocuments)
      .set(fields)
      // Only while still a draft: a publish that lands first wins and this change is refused.
      .where(and(eq(legalDocuments.id, input.id), sql`${legalDocuments.publishedAt} is null`))
      .returning({ id: legalDocuments.id });
    if (!changed) throw new Refusal(LEGAL_MSG.publishedLocked);
    return changed.id;
  }
  return db.transaction(async (tx) => {
    // One new version at a time per kind, so two editors never take the same number.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`legal:${input.kind}`}))`);
    const [{ last }] = (await tx
      .select({ last: max(legalDocuments.version) })
      .from(legalDocuments)
      .where(eq(legalDocuments.kind, input.kind))) as [{ last: number | null }];
    const [row] = await tx
      .insert(legalDocuments)
      .values({ kind: input.kind, version: (last ?? 0) + 1, ...fields })
      .returning({ id: legalDocuments.id });
    return row!.id;
  });
}

/**
 * Publish a draft: from then on it is fixed. It takes effect today or later, never before the version it replaces,
 * and never behind a newer published version. The pages render again through the publish queue.
 */
export async function publishVersion(db: Db, id: number, by: { uid: number; now: Date }): Promise<void> {
  const row = await rowOf(db, id);
  if (row.publishedAt) throw new Refusal(LEGAL_MSG.alreadyPublished);
  const [newest] = await db
    .select({ version: legalDocuments.version, effectiveAt: legalDocuments.effectiveAt })
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, row.kind), isNotNull(legalDocuments.publishedAt)))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  if (newest && newest.version > row.version) throw new Refusal(LEGAL_MSG.olderThanPublished);
  // Compared as China's days: a version takes effect at a day's start, never before the day it is published.
  const effective = chinaDate(row.effectiveAt);
  if (effective < chinaDate(by.now)) throw new Refusal(LEGAL_MSG.effectivePast);
  if (newest && effective < chinaDate(newest.effectiveAt))
    throw new Refusal(LEGAL_MSG.effectiveBeforeCurrent);
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(legalDocuments)
      .set({ publishedAt: by.now, editorUid: by.uid })
      .where(and(eq(legalDocuments.id, id), sql`${legalDocuments.publishedAt} is null`))
      .returning({ id: legalDocuments.id });
    if (!moved) throw new Refusal(LEGAL_MSG.alreadyPublished);
    await logContentEvent(tx, {
      entity: CONTENT_ENTITY.legal,
      id,
      action: CONTENT_ACTION.publish,
      uid: by.uid,
      at: by.now,
    });
  });
}
