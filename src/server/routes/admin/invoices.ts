/** /api/admin/invoice/*: editors list invoice requests by state, mark one issued (with its PDF) or rejected. */
import { Hono } from 'hono';
import { INVOICE_MSG } from '#lib/commerce/messages.ts';
import { adminInvoiceListSchema, invoiceIssueSchema, invoiceRejectSchema } from '#lib/commerce/validators.ts';
import { byIdSchema } from '#lib/shared/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { sendPdf } from '#server/http/sendPdf.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { invoiceFileOf, invoicePdf } from '#server/services/invoice/file.ts';
import { adminInvoices, issueInvoice, rejectInvoice } from '#server/services/invoice/review.ts';

// Route names avoid update/publish/delete: these writes are not content and must not wake the rebuild queue.
export const adminInvoice = new Hono<AppEnv>()
  .post('/list', async (c) => {
    const { status, page, pageSize } = await validate(c, adminInvoiceListSchema);
    return ok(c, await adminInvoices(c.get('deps').db, status, page, pageSize));
  })
  .post('/issue', async (c) => {
    const { id, attachment_id } = await validate(c, invoiceIssueSchema);
    const { db, now } = c.get('deps');
    await issueInvoice(db, id, attachment_id, now());
    return ok(c, { id }, INVOICE_MSG.issued);
  })
  .post('/reject', async (c) => {
    const { id, reason } = await validate(c, invoiceRejectSchema);
    const { db, now } = c.get('deps');
    await rejectInvoice(db, id, reason, now());
    return ok(c, { id }, INVOICE_MSG.rejected);
  })
  .get('/file', async (c) => {
    const { id } = await validate(c, byIdSchema);
    const file = await invoiceFileOf(c.get('deps').db, id, null);
    const pdf = file ? await invoicePdf(c.get('deps').files, file) : null;
    return pdf ? sendPdf(c, pdf) : refuse(c, INVOICE_MSG.fileNotReady);
  });
