/** Invoice rows as the member and editors read them, with the orders each still covers. */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { invoices, orders } from '#server/db/schema/index.ts';
import {
  INVOICE_STATUS_LABEL,
  INVOICE_TYPE_LABEL,
  TITLE_TYPE_LABEL,
  type InvoiceStatus,
  type InvoiceView,
} from '#lib/commerce/invoice.ts';
import { titleFields } from './title.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
type CoveredOrder = InvoiceView['orders'][number];

/** Where a member opens an issued invoice (routes/invoice.ts streams it after checking ownership). */
export const invoiceFileUrl = (id: number): string => `/api/order/invoiceFile?id=${id}`;

/** The orders each invoice was asked for (a rejected one's too, though they were freed for a new request). */
export async function ordersByInvoice(
  db: Db,
  invoiceRows: InvoiceRow[],
): Promise<Map<number, CoveredOrder[]>> {
  const map = new Map<number, CoveredOrder[]>();
  const orderIds = [...new Set(invoiceRows.flatMap((r) => r.orderIds))];
  if (orderIds.length === 0) return map;
  const rows = await db
    .select({ id: orders.id, orderNo: orders.orderNo, title: orders.title, amount: orders.amountCents })
    .from(orders)
    .where(inArray(orders.id, orderIds))
    .orderBy(asc(orders.id));
  const byId = new Map(
    rows.map((r) => [r.id, { id: r.id, order_no: r.orderNo, title: r.title, amount: r.amount }]),
  );
  for (const invoice of invoiceRows)
    map.set(
      invoice.id,
      invoice.orderIds.flatMap((id) => byId.get(id) ?? []),
    );
  return map;
}

export function invoiceView(row: InvoiceRow, covered: CoveredOrder[]): InvoiceView {
  const fields = titleFields(row);
  const status = row.status as InvoiceStatus;
  return {
    id: row.id,
    ...fields,
    title_type_label: TITLE_TYPE_LABEL[fields.title_type],
    invoice_type_label: INVOICE_TYPE_LABEL[fields.invoice_type],
    amount: row.amountCents,
    status,
    status_label: INVOICE_STATUS_LABEL[status],
    reject_reason: row.rejectReason,
    created_at: row.createdAt.toISOString(),
    issued_at: row.issuedAt ? row.issuedAt.toISOString() : null,
    orders: covered,
    file_url: status === 'issued' && row.fileAttachmentId ? invoiceFileUrl(row.id) : null,
  };
}
