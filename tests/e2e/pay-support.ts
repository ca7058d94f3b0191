/**
 * Paying an order through the local payment simulator, as a payer would, for browser tests that just need a
 * paid order. `request` must carry the member's token cookie (e.g. `page.request` after signing in): it is sent
 * as the token header.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { memberPost } from './support.ts';

type Envelope<T> = { code: number; msg: string; data: T };

async function call<T>(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const res = await memberPost(request, path, data);
  expect(res.status(), `${path} HTTP status`).toBe(200);
  const body = (await res.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/** WeChat Pay: ask for the QR code, then confirm on the simulator's payer page (what scanning leads to). */
async function payWechat(request: APIRequestContext, orderId: number): Promise<void> {
  const qr = await call<{ code_url: string; simulator_url: string | null }>(
    request,
    '/api/payment/getQrCode',
    {
      id: orderId,
    },
  );
  if (!qr.simulator_url)
    throw new Error('getQrCode: no simulator_url (real WeChat Pay merchant configured?)');
  const page = await request.get(qr.simulator_url);
  expect(page.status(), 'payer page').toBe(200);
  const paid = await request.post(qr.simulator_url, { form: { decision: 'pay' } });
  expect(paid.status(), 'confirm payment').toBe(200);
  expect(await paid.text()).toContain('支付成功');
}

/** Alipay: open the page-pay URL (the simulated cashier), press 确认付款; the cashier redirects to return_url. */
async function payAlipay(request: APIRequestContext, orderId: number): Promise<void> {
  const { url } = await call<{ url: string }>(request, '/api/payment/aliPay', { id: orderId });
  const cashier = await request.get(url);
  expect(cashier.status(), 'cashier page').toBe(200);
  const html = await cashier.text();
  const action = /<form[^>]*\baction="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error('cashier page: no payment form (real Alipay app configured?)');
  const paid = await request.post(new URL(action, url).toString(), {
    form: { decision: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status(), 'confirm payment redirects to return_url').toBe(302);
}

/** Pay order `orderId` of the signed-in member through the simulator and wait until the site shows it paid. */
export async function payBySimulator(
  request: APIRequestContext,
  orderId: number,
  channel: 'wechat' | 'alipay',
): Promise<void> {
  if (channel === 'wechat') await payWechat(request, orderId);
  else await payAlipay(request, orderId);
  await expect
    .poll(
      async () =>
        (await call<{ paid: boolean }>(request, '/api/payment/getOrderStatus', { id: orderId })).paid,
      {
        timeout: 10_000,
      },
    )
    .toBe(true);
}
