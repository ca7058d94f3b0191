/** A 百科 version as members and editors read it (BaikeVersionView), and the small reads the writes share. */
import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BaikeVersionFields, BaikeVersionView } from '#lib/baike/types.ts';
import type { BaikeState } from '#lib/baike/states.ts';
import type { Db } from '#server/db/client.ts';
import { arrayLiteral } from '#server/db/arrays.ts';
import { baikeEntries, baikeVersions, users } from '#server/db/schema/index.ts';

/** A version row's fields as the answers name them (the member's editor, the review, the history's differences). */
export const versionFields = (v: VersionRow): BaikeVersionFields => ({
  title: v.title,
  qualifier: v.qualifier,
  aliases: v.aliases,
  category_id: v.categoryId,
  summary: v.summary,
  infobox: v.infobox,
  content_html: v.contentHtml,
  references: v.references,
  images: v.images,
  related: v.related,
  note: v.note,
});

export type VersionRow = typeof baikeVersions.$inferSelect;

/** Run `work` in one transaction; a Refusal thrown inside rolls it back and reaches the caller as the answer. */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

const authors = alias(users, 'baike_author');
const reviewers = alias(users, 'baike_reviewer');

/** One version with its author's and reviewer's names, or null. */
export async function versionView(db: Db, id: number): Promise<BaikeVersionView | null> {
  const [r] = await db
    .select({
      v: baikeVersions,
      authorName: authors.nickname,
      reviewerName: reviewers.nickname,
    })
    .from(baikeVersions)
    .leftJoin(authors, eq(authors.uid, baikeVersions.authorId))
    .leftJoin(reviewers, eq(reviewers.uid, baikeVersions.reviewerId))
    .where(eq(baikeVersions.id, id))
    .limit(1);
  if (!r) return null;
  const v = r.v;
  return {
    id: v.id,
    entry_id: v.entryId,
    base_version_id: v.baseVersionId,
    state: v.state as BaikeState,
    revision: v.revision,
    ...versionFields(v),
    reason: v.reason,
    author: v.authorId ? { uid: v.authorId, nickname: r.authorName ?? '' } : null,
    reviewer: v.reviewerId ? { uid: v.reviewerId, nickname: r.reviewerName ?? '' } : null,
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
    submitted_at: iso(v.submittedAt),
    reviewed_at: iso(v.reviewedAt),
  };
}

/** The SQL that makes an author's write a new revision (what an editor opened before it can no longer be acted on). */
export const nextRevision = sql`${baikeVersions.revision} + 1`;

export async function versionRow(db: Db, id: number): Promise<VersionRow | null> {
  const [row] = await db.select().from(baikeVersions).where(eq(baikeVersions.id, id)).limit(1);
  return row ?? null;
}

/** A shown entry (published or withdrawn) other than `entryId` holding this title and qualifier. */
export async function titleHolder(
  db: Db,
  title: string,
  qualifier: string,
  entryId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: baikeEntries.id })
    .from(baikeEntries)
    .where(
      and(
        eq(baikeEntries.title, title),
        eq(baikeEntries.qualifier, qualifier),
        ne(baikeEntries.status, 'draft'),
        entryId ? ne(baikeEntries.id, entryId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The first of `aliases` that is another published entry's title or alias, with that entry's title. */
export async function aliasHolder(
  db: Db,
  aliases: string[],
  entryId: number | null,
): Promise<{ alias: string; title: string } | null> {
  if (!aliases.length) return null;
  const rows = await db
    .select({ title: baikeEntries.title, aliases: baikeEntries.aliases })
    .from(baikeEntries)
    .where(
      and(
        eq(baikeEntries.status, 'published'),
        entryId ? ne(baikeEntries.id, entryId) : undefined,
        sql`(${baikeEntries.title} = any(${arrayLiteral(aliases)}::text[]) or ${baikeEntries.aliases} ?| ${arrayLiteral(aliases)}::text[])`,
      ),
    )
    .limit(5);
  for (const a of aliases)
    for (const r of rows) if (r.title === a || r.aliases.includes(a)) return { alias: a, title: r.title };
  return null;
}
