/**
 * Issue 30 in the browser: a member asks for 导出我的数据, downloads the ZIP and opens it; asks for 注销账号, withdraws
 * it from the banner, asks again, and the job (run early through the local job hook) closes the account: the old
 * sign-in fails with a clear message and the same mobile registers anew; a member without a password asks with an
 * SMS code sent to their own mobile; a WeChat-only member is told to bind a mobile first, and binds one.
 */
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { DELETION } from '#lib/legal/retention.ts';
import { readZipDirectory } from '#server/services/untrusted/zipDirectory.ts';
import { TIMING } from '#lib/site.ts';
import {
  agreeToTerms,
  captchaAnswer,
  freshMobile,
  hydrated,
  lastSmsCode,
  openLoginModal,
  registerViaApi,
  toastWith,
} from './support.ts';

const PASSWORD = 'erase1234';

/** One file of a ZIP's bytes, as text. */
function fileOf(bytes: Uint8Array, name: string): string {
  const dir = readZipDirectory(bytes);
  if ('refusal' in dir) throw new Error(dir.refusal);
  const e = dir.entries.find((x) => x.name === name);
  if (!e) throw new Error(`${name} not in the ZIP`);
  const data = bytes.subarray(e.dataAt, e.dataAt + e.packed);
  return (e.method === 0 ? Buffer.from(data) : inflateRawSync(data)).toString('utf8');
}

test('导出我的数据: requested, prepared, downloaded and opened', async ({ page, baseURL }) => {
  const mobile = freshMobile();
  const token = await registerViaApi(page, mobile, PASSWORD);
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL! }]);
  await page.goto('/user/export');
  await hydrated(page);
  await page.getByRole('button', { name: '申请导出' }).click();
  await expect(toastWith(page, 'success', '已开始准备您的数据')).toBeVisible();
  const download = page.getByRole('link', { name: '下载' });
  await expect
    .poll(
      async () => {
        if (await download.count()) return true;
        await page.reload();
        await hydrated(page);
        return download.count().then((n) => n > 0);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(page.locator('[data-state="ready"]')).toHaveText('可下载');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.zip$/);
  const bytes = new Uint8Array(readFileSync((await file.path())!));
  const profile = JSON.parse(fileOf(bytes, 'profile.json')) as { mobile: string }[];
  expect(profile).toHaveLength(1);
  expect(profile[0]!.mobile).toBe(mobile);
  expect(fileOf(bytes, 'sessions.csv')).toContain('user_agent');
  // The link opens for its member only: a visitor holding it is refused.
  const href = (await download.getAttribute('href'))!;
  const visitor = await page.request.fetch(href, { headers: { cookie: '' } });
  expect(visitor.status()).toBe(403);
});

test('注销账号: requested, withdrawn, requested again and carried out; the mobile registers anew', async ({
  page,
  baseURL,
}) => {
  const mobile = freshMobile();
  const token = await registerViaApi(page, mobile, PASSWORD);
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL! }]);
  const me = await (await page.request.post('/api/user/getProfile', { headers: { token } })).json();
  await page.goto('/user/security');
  await hydrated(page);
  await expect(page.getByRole('list', { name: '将被清除' })).toContainText('手机号');
  await expect(page.getByRole('list', { name: '将被保留' })).toContainText('订单与发票');

  const ask = async () => {
    await page.getByLabel('登录密码（确认是您本人）').fill(PASSWORD);
    await page.getByLabel('我已了解注销后果').check();
    await page.getByRole('button', { name: '申请注销账号' }).click();
    await expect(page.getByRole('button', { name: '撤销注销' }).first()).toBeVisible();
  };
  // Without the confirmation the server refuses, in Chinese.
  await page.getByLabel('登录密码（确认是您本人）').fill(PASSWORD);
  await page.getByRole('button', { name: '申请注销账号' }).click();
  await expect(toastWith(page, 'error', '请勾选“我已了解注销后果”')).toBeVisible();

  await ask();
  // The banner shows on every personal-centre page while cooling off, with 撤销注销.
  await page.goto('/user/profile');
  await hydrated(page);
  const banner = page.getByRole('status').filter({ hasText: '您已申请注销账号' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: '撤销注销' }).click();
  await expect(page.getByRole('status').filter({ hasText: '您已申请注销账号' })).toHaveCount(0);

  await page.goto('/user/security');
  await hydrated(page);
  await ask();
  // Not carried out before the cooling-off period ends.
  const early = await page.request.post('/api/sim/jobs/deletions', { data: { aheadDays: 0 } });
  expect((await early.json()).data.closed).toEqual([]);
  const due = await page.request.post('/api/sim/jobs/deletions', {
    data: { aheadDays: DELETION.coolingOffDays + 1 },
  });
  expect((await due.json()).data.closed).toHaveLength(1);

  // The session is gone and the old password sign-in fails with the sign-in's own message.
  await page.goto('/user/profile');
  await hydrated(page);
  await expect(
    page.locator('[data-error-status="401"]').or(page.getByTestId('sign-in-prompt')),
  ).toBeVisible();
  const login = await (
    await page.request.post('/api/user/login', { data: { username: mobile, password: PASSWORD } })
  ).json();
  expect(login).toMatchObject({ code: 0, msg: ACCOUNT_MSG.badCredentials });

  // The same mobile registers again: a new, empty account.
  await page.context().clearCookies();
  const fresh = await registerViaApi(page, mobile, 'again1234');
  const profile = await (
    await page.request.post('/api/user/getProfile', { headers: { token: fresh } })
  ).json();
  expect(profile.data.mobile).toBe(mobile);
  expect(profile.data.uid).not.toBe(me.data.uid);
});

test('注销账号 by SMS code: a member registered by SMS, without a password', async ({ page, baseURL }) => {
  // The code for deletion waits out the SMS cooldown of the code that registered the member.
  test.setTimeout(TIMING.smsCooldownS * 1000 + 60_000);
  const mobile = freshMobile();
  const req = page.request;
  await req.get(`/api/user/getImgVerificationCode?random=${Math.random()}`);
  const imgCode = await captchaAnswer(page);
  expect(
    (await (await req.post('/api/user/getSmsVerificationCode', { data: { mobile, imgCode } })).json()).code,
  ).toBe(1);
  const code = await lastSmsCode(page, mobile);
  const signedIn = await (
    await req.post('/api/user/mobileAuth', {
      data: { username: mobile, code, action: 'mobile_login', agree: true },
    })
  ).json();
  expect(signedIn.code).toBe(1);
  const registeredAt = Date.now();
  await page.context().addCookies([{ name: 'token', value: signedIn.data.token, url: baseURL! }]);
  await page.goto('/user/security');
  await hydrated(page);

  const form = page.getByRole('form', { name: '注销账号' });
  // No password to offer: the code is chosen, sent to the member's own mobile, shown masked.
  await expect(form.getByLabel('登录密码（确认是您本人）')).toHaveCount(0);
  await expect(form).toContainText(`验证码将发送到您绑定的手机 ${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  await page.waitForTimeout(Math.max(0, registeredAt + TIMING.smsCooldownS * 1000 + 1000 - Date.now()));
  await expect(form.getByRole('img', { name: '图形验证码' })).toBeVisible();
  await form.getByPlaceholder('请输入图形验证码').fill(await captchaAnswer(page));
  await form.getByRole('button', { name: '获取短信验证码' }).click();
  await expect(toastWith(page, 'success', ACCOUNT_MSG.smsSent)).toBeVisible();
  await expect(form.getByRole('button', { name: /^\d+秒后重新发送$/ })).toBeDisabled();
  const deletionCode = await lastSmsCode(page, mobile);
  expect(deletionCode).not.toBe(code);
  await form.getByPlaceholder('请输入短信验证码').fill(deletionCode);
  await form.getByLabel('我已了解注销后果').check();
  await form.getByRole('button', { name: '申请注销账号' }).click();
  await expect(page.getByRole('button', { name: '撤销注销' }).first()).toBeVisible();
  await page.getByRole('button', { name: '撤销注销' }).first().click();
  await expect(page.getByRole('button', { name: '申请注销账号' })).toBeVisible();
});

test('注销账号 for a WeChat-only member: told to bind a mobile, binds one, then offered the SMS code', async ({
  page,
}) => {
  await openLoginModal(page);
  await page.getByRole('button', { name: '微信登录' }).click();
  const qr = page.frameLocator('iframe[title="微信扫码登录"]');
  await qr.getByRole('button', { name: '确认登录' }).click();
  await agreeToTerms(page);
  await page.getByRole('button', { name: '跳过绑定，直接登录' }).click({ timeout: 6000 });
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/user/security');
  await hydrated(page);
  await expect(page.getByRole('note')).toContainText('既未设置密码也未绑定手机号');
  await expect(page.getByRole('form', { name: '注销账号' })).toHaveCount(0);
  await page.getByRole('link', { name: '个人中心 → 账号绑定' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await hydrated(page);

  const mobile = freshMobile();
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  const row = page.locator('[data-binding="手机号"]');
  await row.getByRole('button', { name: '去绑定' }).click();
  const bind = page.getByRole('form', { name: '绑定手机号' });
  await bind.getByPlaceholder('请输入手机号').fill(mobile);
  await expect(bind.getByRole('img', { name: '图形验证码' })).toBeVisible();
  await bind.getByPlaceholder('请输入图形验证码').fill(await captchaAnswer(page));
  await bind.getByRole('button', { name: '获取短信验证码' }).click();
  await expect(bind.getByRole('button', { name: /^\d+秒后重新发送$/ })).toBeDisabled();
  await bind.getByPlaceholder('请输入短信验证码').fill(await lastSmsCode(page, mobile));
  await bind.getByRole('button', { name: '绑定' }).click();
  await expect(toastWith(page, 'success', ACCOUNT_MSG.mobileBound)).toBeVisible();
  await expect(row).toContainText(masked);
  await expect(row).toContainText('已绑定');

  await page.goto('/user/security');
  await hydrated(page);
  await expect(page.getByRole('form', { name: '注销账号' })).toContainText(
    `验证码将发送到您绑定的手机 ${masked}`,
  );
});
