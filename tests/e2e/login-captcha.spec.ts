/** After repeated failures the account login asks for the image captcha instead of refusing (issue 11 point 6). */
import { expect, test } from '@playwright/test';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import {
  captchaAnswer,
  freshMobile,
  openLoginModal,
  registerViaApi,
  toastWith,
  tokenCookie,
} from './support.ts';

test('after 5 wrong passwords for a name the login modal shows the captcha, keeps what was typed, and signs in with it', async ({
  page,
}) => {
  const mobile = freshMobile();
  await registerViaApi(page, mobile, 'harvest88');
  // Failures per name (every browser test calls from one address, so the address's own count is left low).
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post('/api/user/login', {
      data: { username: mobile, password: 'wrong-pw' },
    });
    expect((await res.json()).msg).toBe(ACCOUNT_MSG.badCredentials);
  }

  await openLoginModal(page);
  const login = page.getByRole('dialog', { name: '登录' });
  const captchaField = login.getByPlaceholder('请输入图形验证码');
  await expect(captchaField).toHaveCount(0);
  await login.getByPlaceholder('请输入手机号或账号').fill(mobile);
  await login.getByPlaceholder('请输入密码').fill('harvest88');
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await expect(toastWith(page, 'error', ACCOUNT_MSG.loginCaptchaRequired)).toBeVisible();
  await expect(captchaField).toBeVisible();
  await expect(login.getByRole('img', { name: '图形验证码' })).toBeVisible();
  await expect(login.getByPlaceholder('请输入手机号或账号')).toHaveValue(mobile);
  await expect(login.getByPlaceholder('请输入密码')).toHaveValue('harvest88');
  expect(await tokenCookie(page)).toBeUndefined();

  await captchaField.fill(await captchaAnswer(page));
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await expect(toastWith(page, 'success', ACCOUNT_MSG.loginOk)).toBeVisible();
  await expect(login).toBeHidden();
  expect(await tokenCookie(page)).toBeDefined();
});
