/** 供求信息 on the vegetable list page: a member posts, sees, closes; a visitor sees the posts but no phone. */
import { expect, test } from '@playwright/test';
import { chinaToday } from '#lib/chinaTime.ts';
import { addDays } from '#lib/chinaTime.ts';
import { VEG_SUPPLY_MSG } from '#lib/vegetable/messages.ts';
import { freshMobile, hydrated, registerViaApi, toastWith } from './support';

const LIST = '/api/vegetable/getSupplyDemandList';

const PAGE = '/application/vegetable/list';

test('a member posts a supply, keeps what was typed through a refusal, sees it listed, closes it and it leaves the list', async ({
  page,
  baseURL,
}) => {
  const mobile = freshMobile();
  const token = await registerViaApi(page, mobile, 'harvest88');
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL! }]);
  const contact = `刘${String(Date.now()).slice(-4)}`;

  await page.goto(PAGE);
  await hydrated(page);
  const section = page.locator('[data-supply-section]');
  await section.getByRole('button', { name: '发布供求' }).click();
  const dialog = page.getByRole('dialog', { name: '发布供求信息' });
  await expect(dialog.locator('#sd-product_id option', { hasText: '大白菜' })).toHaveCount(1);
  await dialog.locator('#sd-product_id').selectOption({ label: '大白菜' });
  await dialog.locator('#sd-quantity').fill('12.5');
  await dialog.getByLabel('省份').selectOption({ label: '山东省' });
  await dialog.getByLabel('城市').selectOption({ label: '潍坊市' });
  await dialog.locator('#sd-contact_name').fill(contact);
  // The member's own mobile is offered; a number outside the rule is refused before sending.
  await expect(dialog.locator('#sd-contact_phone')).toHaveValue(mobile);
  await dialog.locator('#sd-contact_phone').fill('12345678901');
  await dialog.getByRole('button', { name: '发布', exact: true }).click();
  await expect(dialog.locator('#sd-contact_phone-error')).toHaveText('请输入正确的手机号码');
  // No price and no 面议: the price is asked for.
  await expect(dialog.locator('#sd-price-error')).toHaveText(VEG_SUPPLY_MSG.price);
  await dialog.locator('#sd-contact_phone').fill(mobile);
  await dialog.locator('#sd-price').fill('1.85');

  // A date past 180 days gets through the browser (no native validation) and is refused by the server under its field.
  const today = chinaToday(new Date());
  await dialog.locator('#sd-valid_until').fill(addDays(today, 200));
  await dialog.getByRole('button', { name: '发布', exact: true }).click();
  await expect(dialog.locator('#sd-valid_until-error')).toHaveText(VEG_SUPPLY_MSG.validUntilRange(180));
  await expect(dialog.locator('#sd-quantity')).toHaveValue('12.5');
  await expect(dialog.locator('#sd-contact_name')).toHaveValue(contact);
  await expect(dialog.getByLabel('城市')).toHaveValue('3707');

  await dialog.locator('#sd-valid_until').fill(addDays(today, 20));
  await dialog.getByRole('button', { name: '发布', exact: true }).click();
  await expect(toastWith(page, 'success', VEG_SUPPLY_MSG.added)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = section.locator('tr[data-post-id]', { hasText: contact });
  await expect(row).toContainText('大白菜');
  await expect(row).toContainText('12.5 吨');
  await expect(row).toContainText('1.85 元/公斤');
  await expect(row).toContainText('潍坊市');
  await expect(row.getByTestId('supply-phone')).toHaveText(mobile);
  const id = await row.getAttribute('data-post-id');

  await section.getByRole('tab', { name: '我的发布' }).click();
  const mine = section.locator(`tr[data-post-id="${id}"]`);
  await expect(mine.getByTestId('supply-status')).toHaveText('展示中');
  await mine.getByRole('button', { name: '关闭' }).click();
  await expect(toastWith(page, 'success', VEG_SUPPLY_MSG.closed)).toBeVisible();
  await expect(mine.getByTestId('supply-status')).toHaveText('已关闭');
  await expect(mine.getByRole('button', { name: '重新开启' })).toBeVisible();

  await section.getByRole('tab', { name: '供应' }).click();
  await expect(section.locator('tr[data-post-id]').first()).toBeVisible();
  await expect(section.locator(`tr[data-post-id="${id}"]`)).toHaveCount(0);
});

test('a visitor sees the demo posts marked demo and no phone, and is offered sign-in for the contact', async ({
  page,
}) => {
  // Hydrated without an error: the prebuilt markup matches the island's first render.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(PAGE);
  await hydrated(page);
  const section = page.locator('[data-supply-section]');
  const rows = section.locator('tr[data-post-id]');
  await expect(rows.first()).toBeVisible();
  // Other tests post at the same time: some rows, not necessarily the first, are the demo's.
  await expect(section.getByTestId('demo-badge').first()).toBeVisible();
  await expect(section.getByTestId('supply-phone')).toHaveCount(0);
  await expect(section).not.toContainText(/1[3-9]\d{9}/);
  await section.getByRole('tab', { name: '求购' }).click();
  await expect(rows.first()).toBeVisible();
  await expect(section.getByTestId('supply-phone')).toHaveCount(0);
  await rows.first().getByRole('button', { name: VEG_SUPPLY_MSG.signInForContact }).click();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an editor hides a member’s post in /admin → 供求信息: it leaves the public list, and comes back unhidden', async ({
  page,
  baseURL,
}) => {
  const token = await registerViaApi(page, freshMobile(), 'harvest88');
  const names = await (
    await page.request.post('/api/vegetable/getSupplyDemandNameList', { data: { all: true } })
  ).json();
  const cucumber = (names.data.list as { product_id: number; product_name: string }[]).find(
    (p) => p.product_name === '黄瓜',
  )!;
  const today = chinaToday(new Date());
  const add = await (
    await page.request.post('/api/vegetable/supplyDemandAdd', {
      headers: { token },
      data: {
        kind: 'demand',
        product_id: cucumber.product_id,
        quantity: 3,
        unit: '吨',
        price: null,
        city: '4401',
        contact_name: '测试屏蔽',
        contact_phone: '13912345678',
        valid_until: addDays(today, 10),
        description: '广告内容',
      },
    })
  ).json();
  expect(add.code, add.msg).toBe(1);
  const id = add.data.id as number;
  const listed = async () =>
    (
      (await (await page.request.post(LIST, { data: { kind: 'demand', pageSize: 50 } })).json()).data
        .list as {
        id: number;
      }[]
    ).some((p) => p.id === id);
  expect(await listed()).toBe(true);

  const login = await (
    await page.request.post('/api/user/login', { data: { username: 'editor', password: 'demo1234' } })
  ).json();
  await page.context().addCookies([{ name: 'token', value: login.data.token, url: baseURL! }]);
  await page.goto('/admin#supply');
  await hydrated(page);
  const row = page.locator(`tr[data-post-id="${id}"]`);
  await expect(row).toContainText('测试屏蔽 13912345678');
  await row.getByRole('button', { name: '屏蔽', exact: true }).click();
  await expect(toastWith(page, 'success', VEG_SUPPLY_MSG.hidden)).toBeVisible();
  await expect(row).toContainText('已屏蔽');
  expect(await listed()).toBe(false);
  await row.getByRole('button', { name: '取消屏蔽' }).click();
  await expect(toastWith(page, 'success', VEG_SUPPLY_MSG.unhidden)).toBeVisible();
  await expect(row).toContainText('展示中');
  expect(await listed()).toBe(true);
});
