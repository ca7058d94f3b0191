/** The editors' side: requests by state, marking one issued (with its PDF) or rejected (its orders freed). */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { INVOICE_MSG } from '#lib/commerce/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { attachments, invoices, orders, users } from '#server/db/schema/index.ts';
import type { AdminInvoiceView, InvoiceStatus } from '#lib/commerce/invoice.ts';
import type { Paged } from '#lib/paging.ts';
import { pageOf } from '#server/db/paging.ts';
import { withOrders } from './requests.ts';

export async function adminInvoices(
  db: Db,
  status: InvoiceStatus | undefined,
  page: number,
  pageSize: number,
): Promise<Paged<AdminInvoiceView>> {
  const where = status ? eq(invoices.status, status) : undefined;
  const { rows, total } = await pageOf(db, invoices, where, [desc(invoices.createdAt), desc(invoices.id)], {
    page,
    pageSize,
  });
  const views = await withOrders(db, rows);
  const uids = [...new Set(rows.map((r) => r.uid))];
  const fids = rows.flatMap((r) => (r.fileAttachmentId ? [r.fileAttachmentId] : []));
  const [people, files] = await Promise.all([
    uids.length
      ? db
          .select({ uid: users.uid, nickname: users.nickname, account: users.account, mobile: users.mobile })
          .from(users)
          .where(inArray(users.uid, uids))
      : [],
    fids.length
      ? db
          .select({ id: attachments.id, name: attachments.fileName })
          .from(attachments)
          .where(inArray(attachments.id, fids))
      : [],
  ]);
  const who = new Map(people.map((p) => [p.uid, p.account || p.mobile || p.nickname]));
  const fileName = new Map(files.map((f) => [f.id, f.name]));
  return {
    list: views.map((v, i) => {
      const row = rows[i]!;
      return {
        ...v,
        uid: row.uid,
        member: who.get(row.uid) ?? `#${row.uid}`,
        file_name: row.fileAttachmentId ? (fileName.get(row.fileAttachmentId) ?? null) : null,
        // Editors open the PDF through the editor route (members through theirs).
        file_url: row.fileAttachmentId ? `/api/admin/invoice/file?id=${row.id}` : null,
      };
    }),
    total: total,
    page,
    pageSize,
  };
}

/** Why a request could not be moved: gone, or no longer 待开票. */
async function notMoved(db: Db, id: number): Promise<Refusal> {
  const [row] = await db
    .select({ status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, id))
    .limit(1);
  return new Refusal(row ? INVOICE_MSG.notRequested : INVOICE_MSG.invoiceGone);
}

/** Mark a pending request issued with the uploaded invoice PDF; only from 待开票. */
export async function issueInvoice(db: Db, id: number, attachmentId: number, now: Date): Promise<void> {
  const [file] = await db
    .select({ id: attachments.id })
    .from(attachments)
    .where(eq(attachments.id, attachmentId))
    .limit(1);
  if (!file) throw new Refusal(INVOICE_MSG.fileGone);
  const [done] = await db
    .update(invoices)
    .set({ status: 'issued', fileAttachmentId: attachmentId, issuedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'requested')))
    .returning({ id: invoices.id });
  if (!done) throw await notMoved(db, id);
}

/** Reject a pending request with a reason; its orders become invoicable again, in the same transaction. */
export async function rejectInvoice(db: Db, id: number, reason: string, now: Date): Promise<void> {
  const done = await db.transaction(async (txx) => {
    const tx = txx as unknown as Db;
    const [row] = await tx
      .update(invoices)
      .set({ status: 'rejected', rejectReason: reason })
      .where(and(eq(invoices.id, id), eq(invoices.status, 'requested')))
      .returning({ id: invoices.id });
    if (!row) return false;
    await tx.update(orders).set({ invoiceId: null, updatedAt: now }).where(eq(orders.invoiceId, id));
    return true;
  });
  if (!done) throw await notMoved(db, id);
}
