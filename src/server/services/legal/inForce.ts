/** Which version of each document is in force: the newest published one whose effective time has passed. */
import { and, desc, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { legalDocuments } from '#server/db/schema/index.ts';
import { LEGAL_KINDS, type LegalKind } from '#lib/legal/documents.ts';

export type LegalRow = typeof legalDocuments.$inferSelect;

/** The version in force per kind (a kind without one is absent). */
export async function versionsInForce(db: Db, now: Date): Promise<Map<LegalKind, LegalRow>> {
  const rows = await db
    .select()
    .from(legalDocuments)
    .where(and(isNotNull(legalDocuments.publishedAt), lte(legalDocuments.effectiveAt, now)))
    .orderBy(desc(legalDocuments.version));
  const found = new Map<LegalKind, LegalRow>();
  for (const row of rows) {
    const kind = row.kind as LegalKind;
    if (LEGAL_KINDS.includes(kind) && !found.has(kind)) found.set(kind, row);
  }
  return found;
}
