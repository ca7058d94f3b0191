/**
 * Invoices in the browser: a member with two paid orders asks for a company invoice for both and sees it
 * listed as 待开票; an editor issues it with a PDF in /admin; the member then opens the invoice.
 */
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { payBySimulator } from './pay-support.ts';
import { freshMobile, hydrated, memberPost, registerViaApi, toastWith } from './support.ts';

const SHOTS = '/tmp/inv';
const TAX_NO = '91110108551385082Q';

async function asEditor(request: APIRequestContext, context: BrowserContext, baseURL: string) {
  const res = await request.post('/api/user/login', { data: { username: 'editor', password: 'demo1234' } });
  const body = await res.json();
  expect(body.code, body.msg).toBe(1);
  await context.addCookies([{ name: 'token', value: body.data.token, url: baseURL }]);
}

async function buy(request: APIRequestContext, planId: number): Promise<{ id: number; amount: number }> {
  const placed = await (await memberPost(request, '/api/order/createOrderForVip', { id: planId })).json();
  expect(placed.code, placed.msg).toBe(1);
  await payBySimulator(request, placed.data.id, 'wechat');
  return { id: placed.data.id, amount: placed.data.amount };
}

test('a member asks for a company invoice for two paid orders; an editor issues it; the member opens it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await registerViaApi(page, freshMobile(), 'secret123');
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL! }]);
  const plans = (await (await page.request.post('/api/order/getPlans', { data: { kind: 'vip' } })).json())
    .data;
  const vegPlans = (
    await (await page.request.post('/api/order/getPlans', { data: { kind: 'vegetable' } })).json()
  ).data;
  const first = await buy(page.request, plans[0].id);
  const second = await buy(page.request, vegPlans[0].id);
  const total = ((first.amount + second.amount) / 100).toFixed(2);

  // The list: both orders invoicable; choosing both shows the total.
  await page.goto('/user/order/invoice_list');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: /可开票订单/ })).toHaveAttribute('aria-selected', 'true');
  const rows = page.locator('[data-invoice-order]');
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: '全选本页订单' }).check();
  await expect(page.locator('[data-invoice-total]')).toContainText(`¥${total}`);
  await page.screenshot({ path: `${SHOTS}/list-orders.png`, fullPage: true });
  await page.getByRole('link', { name: '申请发票' }).click();

  // The form: the chosen orders and their total, then a company title with its credit code.
  await expect(page).toHaveURL(/\/user\/order\/invoice_form\?ids=/);
  await hydrated(page);
  await expect(page.locator('[data-chosen-order]')).toHaveCount(2);
  await expect(page.locator('[data-invoice-amount]')).toContainText(`¥${total}`);
  await expect(page.getByRole('radio', { name: '增值税专用发票' })).toBeDisabled();
  await page.getByRole('radio', { name: '企业' }).check();
  await expect(page.getByLabel('税号')).toBeVisible();
  // Special VAT asks for address, phone, bank and account; back to ordinary hides them.
  await page.getByRole('radio', { name: '增值税专用发票' }).check();
  await expect(page.getByLabel('开户银行')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/form-special.png`, fullPage: true });
  await page.getByRole('radio', { name: '增值税普通发票' }).check();
  await expect(page.getByLabel('开户银行')).toHaveCount(0);

  await page.getByLabel('企业名称').fill('北京农信数据科技有限公司');
  await page.getByLabel('税号').fill('91110108551385082R');
  await page.getByLabel('接收邮箱').fill('finance@example.com');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('统一社会信用代码校验位不正确')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/form-error.png`, fullPage: true });
  await page.getByLabel('税号').fill(TAX_NO);
  await page.getByRole('button', { name: '提交申请' }).click();

  // Back on the records with a toast: the request is waiting.
  await expect(page).toHaveURL(/tab=invoices/);
  await expect(toastWith(page, 'success', '发票申请已提交')).toBeVisible();
  const record = page.locator('[data-invoice]').first();
  await expect(record).toContainText('北京农信数据科技有限公司');
  await expect(record.locator('[data-invoice-status]')).toHaveText('待开票');
  await expect(record).toContainText(`¥${total}`);
  await expect(page.getByRole('tab', { name: /可开票订单/ })).toContainText('(0)');
  await page.screenshot({ path: `${SHOTS}/list-records.png`, fullPage: true });

  // The editor issues it with a PDF in /admin.
  const editorContext = await browser.newContext({ baseURL });
  const admin = await editorContext.newPage();
  await asEditor(admin.request, editorContext, baseURL!);
  await admin.goto('/admin#invoice');
  await hydrated(admin);
  const item = admin.locator('[data-admin-invoice]', { hasText: TAX_NO }).first();
  await expect(item).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/admin-requested.png`, fullPage: true });
  await item.getByRole('button', { name: '开票' }).click();
  await item.locator('input[type=file]').setInputFiles('src/server/db/demo/files/corn-market-2025.pdf');
  await expect(item.getByText(/corn-market-2025\.pdf/)).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/admin-issue.png`, fullPage: true });
  await item.getByRole('button', { name: '确认开票' }).click();
  await expect(toastWith(admin, 'success', '已标记为已开票')).toBeVisible();
  await editorContext.close();

  // The member sees 已开票 and opens the PDF.
  await page.reload();
  await hydrated(page);
  await expect(record.locator('[data-invoice-status]')).toHaveText('已开票');
  const link = record.getByRole('link', { name: '查看发票' });
  const res = await page.request.get((await link.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  await page.screenshot({ path: `${SHOTS}/list-issued.png`, fullPage: true });
});
