/** Build queries of the data product pages: what src/content/products.ts reads. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { attachments, dataProducts } from '#server/db/schema/index.ts';
import { CONTENT_STATUS } from '#lib/content/model.ts';
import { productList } from '#server/services/content/products.ts';

export const productQueries = {
  /** Every published data product, newest first (list columns only). */
  productsAll: async (db: Db) =>
    (await productList(db, {}, { page: 1, pageSize: Number.MAX_SAFE_INTEGER })).list,
  /** The body, sample file description and full file id of a published product; null when it is not public (no view counted). */
  productBody: async (db: Db, id: number) => {
    const [row] = await db
      .select({
        html: dataProducts.contentHtml,
        sample: dataProducts.sampleAttachmentId,
        file: dataProducts.attachmentId,
      })
      .from(dataProducts)
      .where(and(eq(dataProducts.id, id), eq(dataProducts.status, CONTENT_STATUS.published)));
    if (!row) return null;
    const [sample] = row.sample
      ? await db
          .select({ file_name: attachments.fileName, mime: attachments.mime, size: attachments.size })
          .from(attachments)
          .where(eq(attachments.id, row.sample))
      : [];
    return { content_html: row.html, sample: sample ?? null, file_id: row.file };
  },
};
