/**
 * A member's side of invoices: the paid orders not yet invoiced, their requests, and submitting one request
 * for several orders in one transaction so that an order is invoiced at most once.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { INVOICE_MSG } from '#lib/commerce/messages.ts';
import { Refusal } from '#server/core/refusal.ts';
import type { Db } from '#server/db/client.ts';
import { invoices, orders } from '#server/db/schema/index.ts';
import type { InvoiceFields, InvoiceView } from '#lib/commerce/invoice.ts';
import { ORDER_STATUS, type OrderView } from '#lib/commerce/orders.ts';
import type { Paged } from '#lib/paging.ts';
import { pageOf } from '#server/db/paging.ts';
import { orderView } from '#server/services/order/orders.ts';
import { saveInvoiceInfo } from './profile.ts';
import { invoiceView, ordersByInvoice, type InvoiceRow } from './views.ts';
import { titleColumns } from './title.ts';

/** Orders of `uid` that may be invoiced: paid and not covered by a request (optionally only `ids`). */
const invoicable = (uid: number, ids?: number[]) =>
  and(
    eq(orders.uid, uid),
    eq(orders.status, ORDER_STATUS.paid),
    isNull(orders.invoiceId),
    ids ? inArray(orders.id, ids) : undefined,
  );

export async function invoicableOrders(
  db: Db,
  uid: number,
  page: number,
  pageSize: number,
  ids?: number[],
): Promise<Paged<OrderView>> {
  const where = invoicable(uid, ids);
  const { rows, total } = await pageOf(db, orders, where, [desc(orders.paidAt), desc(orders.id)], {
    page,
    pageSize,
  });
  return { list: rows.map(orderView), total: total, page, pageSize };
}

/** The member's requests, newest first, with the orders each covers. */
export async function invoicesOf(
  db: Db,
  uid: number,
  page: number,
  pageSize: number,
): Promise<Paged<InvoiceView>> {
  const where = eq(invoices.uid, uid);
  const { rows, total } = await pageOf(db, invoices, where, [desc(invoices.createdAt), desc(invoices.id)], {
    page,
    pageSize,
  });
  return { list: await withOrders(db, rows), total: total, page, pageSize };
}

export async function withOrders(db: Db, rows: InvoiceRow[]): Promise<InvoiceView[]> {
  const covered = await ordersByInvoice(db, rows);
  return rows.map((r) => invoiceView(r, covered.get(r.id) ?? []));
}

/**
 * One request for `ids`: the invoice (amount summed from the orders in the database) and every order's
 * invoice_id in one transaction. The UPDATE is guarded (still paid, still un-invoiced, still the member's), and
 * must take all ids; a concurrent submit that got there first leaves fewer rows and this one rolls back, refused.
 */
export async function submitInvoice(
  db: Db,
  uid: number,
  ids: number[],
  fields: InvoiceFields,
  now: Date,
): Promise<InvoiceView> {
  const row = await db.transaction(async (txx) => {
    const tx = txx as unknown as Db;
    const chosen = await tx
      .select({ id: orders.id, amount: orders.amountCents })
      .from(orders)
      .where(invoicable(uid, ids));
    if (chosen.length !== ids.length) throw new Refusal(INVOICE_MSG.ordersInvalid);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        uid,
        ...titleColumns(fields),
        amountCents: chosen.reduce((sum, o) => sum + o.amount, 0),
        orderIds: [...ids].sort((a, b) => a - b),
        createdAt: now,
      })
      .returning();
    const taken = await tx
      .update(orders)
      .set({ invoiceId: invoice!.id, updatedAt: now })
      .where(invoicable(uid, ids))
      .returning({ id: orders.id });
    if (taken.length !== ids.length) throw new Refusal(INVOICE_MSG.ordersInvalid);
    await saveInvoiceInfo(tx, uid, fields, now);
    return invoice!;
  });
  const [view] = await withOrders(db, [row]);
  return view!;
}
