/** /api/order/* invoice calls (spec §7): getInvoiceRequestList, getInvoiceInfo, invoiceSubmit, and the issued PDF. */
import { Hono, type Context } from 'hono';
import type { InvoiceRequestList } from '#lib/commerce/invoice.ts';
import { INVOICE_MSG } from '#lib/commerce/messages.ts';
import { byIdSchema } from '#lib/shared/validators.ts';
import { invoiceRequestListSchema, invoiceSubmitSchema } from '#lib/commerce/validators.ts';
import { member, requireUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { sendPdf } from '#server/http/sendPdf.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { invoiceFileOf, invoicePdf } from '#server/services/invoice/file.ts';
import { invoiceInfoOf } from '#server/services/invoice/profile.ts';
import { invoicableOrders, invoicesOf, submitInvoice } from '#server/services/invoice/requests.ts';

type C = Context<AppEnv>;

/**
 * tab=orders (default): the paid orders not yet invoiced, paged; with `ids`, only those (the rest in `ignored`).
 * tab=invoices: the member's requests with their states. The other tab comes back with its total only.
 */
const getInvoiceRequestList = async (c: C) => {
  const { tab, page, pageSize, ids } = await validate(c, invoiceRequestListSchema);
  const { db } = c.get('deps');
  const uid = member(c).uid;
  const chosen = ids && ids.length > 0 ? ids : undefined;
  const ordersTab = tab === 'orders' || chosen !== undefined;
  const [orders, invoices] = await Promise.all([
    invoicableOrders(db, uid, ordersTab ? page : 1, ordersTab ? pageSize : 0, chosen),
    invoicesOf(db, uid, ordersTab ? 1 : page, ordersTab ? 0 : pageSize),
  ]);
  const found = new Set(orders.list.map((o) => o.id));
  const data: InvoiceRequestList = {
    tab: ordersTab ? 'orders' : 'invoices',
    orders: ordersTab ? orders : { ...orders, pageSize },
    invoices: ordersTab ? { ...invoices, pageSize } : invoices,
    ignored: chosen ? chosen.filter((id) => !found.has(id)) : [],
  };
  return ok(c, data);
};

const getInvoiceInfo = async (c: C) => ok(c, await invoiceInfoOf(c.get('deps').db, member(c).uid));

const invoiceSubmit = async (c: C) => {
  const { ids, ...fields } = await validate(c, invoiceSubmitSchema);
  const { db, now } = c.get('deps');
  return ok(c, await submitInvoice(db, member(c).uid, ids, fields, now()), INVOICE_MSG.submitted);
};

/** The issued invoice PDF, only to the member it belongs to (a link opened in a new tab: the token cookie). */
const invoiceFile = async (c: C) => {
  const { id } = await validate(c, byIdSchema);
  const file = await invoiceFileOf(c.get('deps').db, id, member(c).uid);
  const pdf = file ? await invoicePdf(c.get('deps').files, file) : null;
  return pdf ? sendPdf(c, pdf) : refuse(c, INVOICE_MSG.fileNotReady);
};

export const invoice = new Hono<AppEnv>()
  .post('/getInvoiceRequestList', requireUser, getInvoiceRequestList)
  .post('/getInvoiceInfo', requireUser, getInvoiceInfo)
  .post('/invoiceSubmit', requireUser, invoiceSubmit)
  .get('/invoiceFile', requireUser, invoiceFile);
