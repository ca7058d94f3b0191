/**
 * 用户协议 and 隐私政策 version 1 (reference/legal/*.md), written into every database, production included, while a
 * kind has no version: published and in force from the database's first start. Editors publish later versions in
 * /admin → 协议与政策; a version written here is never rewritten.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { LEGAL_KINDS } from '#lib/legal/documents.ts';
import type { Db } from './client.ts';
import { referenceFile } from './referenceFiles.ts';
import { legalDocuments } from '#server/db/schema/index.ts';

/** The body of version 1 of a kind, as written in the project. */
export const legalReferenceText = (kind: string): string =>
  readFileSync(referenceFile('legal', `${kind}.md`), 'utf8');

export async function seedLegalReference(db: Db, now: Date): Promise<void> {
  for (const kind of LEGAL_KINDS) {
    const [held] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(legalDocuments)
      .where(eq(legalDocuments.kind, kind));
    if (held && held.n > 0) continue;
    await db
      .insert(legalDocuments)
      .values({
        kind,
        version: 1,
        body: legalReferenceText(kind),
        summary: '首次发布',
        effectiveAt: now,
        publishedAt: now,
      })
      .onConflictDoNothing();
  }
}
