import { expect, test, type Browser, type Page } from '@playwright/test';
import { agreeToTerms, freshMobile, hydrated, registerViaApi, toastWith } from './support.ts';

/** A member of its own for each test (shared demo members would couple tests), signed in through the API. */
async function signedIn(page: Page): Promise<void> {
  const token = await registerViaApi(page, freshMobile(), 'member123');
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
}

/** Someone else signs in with a fixed simulated WeChat identity first, so it belongs to another member. */
async function claimIdentity(browser: Browser, index: number): Promise<void> {
  const page = await browser.newPage();
  await page.goto('/');
  await hydrated(page);
  await page.locator('#site-header').getByRole('button', { name: '登录' }).click();
  await page.getByRole('button', { name: '微信登录' }).click();
  const qr = page.frameLocator('iframe[title="微信扫码登录"]');
  await qr.getByLabel('模拟微信用户').selectOption({ index });
  await qr.getByRole('button', { name: '确认登录' }).click();
  await agreeToTerms(page);
  await page.getByRole('button', { name: '跳过绑定，直接登录' }).click({ timeout: 6000 });
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.close();
}

test('a member binds WeChat from the profile page (poll code 4)', async ({ page }) => {
  await signedIn(page);
  await page.goto('/user/profile');
  await hydrated(page);
  const wechat = page.locator('[data-binding="微信"]');
  await expect(wechat).toContainText('未绑定');
  await wechat.getByRole('button', { name: '去绑定' }).click();
  const qr = page.frameLocator('iframe[title="微信扫码登录"]');
  await qr.getByRole('button', { name: '确认登录' }).click();
  await expect(toastWith(page, 'success', '绑定成功')).toBeVisible({ timeout: 6000 });
  await expect(page.locator('[data-binding="微信"]')).toContainText('已绑定', { timeout: 6000 });
});

test('binding a WeChat that belongs to another account asks to merge (poll code 3)', async ({
  page,
  browser,
}) => {
  await claimIdentity(browser, 2);
  await signedIn(page);
  await page.goto('/user/profile');
  await hydrated(page);
  await page.locator('[data-binding="微信"]').getByRole('button', { name: '去绑定' }).click();
  const qr = page.frameLocator('iframe[title="微信扫码登录"]');
  await qr.getByLabel('模拟微信用户').selectOption({ index: 2 });
  await qr.getByRole('button', { name: '确认登录' }).click();
  const confirm = page.getByRole('dialog', { name: 'Tip' });
  await expect(confirm).toBeVisible({ timeout: 6000 });
  await expect(confirm).toContainText('是否将其合并到当前账号');
  const merged = page.waitForResponse((r) => r.url().endsWith('/api/user/accountMerge'));
  await confirm.getByRole('button', { name: '确定' }).click();
  expect(await (await merged).json()).toMatchObject({ code: 1, msg: '账号合并成功' });
  await expect(toastWith(page, 'success', '账号合并成功')).toBeVisible();
  await expect(page.locator('[data-binding="微信"]')).toContainText('已绑定', { timeout: 6000 });
});
