/** The PDF of an issued invoice: found for its owner (or an editor) and streamed privately. */
import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { attachments, invoices } from '#server/db/schema/index.ts';
import type { AppEnv } from '#server/http/context.ts';
import { sendPdf } from '#server/http/sendPdf.ts';
import { filesDir, pathOfKey, sizeOf } from '#server/services/files/storage.ts';
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

/** Stream the PDF inline under its invoice file name; null when the bytes are missing on disk. */
export async function sendInvoiceFile(c: Context<AppEnv>, file: InvoiceFile): Promise<Response | null> {
  const path = pathOfKey(filesDir(c.get('deps')), file.storageKey);
  const size = path ? await sizeOf(path) : 0;
  if (!path || !size) return null;
  return sendPdf(c, { path, size, name: INVOICE_MSG.fileName(file.invoiceId) });
}
