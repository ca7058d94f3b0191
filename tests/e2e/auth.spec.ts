import { expect, test } from '@playwright/test';
import {
  agreeToTerms,
  captchaAnswer,
  freshMobile,
  hydrated,
  openLoginModal,
  requestSmsCode,
  toastWith,
  tokenCookie,
} from './support.ts';

test.describe('login modal', () => {
  test('shows the spec messages and the SMS countdown', async ({ page }) => {
    await openLoginModal(page);
    const dialog = page.getByRole('dialog', { name: '登录' });
    await expect(dialog).toHaveCSS('width', '480px');
    await expect(dialog).toHaveCSS('height', '480px');
    await expect(page.locator('body')).toHaveClass(/modal-open/);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(dialog.getByText('请输入手机号或账号')).toBeVisible();
    await expect(dialog.getByText('密码不能为空')).toBeVisible();

    await dialog.getByRole('tab', { name: '手机快捷登录' }).click();
    await dialog.getByRole('button', { name: '获取短信验证码' }).click();
    await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(dialog.getByText('请输入正确的图形验证码')).toBeVisible();
    await dialog.getByPlaceholder('请输入手机号').fill('13512345678');
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(dialog.getByText('手机验证码不能为空')).toBeVisible();

    const mobile = freshMobile();
    await requestSmsCode(page, mobile);
    const button = dialog.getByRole('button', { name: /秒后重新发送$/ });
    await expect(button).toHaveText(/^(60|59)秒后重新发送$/);
    await page.waitForTimeout(2100);
    await expect(button).toHaveText(/^(58|57)秒后重新发送$/);
    await expect(button).toBeDisabled();
  });

  test('the captcha reloads with a new random query when clicked', async ({ page }) => {
    await openLoginModal(page);
    await page.getByRole('tab', { name: '手机快捷登录' }).click();
    const first = await captchaAnswer(page);
    const reloaded = page.waitForRequest((r) => /getImgVerificationCode\?random=0\.\d+/.test(r.url()));
    await page.getByRole('button', { name: '图形验证码，点击刷新' }).click();
    await reloaded;
    await expect.poll(() => captchaAnswer(page)).not.toBe(first);
  });

  test('closing a sub-view returns to login; the close button clears everything', async ({ page }) => {
    await openLoginModal(page);
    await page.getByRole('button', { name: '立即注册' }).click();
    await expect(page.getByRole('dialog', { name: '注册账号' })).toBeVisible();
    await page.getByRole('button', { name: '返回登录' }).click();
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
    await page.getByPlaceholder('请输入手机号或账号').fill('someone');
    await page.getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    await page.locator('#site-header').getByRole('button', { name: '登录' }).click();
    await expect(page.getByPlaceholder('请输入手机号或账号')).toHaveValue('');
  });
});

test.describe('sign-in flows', () => {
  test('register with SMS, then log in with password: remember-me sets a 7-day cookie, without it a session cookie', async ({
    page,
    context,
  }) => {
    const mobile = freshMobile();
    await page.goto('/');
    await hydrated(page);
    await page.locator('#site-header').getByRole('button', { name: '注册' }).click();
    const dialog = page.getByRole('dialog', { name: '注册账号' });
    const code = await requestSmsCode(page, mobile);
    await dialog.getByPlaceholder('请输入短信验证码').fill(code);
    await dialog.getByPlaceholder('设置密码（6-20位）').fill('harvest88');
    await agreeToTerms(page);
    await dialog.getByRole('button', { name: '注册', exact: true }).click();
    await expect(toastWith(page, 'success', '注册成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#site-header').getByRole('button', { name: '登录' })).toBeHidden();
    expect((await tokenCookie(page))?.expires).toBe(-1);

    // Log out: the token cookie goes, the server revokes the session.
    await context.clearCookies({ name: 'token' });
    await page.reload();
    await hydrated(page);

    await page.locator('#site-header').getByRole('button', { name: '登录' }).click();
    const login = page.getByRole('dialog', { name: '登录' });
    await login.getByPlaceholder('请输入手机号或账号').fill(mobile);
    await login.getByPlaceholder('请输入密码').fill('harvest88');
    await login.getByLabel('7天内自动登录').check();
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await expect(toastWith(page, 'success', '登录成功')).toBeVisible();
    await expect(login).toBeHidden();
    const cookie = await tokenCookie(page);
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const profile = await page.request.post('/api/user/getProfile', { headers: { token: cookie!.value } });
    expect((await profile.json()).data.mobile).toBe(mobile);
  });

  test('a wrong password is refused with a toast and keeps what was typed', async ({ page }) => {
    await openLoginModal(page);
    const login = page.getByRole('dialog', { name: '登录' });
    await login.getByPlaceholder('请输入手机号或账号').fill('demo');
    await login.getByPlaceholder('请输入密码').fill('wrong-pass');
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await expect(toastWith(page, 'error', '账号或密码错误')).toBeVisible();
    await expect(login.getByPlaceholder('请输入手机号或账号')).toHaveValue('demo');
    expect(await tokenCookie(page)).toBeUndefined();
  });

  test('log in by mobile code', async ({ page }) => {
    const mobile = freshMobile();
    await openLoginModal(page);
    await page.getByRole('tab', { name: '手机快捷登录' }).click();
    const code = await requestSmsCode(page, mobile);
    await page.getByPlaceholder('请输入短信验证码').fill(code);
    await agreeToTerms(page);
    await page.getByRole('dialog').getByRole('button', { name: '登录', exact: true }).click();
    await expect(toastWith(page, 'success', '登录成功')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await tokenCookie(page)).toBeDefined();
  });

  test('forgot password: reset by SMS, back to login after 1 s, then sign in with the new password', async ({
    page,
  }) => {
    // demo3 is the demo member kept for this test: its password changes here.
    const mobile = '13800000003';
    await openLoginModal(page);
    await page.getByRole('button', { name: '忘记密码？' }).click();
    const forgot = page.getByRole('dialog', { name: '找回密码' });
    const code = await requestSmsCode(page, mobile);
    await forgot.getByPlaceholder('请输入短信验证码').fill(code);
    await forgot.getByPlaceholder('设置新密码（6-20位）').fill('renewed99');
    await forgot.getByRole('button', { name: '重置密码' }).click();
    await expect(toastWith(page, 'success', '密码已重置，请使用新密码登录')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
    await page.getByPlaceholder('请输入手机号或账号').fill(mobile);
    await page.getByPlaceholder('请输入密码').fill('renewed99');
    await page.getByRole('dialog').getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await tokenCookie(page)).toBeDefined();
  });
});
