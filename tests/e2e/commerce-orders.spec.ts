import { expect, test, type Page } from '@playwright/test';
import { freshMobile, hydrated, memberPost, registerViaApi, toastWith } from './support';

/** A new member (nobody else's orders in the list), signed in through the token cookie. */
async function newMember(page: Page, baseURL: string | undefined): Promise<void> {
  const token = await registerViaApi(page, freshMobile(), 'harvest88');
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL! }]);
}

/** Place an unpaid order for a VIP plan through the API, as the VIP page would. */
async function unpaidOrder(page: Page, key: string): Promise<{ id: number; order_no: string }> {
  const plans = (await (await page.request.post('/api/order/getPlans', { data: { kind: 'vip' } })).json())
    .data as {
    id: number;
    key: string;
  }[];
  const plan = plans.find((p) => p.key === key)!;
  const res = await (await memberPost(page.request, '/api/order/createOrderForVip', { id: plan.id })).json();
  expect(res.code, res.msg).toBe(1);
  return res.data;
}

test.describe('my orders', () => {
  test('a member cancels an unpaid order from the list after confirming, and finds it under 已取消', async ({
    page,
    baseURL,
  }) => {
    await newMember(page, baseURL);
    const keep = await unpaidOrder(page, 'vip-quarter');
    const order = await unpaidOrder(page, 'vip-month');

    await page.goto('/user/order/list');
    const row = page.locator(`[data-order="${order.id}"]`);
    await expect(page.locator('[data-order]')).toHaveCount(2);
    await expect(row).toContainText(order.order_no);
    await expect(row).toContainText('月度VIP');
    await expect(row).toContainText('VIP会员');
    await expect(row.locator('[data-price]')).toHaveText('¥30.00');
    await expect(row.locator('[data-order-status]')).toHaveText('待支付');
    await expect(row.getByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      `/user/order/payment?id=${order.id}`,
    );

    // 取消 in the dialog leaves the order as it was.
    await row.getByRole('button', { name: /取消订单/ }).click();
    const dialog = page.getByRole('dialog', { name: '取消订单' });
    await expect(dialog).toContainText('确定取消该订单吗');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.locator('[data-order-status]')).toHaveText('待支付');

    await row.getByRole('button', { name: /取消订单/ }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(toastWith(page, 'success', '订单已取消')).toBeVisible();
    await expect(row.locator('[data-order-status]')).toHaveText('已取消');
    await expect(row.getByRole('link', { name: '去支付' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /取消订单/ })).toHaveCount(0);
    // The other order is untouched.
    await expect(page.locator(`[data-order="${keep.id}"] [data-order-status]`)).toHaveText('待支付');

    const tabs = page.getByRole('tablist', { name: '订单状态' });
    await tabs.getByRole('tab', { name: '已取消' }).click();
    await expect(page).toHaveURL(/\/user\/order\/list\?status=cancelled$/);
    await expect(page.locator('[data-order]')).toHaveCount(1);
    await expect(row).toBeVisible();
    await tabs.getByRole('tab', { name: '待支付' }).click();
    await expect(page.locator('[data-order]')).toHaveCount(1);
    await expect(page.locator(`[data-order="${keep.id}"]`)).toBeVisible();
    await tabs.getByRole('tab', { name: '已支付' }).click();
    await expect(page.getByText('暂无已支付的订单')).toBeVisible();

    // The server agrees, and the detail page tells the same story.
    const detail = await (await memberPost(page.request, '/api/order/detail', { id: order.id })).json();
    expect(detail.data.status).toBe('cancelled');
    await page.goto(`/user/order/detail?id=${order.id}`);
    await expect(page.locator('[data-step="placed"]')).toContainText('提交订单');
    await expect(page.locator('[data-step="cancelled"]')).toContainText('订单已取消');
    await expect(page.getByRole('link', { name: '重新购买' })).toHaveAttribute('href', '/user/vip');
  });
});

test.describe('vegetable VIP', () => {
  test('a visitor sees the plans and is asked to log in to buy; a member buys and lands on the payment page', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/application/vegetable/vip');
    await hydrated(page);
    const year = page.getByRole('article', { name: '蔬菜VIP年卡' });
    await expect(year.locator('[data-price]')).toHaveText('¥168.00');
    await expect(page.getByRole('region', { name: '蔬菜VIP状态' })).toContainText('登录后可查看');
    await year.getByRole('button', { name: '立即开通' }).click();
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
    await expect(page).toHaveURL(/\/application\/vegetable\/vip$/);

    await newMember(page, baseURL);
    await page.reload();
    await expect(page.getByRole('region', { name: '蔬菜VIP状态' })).toContainText('尚未开通蔬菜VIP');
    await year.getByRole('button', { name: '立即开通' }).click();
    await expect(page).toHaveURL(/\/user\/order\/payment\?id=\d+$/);
    await expect(page.locator('[data-pay-title]')).toHaveText('蔬菜VIP年卡');
    await expect(page.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  });
});
