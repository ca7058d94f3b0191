/** Build query of the two documents' pages (issue 30): every published version, newest first, rendered. */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { legalDocuments } from '#server/db/schema/index.ts';
import { chinaDate } from '#lib/chinaTime.ts';
import type { LegalKind } from '#lib/legal/documents.ts';
import { legalHtml } from './render.ts';

export interface LegalPageVersion {
  version: number;
  effective_at: string;
  summary: string;
  html: string;
  /** Not yet in force when the page was built. */
  upcoming: boolean;
}

export const legalQueries = {
  /** The published versions of a document; the page shows the one in force and keeps the others readable. */
  legalVersions: async (db: Db, kind: LegalKind): Promise<LegalPageVersion[]> => {
    const now = new Date();
    const rows = await db
      .select()
      .from(legalDocuments)
      .where(and(eq(legalDocuments.kind, kind), isNotNull(legalDocuments.publishedAt)))
      .orderBy(desc(legalDocuments.version));
    return rows.map((r) => ({
      version: r.version,
      effective_at: chinaDate(r.effectiveAt),
      summary: r.summary,
      html: legalHtml(r.body),
      upcoming: r.effectiveAt > now,
    }));
  },
};
