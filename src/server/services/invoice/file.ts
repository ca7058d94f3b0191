/** The PDF of an issued invoice: found for its owner (or an editor); the route streams it (`#server/http/sendPdf.ts`). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { attachments, invoices } from '#server/db/schema/index.ts';
import type { FileStore } from '#server/services/files/store.ts';
import { INVOICE_MSG } from '#lib/commerce/messages.ts';

export interface InvoiceFile {
  invoiceId: number;
  storageKey: string;
}

/** The file of invoice `id` when it is issued and (for members) theirs; `uid` null: an editor, any invoice. */
export async function invoiceFileOf(db: Db, id: number, uid: number | null): Promise<InvoiceFile | null> {
  const [row] = await db
    .select({ invoiceId: invoices.id, storageKey: attachments.storageKey })
    .from(invoices)
    .innerJoin(attachments, eq(attachments.id, invoices.fileAttachmentId))
    .where(
      and(
        eq(invoices.id, id),
        eq(invoices.status, 'issued'),
        uid === null ? undefined : eq(invoices.uid, uid),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The stored PDF under its invoice file name; null when the bytes are missing. */
export async function invoicePdf(
  files: FileStore,
  file: InvoiceFile,
): Promise<{ files: FileStore; key: string; size: number; name: string } | null> {
  const size = (await files.head(file.storageKey))?.size;
  if (!size) return null;
  return { files, key: file.storageKey, size, name: INVOICE_MSG.fileName(file.invoiceId) };
}
