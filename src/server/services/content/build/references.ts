/** Build queries of the reference and periodical pages: what src/content/references.ts reads. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { references, referenceSubdetails } from '#server/db/schema/index.ts';
import { CONTENT_STATUS } from '#lib/content/model.ts';
import { reportsTagged } from '#server/services/content/articleList.ts';
import { periodicalList, referenceList, relatedEnterprises } from '#server/services/content/references.ts';

const ALL = { page: 1, pageSize: Number.MAX_SAFE_INTEGER };

export const referenceQueries = {
  /** Every published reference, newest first (list columns only). */
  referencesAll: async (db: Db) => (await referenceList(db, {}, ALL)).list,
  /** Every periodical issue, newest first. */
  periodicalsAll: async (db: Db) => (await periodicalList(db, undefined, ALL)).list,
  /** The body, sub-sections and enterprises of a published reference; null when it is not public (no view counted). */
  referenceBody: async (db: Db, id: number) => {
    const [row] = await db
      .select({ html: references.contentHtml })
      .from(references)
      .where(and(eq(references.id, id), eq(references.status, CONTENT_STATUS.published)));
    if (!row) return null;
    const [subdetails, enterprises] = await Promise.all([
      db
        .select({
          id: referenceSubdetails.id,
          title: referenceSubdetails.title,
          content_html: referenceSubdetails.contentHtml,
        })
        .from(referenceSubdetails)
        .where(eq(referenceSubdetails.referenceId, id))
        .orderBy(asc(referenceSubdetails.sort), asc(referenceSubdetails.id)),
      relatedEnterprises(db, id),
    ]);
    return { content_html: row.html, subdetails, enterprises };
  },
  /** Research reports tagged with an industry (filled with the newest reports). */
  reportsOfIndustry: (db: Db, industry: string, limit: number) => reportsTagged(db, industry, limit),
};
