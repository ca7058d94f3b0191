/** Industry references (行业参考资料): lists, detail with sub-sections, enterprises, periodicals. */
import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  attachments,
  enterprises,
  periodicals,
  referenceEnterprises,
  references,
  referenceSubdetails,
} from '#server/db/schema/index.ts';
import { CONTENT_STATUS } from '#lib/content/model.ts';
import { offsetOf, paged, type PageInput } from '#server/db/paging.ts';
import { iso } from './time.ts';
import { sanitizeRichHtml } from './sanitize.ts';

const published = eq(references.status, CONTENT_STATUS.published);

const itemColumns = {
  id: references.id,
  title: references.title,
  summary: references.summary,
  industry: references.industry,
  region: references.region,
  year: references.year,
  cover: references.cover,
  publishedAt: references.publishedAt,
  viewCount: references.viewCount,
  isDemo: references.isDemo,
};

type RefRow = Pick<typeof references.$inferSelect, keyof typeof itemColumns>;

const toItem = (r: RefRow) => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  industry: r.industry,
  region: r.region,
  year: r.year,
  cover: r.cover,
  published_at: iso(r.publishedAt),
  view_count: r.viewCount,
  is_demo: r.isDemo,
});

export async function referenceList(db: Db, f: { industry?: string; year?: number }, p: PageInput) {
  const parts: SQL[] = [published];
  if (f.industry) parts.push(eq(references.industry, f.industry));
  if (f.year) parts.push(eq(references.year, f.year));
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(references)
      .where(where)
      .orderBy(desc(references.publishedAt), desc(references.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(references).where(where),
  ]);
  return paged(rows.map(toItem), total?.n ?? 0, p);
}

/** A published reference with its sub-section titles; null when absent or not published. */
export async function referenceDetail(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(references)
    .where(and(eq(references.id, id), published));
  if (!row) return null;
  const subs = await db
    .select({ id: referenceSubdetails.id, title: referenceSubdetails.title, sort: referenceSubdetails.sort })
    .from(referenceSubdetails)
    .where(eq(referenceSubdetails.referenceId, id))
    .orderBy(asc(referenceSubdetails.sort), asc(referenceSubdetails.id));
  return { ...toItem(row), content_html: sanitizeRichHtml(row.contentHtml), subdetails: subs };
}

/** One sub-section of a published reference, with its siblings for the chapter menu. */
export async function subDetail(db: Db, id: number) {
  const [row] = await db
    .select({ sub: referenceSubdetails, refTitle: references.title })
    .from(referenceSubdetails)
    .innerJoin(references, eq(references.id, referenceSubdetails.referenceId))
    .where(and(eq(referenceSubdetails.id, id), published));
  if (!row) return null;
  const siblings = await db
    .select({ id: referenceSubdetails.id, title: referenceSubdetails.title })
    .from(referenceSubdetails)
    .where(eq(referenceSubdetails.referenceId, row.sub.referenceId))
    .orderBy(asc(referenceSubdetails.sort), asc(referenceSubdetails.id));
  return {
    id: row.sub.id,
    reference_id: row.sub.referenceId,
    reference_title: row.refTitle,
    title: row.sub.title,
    content_html: sanitizeRichHtml(row.sub.contentHtml),
    siblings,
  };
}

const enterpriseColumns = {
  id: enterprises.id,
  name: enterprises.name,
  region: enterprises.region,
  industry: enterprises.industry,
  summary: enterprises.summary,
  is_demo: enterprises.isDemo,
};

export async function relatedEnterprises(db: Db, referenceId: number) {
  return db
    .select(enterpriseColumns)
    .from(referenceEnterprises)
    .innerJoin(enterprises, eq(enterprises.id, referenceEnterprises.enterpriseId))
    .where(eq(referenceEnterprises.referenceId, referenceId))
    .orderBy(asc(enterprises.id));
}

/** An enterprise with the published references that mention it. */
export async function enterpriseInfo(db: Db, id: number) {
  const [row] = await db.select(enterpriseColumns).from(enterprises).where(eq(enterprises.id, id));
  if (!row) return null;
  const refs = await db
    .select(itemColumns)
    .from(referenceEnterprises)
    .innerJoin(references, eq(references.id, referenceEnterprises.referenceId))
    .where(and(eq(referenceEnterprises.enterpriseId, id), published))
    .orderBy(desc(references.publishedAt), desc(references.id))
    .limit(20);
  return { ...row, references: refs.map(toItem) };
}

/** The industry of a published reference, or null. */
export async function referenceIndustry(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ industry: references.industry })
    .from(references)
    .where(and(eq(references.id, id), published));
  return row ? row.industry : null;
}

/** Other published references of the same industry. */
export async function sameIndustryReferences(db: Db, id: number, industry: string, limit: number) {
  const rows = await db
    .select(itemColumns)
    .from(references)
    .where(and(published, eq(references.industry, industry), ne(references.id, id)))
    .orderBy(desc(references.publishedAt), desc(references.id))
    .limit(limit);
  return rows.map(toItem);
}

export async function periodicalList(db: Db, year: number | undefined, p: PageInput) {
  const where = year ? eq(periodicals.year, year) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        p: periodicals,
        file: { id: attachments.id, file_name: attachments.fileName, page_count: attachments.pageCount },
      })
      .from(periodicals)
      .leftJoin(attachments, eq(attachments.id, periodicals.attachmentId))
      .where(where)
      .orderBy(desc(periodicals.publishedAt), desc(periodicals.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(periodicals).where(where),
  ]);
  const list = rows.map(({ p: r, file }) => ({
    id: r.id,
    name: r.name,
    issue: r.issue,
    year: r.year,
    cover: r.cover,
    summary: r.summary,
    published_at: iso(r.publishedAt),
    attachment: file?.file_name ? file : null,
    is_demo: r.isDemo,
  }));
  return paged(list, total?.n ?? 0, p);
}
