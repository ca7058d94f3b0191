/** Data products (数据产品): list, detail by id or document number, related by industry. */
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { attachments, dataProducts } from '#server/db/schema/index.ts';
import { CONTENT_STATUS } from '#lib/content/model.ts';
import { offsetOf, paged, type PageInput } from '#server/db/paging.ts';
import { iso } from './time.ts';
import { sanitizeRichHtml } from './sanitize.ts';

const published = eq(dataProducts.status, CONTENT_STATUS.published);

const itemColumns = {
  id: dataProducts.id,
  title: dataProducts.title,
  summary: dataProducts.summary,
  industry: dataProducts.industry,
  priceCents: dataProducts.priceCents,
  vipPriceCents: dataProducts.vipPriceCents,
  docId: dataProducts.docId,
  format: dataProducts.format,
  updateFrequency: dataProducts.updateFrequency,
  coverage: dataProducts.coverage,
  cover: dataProducts.cover,
  publishedAt: dataProducts.publishedAt,
  viewCount: dataProducts.viewCount,
  isDemo: dataProducts.isDemo,
};

type ProductRow = Pick<typeof dataProducts.$inferSelect, keyof typeof itemColumns>;

const toItem = (r: ProductRow) => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  industry: r.industry,
  price_cents: r.priceCents,
  vip_price_cents: r.vipPriceCents,
  doc_id: r.docId,
  format: r.format,
  update_frequency: r.updateFrequency,
  coverage: r.coverage,
  cover: r.cover,
  published_at: iso(r.publishedAt),
  view_count: r.viewCount,
  is_demo: r.isDemo,
});

export async function productList(db: Db, f: { industry?: string; format?: string }, p: PageInput) {
  const parts: SQL[] = [published];
  if (f.industry) parts.push(eq(dataProducts.industry, f.industry));
  if (f.format) parts.push(eq(dataProducts.format, f.format));
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(dataProducts)
      .where(where)
      .orderBy(desc(dataProducts.publishedAt), desc(dataProducts.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(dataProducts).where(where),
  ]);
  return paged(rows.map(toItem), total?.n ?? 0, p);
}

/** A published product by id or doc_id, with the sample file's description (not the file). */
export async function productDetail(db: Db, key: { id?: number; doc_id?: string }) {
  const match = key.id !== undefined ? eq(dataProducts.id, key.id) : eq(dataProducts.docId, key.doc_id!);
  const [row] = await db.select().from(dataProducts).where(and(match, published));
  if (!row) return null;
  const sample = row.sampleAttachmentId
    ? await db
        .select({ file_name: attachments.fileName, mime: attachments.mime, size: attachments.size })
        .from(attachments)
        .where(eq(attachments.id, row.sampleAttachmentId))
    : [];
  return { ...toItem(row), content_html: sanitizeRichHtml(row.contentHtml), sample: sample[0] ?? null };
}

/** Published products of an industry, except `exceptId`. */
export async function productsOfIndustry(db: Db, industry: string, exceptId: number | null, limit: number) {
  const rows = await db
    .select(itemColumns)
    .from(dataProducts)
    .where(
      and(
        published,
        eq(dataProducts.industry, industry),
        exceptId ? ne(dataProducts.id, exceptId) : undefined,
      ),
    )
    .orderBy(desc(dataProducts.publishedAt), desc(dataProducts.id))
    .limit(limit);
  return rows.map(toItem);
}

export async function productIndustry(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ industry: dataProducts.industry })
    .from(dataProducts)
    .where(and(eq(dataProducts.id, id), published));
  return row ? row.industry : null;
}
