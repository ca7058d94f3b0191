/** Editor writes of data products: their fields and the document number, which must stay unique. */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dataProducts } from '#server/db/schema/index.ts';
import { type ProductWriteInput } from '#lib/content/validators.ts';
import { CONTENT_ENTITY } from './events.ts';
import { editorWrites } from './editorWrites.ts';
import { sanitizeRichHtml } from './sanitize.ts';
import { iso } from './time.ts';

type Changes = Partial<typeof dataProducts.$inferInsert>;

/** The columns a payload gives (only those): the editor's update and the import's rows. */
export function changesOf(input: ProductWriteInput): Changes {
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
/** A fresh document number: the time and 6 random base-36 characters (2 billion), so two made in one millisecond
 * (or under a fixed test clock) do not collide on the unique column. */
export const newDocId = (now: Date): string =>
  `P${now.getTime().toString(36).toUpperCase()}${randomInt(36 ** 6)
    .toString(36)
    .toUpperCase()
    .padStart(6, '0')}`;

/** Data products through the shared editor writes; a new one gets a document number when the editor gives none. */
export const productWrites = editorWrites({
  entity: CONTENT_ENTITY.product,
  table: dataProducts,
  changesOf,
  defaults: (by) => ({ docId: newDocId(by.now) }),
  read: productForEditor,
  listColumns: {
    id: dataProducts.id,
    title: dataProducts.title,
    doc_id: dataProducts.docId,
    status: dataProducts.status,
    updated_at: dataProducts.updatedAt,
  },
  listWhere: (f: { status?: string }) => (f.status ? [eq(dataProducts.status, f.status)] : []),
});
