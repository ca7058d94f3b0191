/** Invoices: requests for several paid orders, at most once per order, the title rules, editors issue or reject. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import { invoices, orders } from '#server/db/schema/index.ts';
import { applyPayment } from '#server/services/order/fulfil.ts';
import { INVOICE_MSG } from '#lib/commerce/messages.ts';
import { signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let alice: { call: Caller; uid: number };
let bob: { call: Caller; uid: number };
let editor: { call: Caller; uid: number };
let editorToken: string;
const plan: Record<string, { id: number; price: number }> = {};

const COMPANY = {
  title_type: 'company',
  invoice_type: 'ordinary',
  title: '北京农信数据科技有限公司',
  tax_no: '91110108551385082Q',
  email: 'finance@example.com',
};
const SPECIAL = {
  ...COMPANY,
  invoice_type: 'special',
  address: '北京市海淀区中关村大街1号',
  phone: '010-62345678',
  bank: '中国工商银行北京中关村支行',
  bank_account: '0200004509021234567',
};
const PERSON = {
  title_type: 'personal',
  invoice_type: 'ordinary',
  title: '张三',
  email: 'zhang@example.com',
};

let payments = 0;
/** Place an order for a plan and pay it through the real fulfilment path (a channel query confirming it). */
async function paidOrder(who: { call: Caller }, key: string): Promise<number> {
  const placed = await who.call('/api/order/createOrderForVip', { id: plan[key]!.id });
  expect(placed.json.code).toBe(1);
  const { id, order_no, amount } = placed.json.data as { id: number; order_no: string; amount: number };
  payments += 1;
  const result = await applyPayment(
    t.db,
    {
      channel: 'wechat',
      source: 'query',
      orderNo: order_no,
      transactionId: `4200000${String(payments).padStart(10, '0')}`,
      amountCents: amount,
      paidAt: new Date(),
    },
    new Date(),
  );
  expect(result.outcome).toBe('applied');
  return id;
}

async function unpaidOrder(who: { call: Caller }, key: string): Promise<number> {
  const placed = await who.call('/api/order/createOrderForVip', { id: plan[key]!.id });
  return placed.json.data.id as number;
}

const invoiceCount = async () => (await t.db.select({ id: invoices.id }).from(invoices)).length;
const invoiceIdOf = async (orderId: number) =>
  (await t.db.select({ v: orders.invoiceId }).from(orders).where(eq(orders.id, orderId)))[0]!.v;

async function pdfBytes(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('invoice', { x: 20, y: 100 });
  return doc.save();
}

async function uploadPdf(): Promise<number> {
  const form = new FormData();
  form.append(
    'file',
    new File([new Uint8Array(await pdfBytes())], '电子发票.pdf', { type: 'application/pdf' }),
  );
  const res = await t.app.request('/api/admin/attachment/upload', {
    method: 'POST',
    body: form,
    headers: { token: editorToken },
  });
  const json = (await res.json()) as { code: number; data: { id: number } };
  expect(json.code).toBe(1);
  return json.data.id;
}

beforeAll(async () => {
  t = await testApp();
  alice = await signedIn(t, 'inv_alice');
  bob = await signedIn(t, 'inv_bob');
  editor = await signedIn(t, 'inv_editor', 'editor');
  const login = await t.browser()('/api/user/login', { username: 'inv_editor', password: 'secret123' });
  editorToken = login.json.data.token as string;
  for (const kind of ['vip', 'vegetable']) {
    const res = await t.call('/api/order/getPlans', { kind });
    for (const p of res.json.data as { id: number; key: string; price: number }[]) plan[p.key] = p;
  }
});
afterAll(() => t.close());

describe('invoice calls need a member', () => {
  it('answers 401 to visitors', async () => {
    for (const path of ['getInvoiceRequestList', 'getInvoiceInfo', 'invoiceSubmit'])
      expect((await t.call(`/api/order/${path}`, {})).status).toBe(401);
  });
});

describe('requesting an invoice', () => {
  it('lists paid, un-invoiced orders and covers two of them with one invoice summing their amounts', async () => {
    const a = await paidOrder(alice, 'vip-month');
    const b = await paidOrder(alice, 'veg-year');
    const unpaid = await unpaidOrder(alice, 'vip-quarter');
    const list = await alice.call('/api/order/getInvoiceRequestList', {});
    expect(list.json.code).toBe(1);
    const ids = (list.json.data.orders.list as { id: number }[]).map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([a, b]));
    expect(ids).not.toContain(unpaid);

    const res = await alice.call('/api/order/invoiceSubmit', { ids: `${a},${b}`, ...COMPANY, amount: 1 });
    expect(res.json).toMatchObject({ code: 1, msg: INVOICE_MSG.submitted });
    const inv = res.json.data;
    expect(inv.amount).toBe(plan['vip-month']!.price + plan['veg-year']!.price);
    expect(inv.status).toBe('requested');
    expect(inv.status_label).toBe('待开票');
    expect((inv.orders as { id: number }[]).map((o) => o.id).sort()).toEqual([a, b].sort());
    expect(await invoiceIdOf(a)).toBe(inv.id);
    expect(await invoiceIdOf(b)).toBe(inv.id);

    const after = await alice.call('/api/order/getInvoiceRequestList', { tab: 'invoices' });
    expect(after.json.data.tab).toBe('invoices');
    expect(after.json.data.invoices.list[0]).toMatchObject({
      id: inv.id,
      status: 'requested',
      title: COMPANY.title,
    });
    expect(after.json.data.orders.list).toEqual([]);
    const left = await alice.call('/api/order/getInvoiceRequestList', { tab: 'orders' });
    expect((left.json.data.orders.list as { id: number }[]).map((o) => o.id)).not.toContain(a);
  });

  it('invoices an order at most once: a second request is refused and changes nothing', async () => {
    const a = await paidOrder(alice, 'vip-month');
    expect((await alice.call('/api/order/invoiceSubmit', { ids: [a], ...PERSON })).json.code).toBe(1);
    const before = await invoiceCount();
    const again = await alice.call('/api/order/invoiceSubmit', { ids: [a], ...COMPANY });
    expect(again.json).toMatchObject({ code: 0, msg: INVOICE_MSG.ordersInvalid });
    expect(await invoiceCount()).toBe(before);
  });

  it('two concurrent requests for the same orders yield exactly one invoice', async () => {
    const a = await paidOrder(alice, 'vip-month');
    const b = await paidOrder(alice, 'vip-month');
    const before = await invoiceCount();
    const [r1, r2] = await Promise.all([
      alice.call('/api/order/invoiceSubmit', { ids: [a, b], ...COMPANY }),
      alice.call('/api/order/invoiceSubmit', { ids: `${b},${a}`, ...PERSON }),
    ]);
    expect([r1.json.code, r2.json.code].sort()).toEqual([0, 1]);
    const refused = r1.json.code === 0 ? r1 : r2;
    expect(refused.json.msg).toBe(INVOICE_MSG.ordersInvalid);
    expect(await invoiceCount()).toBe(before + 1);
    const winner = (r1.json.code === 1 ? r1 : r2).json.data.id as number;
    expect(await invoiceIdOf(a)).toBe(winner);
    expect(await invoiceIdOf(b)).toBe(winner);
  });

  it("refuses another member's order and an unpaid order, and takes none of the others", async () => {
    const mine = await paidOrder(alice, 'vip-month');
    const theirs = await paidOrder(bob, 'vip-month');
    const unpaid = await unpaidOrder(alice, 'veg-month');
    const before = await invoiceCount();
    for (const ids of [[mine, theirs], [mine, unpaid], [999_999]]) {
      const res = await alice.call('/api/order/invoiceSubmit', { ids, ...COMPANY });
      expect(res.json).toMatchObject({ code: 0, msg: INVOICE_MSG.ordersInvalid });
    }
    expect(await invoiceCount()).toBe(before);
    expect(await invoiceIdOf(mine)).toBeNull();
    expect(await invoiceIdOf(theirs)).toBeNull();
    const none = await alice.call('/api/order/invoiceSubmit', { ids: '', ...COMPANY });
    expect(none.json).toMatchObject({ code: 0, msg: INVOICE_MSG.noneChosen });
    const bad = await alice.call('/api/order/invoiceSubmit', { ids: '1,abc', ...COMPANY });
    expect(bad.json).toMatchObject({ code: 0, msg: INVOICE_MSG.idsInvalid });
  });

  it('the form list answers only the chosen invoicable orders and names the ones ignored', async () => {
    const a = await paidOrder(alice, 'vip-month');
    const theirs = await paidOrder(bob, 'vip-month');
    const res = await alice.call('/api/order/getInvoiceRequestList', { ids: `${a},${theirs}` });
    expect((res.json.data.orders.list as { id: number }[]).map((o) => o.id)).toEqual([a]);
    expect(res.json.data.ignored).toEqual([theirs]);
  });
});

describe('title rules on the server', () => {
  let order: number;
  beforeAll(async () => {
    order = await paidOrder(alice, 'veg-month');
  });
  const refused = async (body: Record<string, unknown>, msg: string) => {
    const before = await invoiceCount();
    const res = await alice.call('/api/order/invoiceSubmit', { ids: [order], ...body });
    expect(res.json).toMatchObject({ code: 0, msg });
    expect(await invoiceCount()).toBe(before);
    expect(await invoiceIdOf(order)).toBeNull();
  };

  it('refuses a company without a valid unified social credit code', async () => {
    await refused({ ...COMPANY, tax_no: '' }, INVOICE_MSG.taxNoRequired);
    await refused({ ...COMPANY, tax_no: '91110108551385082R' }, INVOICE_MSG.taxNoCheck);
    await refused({ ...COMPANY, tax_no: '9111010855138508IQ' }, INVOICE_MSG.taxNoChars);
    await refused({ ...COMPANY, tax_no: '123456' }, INVOICE_MSG.taxNoLength);
  });

  it('refuses a special VAT invoice for a person, and one missing the bank', async () => {
    await refused({ ...SPECIAL, title_type: 'personal' }, INVOICE_MSG.specialNeedsCompany);
    await refused({ ...SPECIAL, bank: '' }, INVOICE_MSG.bankRequired);
    await refused({ ...SPECIAL, bank_account: '' }, INVOICE_MSG.bankAccountRequired);
    await refused({ ...PERSON, title: '' }, INVOICE_MSG.personalTitle);
    await refused({ ...PERSON, email: 'nope' }, INVOICE_MSG.emailInvalid);
  });

  it('accepts a complete special VAT invoice for a company', async () => {
    const res = await alice.call('/api/order/invoiceSubmit', { ids: [order], ...SPECIAL });
    expect(res.json.code).toBe(1);
    expect(res.json.data).toMatchObject({ invoice_type: 'special', invoice_type_label: '增值税专用发票' });
  });
});

describe('the remembered title', () => {
  it('is empty for a member who never asked, and the last request afterwards', async () => {
    const empty = await bob.call('/api/order/getInvoiceInfo', {});
    expect(empty.json.data).toMatchObject({ saved: false, title_type: 'personal', title: '', tax_no: '' });
    const o = await paidOrder(bob, 'vip-month');
    await bob.call('/api/order/invoiceSubmit', { ids: [o], ...SPECIAL, tax_no: '91110108551385082q' });
    const info = await bob.call('/api/order/getInvoiceInfo', {});
    expect(info.json.data).toMatchObject({
      saved: true,
      title_type: 'company',
      invoice_type: 'special',
      title: SPECIAL.title,
      tax_no: '91110108551385082Q',
      bank: SPECIAL.bank,
      bank_account: SPECIAL.bank_account,
      email: SPECIAL.email,
    });
    // A person's request replaces it and does not keep the company fields.
    const o2 = await paidOrder(bob, 'vip-month');
    await bob.call('/api/order/invoiceSubmit', { ids: [o2], ...PERSON, tax_no: '91110108551385082Q' });
    const person = await bob.call('/api/order/getInvoiceInfo', {});
    expect(person.json.data).toMatchObject({ title_type: 'personal', title: '张三', tax_no: '', bank: '' });
  });
});

describe('editors issue or reject; members see it', () => {
  it('are editors only', async () => {
    expect((await alice.call('/api/admin/invoice/list', {})).status).toBe(403);
    expect((await alice.call('/api/admin/invoice/reject', { id: 1, reason: 'x' })).status).toBe(403);
  });

  it('reject frees the orders so they can be requested again, with the reason shown', async () => {
    const a = await paidOrder(alice, 'vip-quarter');
    const sent = await alice.call('/api/order/invoiceSubmit', { ids: [a], ...COMPANY });
    const id = sent.json.data.id as number;
    const listed = await editor.call('/api/admin/invoice/list', { status: 'requested' });
    expect((listed.json.data.list as { id: number; member: string }[]).find((i) => i.id === id)?.member).toBe(
      'inv_alice',
    );
    expect((await editor.call('/api/admin/invoice/reject', { id, reason: ' ' })).json.msg).toBe(
      INVOICE_MSG.rejectReasonRequired,
    );
    const rej = await editor.call('/api/admin/invoice/reject', { id, reason: '抬头与税号不符' });
    expect(rej.json).toMatchObject({ code: 1, msg: INVOICE_MSG.rejected });
    expect(await invoiceIdOf(a)).toBeNull();
    const mine = await alice.call('/api/order/getInvoiceRequestList', { tab: 'invoices', pageSize: 50 });
    const view = (mine.json.data.invoices.list as { id: number; orders: { id: number }[] }[]).find(
      (i) => i.id === id,
    );
    expect(view).toMatchObject({
      status: 'rejected',
      status_label: '已驳回',
      reject_reason: '抬头与税号不符',
    });
    // The record still says which orders it was for, though they are free again.
    expect(view!.orders.map((o) => o.id)).toEqual([a]);
    // Rejected is final: neither issued nor rejected again.
    expect((await editor.call('/api/admin/invoice/reject', { id, reason: 'x' })).json.msg).toBe(
      INVOICE_MSG.notRequested,
    );
    const again = await alice.call('/api/order/invoiceSubmit', { ids: [a], ...PERSON });
    expect(again.json.code).toBe(1);
  });

  it('issue needs an uploaded PDF; the member then opens it, nobody else can', async () => {
    const a = await paidOrder(alice, 'vip-year');
    const id = (await alice.call('/api/order/invoiceSubmit', { ids: [a], ...COMPANY })).json.data
      .id as number;
    expect((await alice.call(`/api/order/invoiceFile?id=${id}`)).json.msg).toBe(INVOICE_MSG.fileNotReady);
    expect((await editor.call('/api/admin/invoice/issue', { id })).json.msg).toBe(INVOICE_MSG.fileRequired);
    expect((await editor.call('/api/admin/invoice/issue', { id, attachment_id: 987654 })).json.msg).toBe(
      INVOICE_MSG.fileGone,
    );
    const fid = await uploadPdf();
    const issued = await editor.call('/api/admin/invoice/issue', { id, attachment_id: fid });
    expect(issued.json).toMatchObject({ code: 1, msg: INVOICE_MSG.issued });
    expect((await editor.call('/api/admin/invoice/issue', { id, attachment_id: fid })).json.msg).toBe(
      INVOICE_MSG.notRequested,
    );
    expect((await editor.call('/api/admin/invoice/reject', { id, reason: '晚了' })).json.msg).toBe(
      INVOICE_MSG.notRequested,
    );
    expect(await invoiceIdOf(a)).toBe(id);

    const mine = await alice.call('/api/order/getInvoiceRequestList', { tab: 'invoices', pageSize: 50 });
    const view = (mine.json.data.invoices.list as { id: number; file_url: string }[]).find(
      (i) => i.id === id,
    )!;
    expect(view).toMatchObject({ status: 'issued', status_label: '已开票' });
    const file = await alice.call(view.file_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.text.startsWith('%PDF')).toBe(true);
    const other = await bob.call(view.file_url);
    expect(other.json).toMatchObject({ code: 0, msg: INVOICE_MSG.fileNotReady });
    expect((await t.browser()(view.file_url)).status).toBe(401);
    expect((await editor.call(`/api/admin/invoice/file?id=${id}`)).status).toBe(200);
    // 查看发票 is a link opened in a new tab: the token cookie alone opens the file (issue 11).
    const aliceLogin = await t.browser()('/api/user/login', { username: 'inv_alice', password: 'secret123' });
    const byCookie = (path: string, who: string) =>
      t.browser()(path, undefined, { headers: { cookie: `token=${who}` } });
    const mineByCookie = await byCookie(view.file_url, aliceLogin.json.data.token as string);
    expect([mineByCookie.status, mineByCookie.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await byCookie(`/api/admin/invoice/file?id=${id}`, editorToken)).status).toBe(200);
  });

  it('filters by state', async () => {
    const issued = await editor.call('/api/admin/invoice/list', { status: 'issued' });
    expect((issued.json.data.list as { status: string }[]).every((i) => i.status === 'issued')).toBe(true);
    expect(issued.json.data.total).toBeGreaterThan(0);
    const bad = await editor.call('/api/admin/invoice/list', { status: 'lost' });
    expect(bad.json.code).toBe(0);
  });
});
