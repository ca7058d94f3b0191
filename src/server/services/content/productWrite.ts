/** Editor writes of data products; the document number must stay unique. */
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dataProducts } from '#server/db/schema/index.ts';
import { CONTENT_STATUS } from '#lib/content/model.ts';
import { type ProductWriteInput } from '#lib/content/validators.ts';
import { CONTENT_ENTITY } from './events.ts';
import { noteEdit, type Actor } from './lifecycle.ts';
import { offsetOf, paged, type PageInput } from './paging.ts';
import { sanitizeRichHtml } from './sanitize.ts';
import { iso } from './time.ts';

type Changes = Partial<typeof dataProducts.$inferInsert>;

function changesOf(input: ProductWriteInput): Changes {
  const c: Changes = {};
  if (input.title !== undefined) c.title = input.title;
  if (input.summary !== undefined) c.summary = input.summary;
  if (input.content_html !== undefined) c.contentHtml = sanitizeRichHtml(input.content_html);
  if (input.industry !== undefined) c.industry = input.industry;
  if (input.price_cents !== undefined) c.priceCents = input.price_cents;
  if (input.vip_price_cents !== undefined) c.vipPriceCents = input.vip_price_cents;
  if (input.doc_id !== undefined) c.docId = input.doc_id;
  if (input.format !== undefined) c.format = input.format;
  if (input.update_frequency !== undefined) c.updateFrequency = input.update_frequency;
  if (input.coverage !== undefined) c.coverage = input.coverage;
  if (input.cover !== undefined) c.cover = input.cover;
  if (input.sample_attachment_id !== undefined) c.sampleAttachmentId = input.sample_attachment_id;
  return c;
}

export async function productForEditor(db: Db, id: number) {
  const [row] = await db.select().from(dataProducts).where(eq(dataProducts.id, id));
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content_html: row.contentHtml,
    industry: row.industry,
    price_cents: row.priceCents,
    vip_price_cents: row.vipPriceCents,
    doc_id: row.docId,
    format: row.format,
    update_frequency: row.updateFrequency,
    coverage: row.coverage,
    cover: row.cover,
    sample_attachment_id: row.sampleAttachmentId,
    status: row.status,
    published_at: iso(row.publishedAt),
    updated_at: iso(row.updatedAt),
    is_demo: row.isDemo,
  };
}

export async function docIdTaken(db: Db, docId: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: dataProducts.id })
    .from(dataProducts)
    .where(eq(dataProducts.docId, docId));
  return row !== undefined && row.id !== exceptId;
}

/** A new document number when the editor gives none: P + time + id-free random suffix. */
export const newDocId = (now: Date): string =>
  `P${now.getTime().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;

export async function createProduct(db: Db, input: ProductWriteInput & { title: string }, by: Actor) {
  const [row] = await db
    .insert(dataProducts)
    .values({
      ...changesOf(input),
      title: input.title,
      docId: input.doc_id ?? newDocId(by.now),
      status: CONTENT_STATUS.draft,
      createdBy: by.uid,
      createdAt: by.now,
      updatedAt: by.now,
    })
    .returning({ id: dataProducts.id });
  return productForEditor(db, row!.id);
}

export async function updateProduct(db: Db, id: number, input: ProductWriteInput, by: Actor) {
  const [row] = await db
    .update(dataProducts)
    .set({ ...changesOf(input), updatedAt: by.now })
    .where(eq(dataProducts.id, id))
    .returning({ id: dataProducts.id, status: dataProducts.status });
  if (!row) return null;
  await noteEdit(db, CONTENT_ENTITY.product, id, row.status, by);
  return productForEditor(db, id);
}

export async function productsForEditor(db: Db, f: { status?: string }, p: PageInput) {
  const where = f.status ? eq(dataProducts.status, f.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: dataProducts.id,
        title: dataProducts.title,
        doc_id: dataProducts.docId,
        status: dataProducts.status,
        updated_at: dataProducts.updatedAt,
      })
      .from(dataProducts)
      .where(where)
      .orderBy(desc(dataProducts.updatedAt), desc(dataProducts.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(dataProducts).where(where),
  ]);
  return paged(
    rows.map((r) => ({ ...r, updated_at: iso(r.updated_at) })),
    total?.n ?? 0,
    p,
  );
}
