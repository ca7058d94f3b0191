/** A paid order opens its report or data product file in full, for its buyer only; a refund takes it back. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articles, attachments, dataProducts, orders } from '#server/db/schema/index.ts';
import { DEMO_PDFS } from '#server/services/files/demo.ts';
import { applyPayment } from '#server/services/order/fulfil.ts';
import { moveOrder } from '#server/services/order/stateMachine.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

const PDF = DEMO_PDFS[1]!;
let t: TestApp;
let reportId: number;
let reportFid: number;
let productId: number;
let productFid: number;

async function attachment(name: string) {
  const [file] = await t.db
    .insert(attachments)
    .values({ fileName: name, mime: 'application/pdf', size: 1, storageKey: PDF.key, pageCount: PDF.pages })
    .returning({ id: attachments.id });
  return file!.id;
}

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  reportFid = await attachment('玉米报告.pdf');
  const [report] = await t.db
    .insert(articles)
    .values({
      kind: 'report',
      title: '玉米市场报告',
      status: 'published',
      publishedAt: NOW,
      priceCents: 1990,
      pageCount: PDF.pages,
      attachmentId: reportFid,
    })
    .returning();
  reportId = report!.id;
  productFid = await attachment('小麦价格数据（完整数据）.pdf');
  const [product] = await t.db
    .insert(dataProducts)
    .values({
      title: '小麦价格数据',
      docId: 'DP-F-1',
      status: 'published',
      publishedAt: NOW,
      priceCents: 30000,
      attachmentId: productFid,
    })
    .returning();
  productId = product!.id;
});
afterAll(() => t.close());

async function buy(call: Caller, type: 'report' | 'product', id: number) {
  const placed = await call('/api/order/orderSubmit', { id, type });
  const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.json.data.id));
  const paid = await applyPayment(
    t.db,
    {
      channel: 'alipay',
      source: 'query',
      orderNo: row!.orderNo,
      transactionId: `T-${row!.id}`,
      amountCents: row!.amountCents,
      paidAt: NOW,
    },
    NOW,
  );
  expect(paid.outcome).toBe('applied');
  return row!.id;
}

const mode = async (call: Caller, query: string) => {
  const res = await call(`/api/article/viewPdf?${query}`);
  return { mode: res.json.data?.mode as string, reason: res.json.data?.reason as string | null };
};

describe('files of bought items', () => {
  it('a report opens in full for its buyer and stays a preview for others', async () => {
    const buyer = await signedIn(t, 'reader1');
    const other = await signedIn(t, 'reader2');
    expect(await mode(buyer.call, `id=${reportId}`)).toEqual({ mode: 'preview', reason: 'buy' });
    await buy(buyer.call, 'report', reportId);
    expect(await mode(buyer.call, `id=${reportId}`)).toEqual({ mode: 'full', reason: null });
    expect(await mode(other.call, `id=${reportId}`)).toEqual({ mode: 'preview', reason: 'buy' });
  });

  it('a data product file opens in full for its buyer and downloads as an attachment', async () => {
    const buyer = await signedIn(t, 'reader3');
    const before = await buyer.call(`/api/article/viewPdf?fid=${productFid}`);
    expect(before.json.data).toMatchObject({
      mode: 'preview',
      reason: 'buy',
      owner: 'product',
      product_id: productId,
    });
    expect(await mode(t.call, `fid=${productFid}`)).toEqual({ mode: 'preview', reason: 'login' });
    await buy(buyer.call, 'product', productId);
    const after = await buyer.call(`/api/article/viewPdf?fid=${productFid}`);
    expect(after.json.data.mode).toBe('full');
    const file = await buyer.call(`${after.json.data.url}&dl=1`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('x-file-mode')).toBe('full');
  });

  it('a refunded order no longer opens the file', async () => {
    const buyer = await signedIn(t, 'reader4');
    const orderId = await buy(buyer.call, 'report', reportId);
    expect((await mode(buyer.call, `id=${reportId}`)).mode).toBe('full');
    expect((await moveOrder(t.db, orderId, 'refunded', NOW))?.status).toBe('refunded');
    expect(await mode(buyer.call, `id=${reportId}`)).toEqual({ mode: 'preview', reason: 'buy' });
  });
});
