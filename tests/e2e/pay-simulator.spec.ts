/** The local payment simulator in a real browser: the payer pages and payBySimulator against the built server. */
import { expect, test, type Page } from '@playwright/test';
import { payBySimulator } from './pay-support';
import { freshMobile, memberPost, registerViaApi } from './support';

/** A new member (so no shared demo account changes), signed in by cookie, with an unpaid monthly VIP order. */
async function memberWithOrder(page: Page): Promise<number> {
  const token = await registerViaApi(page, freshMobile(), 'secret123');
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
  const plans = (await (await page.request.post('/api/order/getPlans', { data: { kind: 'vip' } })).json())
    .data as {
    id: number;
    key: string;
  }[];
  const month = plans.find((p) => p.key === 'vip-month')!;
  const res = await (await memberPost(page.request, '/api/order/createOrderForVip', { id: month.id })).json();
  expect(res.code).toBe(1);
  return res.data.id as number;
}

async function isVip(page: Page): Promise<boolean> {
  const status = await (await memberPost(page.request, '/api/user/getProfile')).json();
  const expire = status.data?.vip_expire ?? status.data?.vipExpire ?? null;
  return Boolean(expire && new Date(String(expire).replace(' ', 'T')).getTime() > Date.now());
}

test('payBySimulator pays with WeChat Pay and with Alipay', async ({ page }) => {
  const first = await memberWithOrder(page);
  await payBySimulator(page.request, first, 'wechat');
  const detail = await (await memberPost(page.request, '/api/order/detail', { id: first })).json();
  expect(detail.data).toMatchObject({ status: 'paid', channel: 'wechat' });
  expect(await isVip(page)).toBe(true);

  const plans = (await (await page.request.post('/api/order/getPlans', { data: { kind: 'vip' } })).json())
    .data;
  const second = await (
    await memberPost(page.request, '/api/order/createOrderForVip', { id: plans[0].id })
  ).json();
  await payBySimulator(page.request, second.data.id, 'alipay');
  const paid = await (await memberPost(page.request, '/api/order/detail', { id: second.data.id })).json();
  expect(paid.data).toMatchObject({ status: 'paid', channel: 'alipay' });
});

test('the WeChat payer page confirms a payment in the browser', async ({ page }) => {
  const id = await memberWithOrder(page);
  const qr = (await (await memberPost(page.request, '/api/payment/getQrCode', { id })).json()).data;
  await page.goto(qr.simulator_url);
  await expect(page.getByText('本地支付模拟器 — 不会产生真实扣款')).toBeVisible();
  await expect(page.getByText('30.00')).toBeVisible();
  await page.screenshot({ path: '/tmp/pay/wechat-payer.png', fullPage: true });
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await page.screenshot({ path: '/tmp/pay/wechat-paid.png', fullPage: true });
  const status = (await (await memberPost(page.request, '/api/payment/getOrderStatus', { id })).json()).data;
  expect(status).toMatchObject({ paid: true, target: '/user/vip' });
});

test('the Alipay cashier pays and returns the browser to the payment page', async ({ page }) => {
  const id = await memberWithOrder(page);
  const { url } = (await (await memberPost(page.request, '/api/payment/aliPay', { id })).json()).data;
  await page.goto(url);
  await expect(page.getByText('本地支付模拟器 — 不会产生真实扣款')).toBeVisible();
  await page.screenshot({ path: '/tmp/pay/alipay-cashier.png', fullPage: true });
  await page.getByRole('button', { name: '确认付款' }).click();
  await page.waitForURL(/\/user\/order\/payment\?id=\d+&from=alipay/);
  expect(new URL(page.url()).searchParams.get('id')).toBe(String(id));
  const status = (await (await memberPost(page.request, '/api/payment/getOrderStatus', { id })).json()).data;
  expect(status.paid).toBe(true);
});
