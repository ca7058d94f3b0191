import { expect, test } from '@playwright/test';
import {
  agreeToTerms,
  freshMobile,
  openLoginModal,
  requestSmsCode,
  toastWith,
  tokenCookie,
} from './support.ts';

test('WeChat login through the simulator reaches bind, binds a mobile and lands logged in', async ({
  page,
}) => {
  await openLoginModal(page);
  await page.getByRole('button', { name: '微信登录' }).click();
  await expect(page.getByRole('dialog', { name: '微信扫码登录' })).toBeVisible();
  const stateCookie = (await page.context().cookies()).find((c) => c.name === 'state');
  expect(stateCookie?.value).toMatch(/^[A-Za-z0-9]{32}$/);

  const qr = page.frameLocator('iframe[title="微信扫码登录"]');
  await expect(qr.getByText('本地模拟器')).toBeVisible();
  await qr.getByRole('button', { name: '确认登录' }).click();
  await expect(qr.getByText('授权成功')).toBeVisible();

  // The 2 s poll answers code 2: a new WeChat user must bind a mobile.
  const bind = page.getByRole('dialog', { name: '绑定手机号' });
  await expect(bind).toBeVisible({ timeout: 6000 });
  await expect(bind).toHaveCSS('height', '550px');
  await expect(bind.getByRole('button', { name: '跳过绑定，直接登录' })).toBeVisible();

  const mobile = freshMobile();
  const code = await requestSmsCode(page, mobile);
  await bind.getByPlaceholder('请输入短信验证码').fill(code);
  await agreeToTerms(page);
  await bind.getByRole('button', { name: '绑定并登录' }).click();
  await expect(toastWith(page, 'success', '登录成功')).toBeVisible();
  await expect(bind).toBeHidden();
  const token = await tokenCookie(page);
  const profile = await (
    await page.request.post('/api/user/getProfile', { headers: { token: token!.value } })
  ).json();
  expect(profile.data).toMatchObject({ mobile, wx_unionid: 'bound' });
});

test('a known WeChat user signs straight in (poll code 1)', async ({ page, browser }) => {
  // First sign-in registers the identity by skipping the bind.
  await openLoginModal(page);
  await page.getByRole('button', { name: '微信登录' }).click();
  const qr = page.frameLocator('iframe[title="微信扫码登录"]');
  await qr.getByLabel('模拟微信用户').selectOption({ index: 1 });
  await qr.getByRole('button', { name: '确认登录' }).click();
  await agreeToTerms(page);
  await page.getByRole('button', { name: '跳过绑定，直接登录' }).click({ timeout: 6000 });
  await expect(page.getByRole('dialog')).toBeHidden();

  // Later, in a fresh browser, the same WeChat user is signed in by the poll alone.
  const other = await browser.newPage();
  await openLoginModal(other);
  await other.getByRole('button', { name: '微信登录' }).click();
  const qr2 = other.frameLocator('iframe[title="微信扫码登录"]');
  await qr2.getByLabel('模拟微信用户').selectOption({ index: 1 });
  await qr2.getByRole('button', { name: '确认登录' }).click();
  await expect(toastWith(other, 'success', '登录成功')).toBeVisible({ timeout: 6000 });
  await expect(other.getByRole('dialog')).toBeHidden();
  expect(await tokenCookie(other)).toBeDefined();
  await other.close();
});
