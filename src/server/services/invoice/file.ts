/** The PDF of an issued invoice: found for its owner (or an editor); the route streams it (`#server/http/sendPdf.ts`). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { attachments, invoices } from '#server/db/schema/index.ts';
import type { Deps } from '#server/core/deps.ts';
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

/** The PDF on disk under its invoice file name; null when the bytes are missing. */
export async function invoicePdf(
  deps: Pick<Deps, 'env'>,
  file: InvoiceFile,
): Promise<{ path: string; size: number; name: string } | null> {
  const path = pathOfKey(filesDir(deps), file.storageKey);
  const size = path ? await sizeOf(path) : 0;
  if (!path || !size) return null;
  return { path, size, name: INVOICE_MSG.fileName(file.invoiceId) };
}
