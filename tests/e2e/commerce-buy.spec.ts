import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshMobile, hydrated, memberPost, registerViaApi } from './support';

const DAY_MS = 86_400_000;

/** A new member (nobody else's orders or VIP in the way), signed in through the token cookie. */
async function newMember(page: Page, baseURL: string | undefined): Promise<void> {
  const token = await registerViaApi(page, freshMobile(), 'harvest88');
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL! }]);
}

/** 2026-11-21 in China time, as the pages print dates. */
const chinaDate = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

interface ReportItem {
  id: number;
  title: string;
  price_cents: number;
  vip_only: boolean;
  page_count: number;
}

/** A published report sold on its own (not VIP-only, priced), long enough that the preview is shorter. */
async function pricedReport(request: APIRequestContext): Promise<ReportItem> {
  const res = await request.post('/api/article/getReportLists', { data: { page: 1, pageSize: 50 } });
  const list = (await res.json()).data.list as ReportItem[];
  const report = list.find((r) => !r.vip_only && r.price_cents > 0 && r.page_count > 3);
  if (!report) throw new Error('demo content has no priced report');
  return report;
}

const viewer = (page: Page) => page.locator('[data-pdf-viewer]');

test.describe('buying through the payment simulator', () => {
  test('a member buys a yearly VIP with WeChat Pay: QR, simulator, 支付成功, VIP badge and new expiry', async ({
    page,
    baseURL,
  }) => {
    await newMember(page, baseURL);
    await page.goto('/user/vip');
    const status = page.getByRole('region', { name: 'VIP状态' });
    await expect(status).toHaveAttribute('data-vip-status', 'inactive');
    const year = page.getByRole('article', { name: '年度VIP' });
    await expect(year).toContainText('推荐');
    await expect(year.locator('[data-price]')).toHaveText('¥268.00');
    await expect(year.locator('del')).toHaveText('¥360.00');
    await expect(year.locator('[data-renewal]')).toHaveText(/^开通后有效期至 \d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId('vip-badge')).toHaveCount(0);
    await year.getByRole('button', { name: '立即开通' }).click();

    await expect(page).toHaveURL(/\/user\/order\/payment\?id=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.locator('[data-pay-title]')).toHaveText('年度VIP');
    await expect(page.getByRole('region', { name: '订单信息' }).locator('[data-price]').first()).toHaveText(
      '¥268.00',
    );
    await expect(page.locator('[data-countdown]')).toContainText(/剩余支付时间 (29|30):\d{2}/);
    await expect(page.getByRole('tab', { name: '微信支付' })).toHaveAttribute('aria-selected', 'true');
    const qr = page.getByRole('img', { name: '微信支付二维码' });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('data-wechat-qr', /^weixin:\/\//);
    await expect(page.getByText('请使用微信扫一扫完成支付')).toBeVisible();

    // The simulator plays the payer in its own tab; the payment page keeps polling meanwhile.
    const [payer] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: '打开本地支付模拟器' }).click(),
    ]);
    // The payer page is what scanning the code leads to: the amount, then 确认支付.
    await expect(payer.getByText('268.00')).toBeVisible();
    await payer.getByRole('button', { name: '确认支付' }).click();
    await expect(payer.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await page.bringToFront();

    const paid = page.locator('[data-paid]');
    await expect(paid.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
    // The header reads the refreshed profile: the avatar now wears the VIP badge.
    await expect(page.getByTestId('vip-badge')).toBeVisible();

    const detail = await (await memberPost(page.request, '/api/order/detail', { id: orderId })).json();
    expect(detail.data.status).toBe('paid');
    expect(detail.data.channel).toBe('wechat');
    const until = Date.parse(detail.data.granted_until);
    // Never a VIP before: 366 days from when the payment was applied, which follows the channel's payment time
    // (paid_at) by the notification's delivery: a second or more on a loaded machine.
    const fromPayment = until - (Date.parse(detail.data.paid_at) + 366 * DAY_MS);
    expect(fromPayment).toBeGreaterThanOrEqual(-1000);
    expect(fromPayment).toBeLessThan(15_000);
    await expect(paid.locator('[data-granted-until]')).toContainText(chinaDate(until));

    await paid.getByRole('link', { name: '查看VIP权益' }).click();
    await expect(page).toHaveURL(/\/user\/vip$/);
    await expect(status).toHaveAttribute('data-vip-status', 'active');
    await expect(status.locator('[data-vip-until]')).toHaveText(chinaDate(until));
    await expect(page.getByTestId('vip-badge')).toBeVisible();
    // Renewing now counts from the new expiry.
    await expect(year.locator('[data-renewal]')).toHaveText(
      `续费后有效期顺延至 ${chinaDate(until + 366 * DAY_MS)}`,
    );
    await expect(year.getByRole('button', { name: '立即续费' })).toBeVisible();
  });

  test('a member buys a priced report with Alipay and then reads the full PDF, not the preview', async ({
    page,
    baseURL,
  }) => {
    const report = await pricedReport(page.request);
    await newMember(page, baseURL);

    // Before buying: the viewer holds back all but the preview pages.
    await page.goto(`/article/viewPdf?id=${report.id}`);
    await expect(page.locator('[data-access-banner="buy"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-page-count]')).toHaveText('/ 3');

    await page.goto(`/article/detail/${report.id}`);
    await hydrated(page);
    await page.getByRole('region', { name: '报告信息' }).getByRole('button', { name: '购买报告' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/order/submit_form\\?id=${report.id}&type=report$`));
    await expect(page.locator('[data-submit-title]')).toHaveText(report.title);
    const price = `¥${(report.price_cents / 100).toFixed(2)}`;
    await expect(page.locator('[data-price]').first()).toHaveText(price);
    await page.getByRole('radio', { name: /支付宝/ }).click();
    await expect(page.getByRole('radio', { name: /支付宝/ })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: '提交订单' }).click();

    await expect(page).toHaveURL(/\/user\/order\/payment\?id=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByRole('tab', { name: '支付宝' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: '前往支付宝付款' }).click();

    // The simulated cashier sends the signed notification, then returns the payer to the payment page.
    await page.getByRole('button', { name: '确认付款' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/order/payment\\?id=${orderId}&from=alipay`));
    const paid = page.locator('[data-paid]');
    await expect(paid.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 15_000 });
    await expect(paid).toContainText(price);

    await paid.getByRole('link', { name: '阅读报告' }).click();
    await expect(page).toHaveURL(new RegExp(`/article/viewPdf\\?id=${report.id}$`));
    await expect(viewer(page)).toHaveAttribute('data-pdf-viewer', 'ready', { timeout: 15_000 });
    await expect(page.locator('[data-page-count]')).toHaveText(`/ ${report.page_count}`);
    await expect(page.locator('[data-access-banner]')).toHaveCount(0);
    await expect(page.getByText(`共 ${report.page_count} 页 · 全文阅读`)).toBeVisible();
    // 下载 is a plain link the browser opens itself: the token cookie signs in this file download.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-pdf-download]').click(),
    ]);
    expect(await download.failure()).toBeNull();
    const saved = await readFile((await download.path())!);
    expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).not.toContain('试读');

    // The order form now says it is bought, with the way to read it.
    await page.goto(`/user/order/submit_form?id=${report.id}&type=report`);
    await expect(page.locator('[data-refusal]')).toContainText('您已购买过该内容');
    await expect(page.getByRole('link', { name: '阅读报告' })).toBeVisible();
  });
});
