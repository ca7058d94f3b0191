/**
 * Issue 30 in the browser: every form that creates an account is stopped by the unchecked consent box and goes
 * through once it is ticked; the two documents are pages linked from the footer and from the box.
 */
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_MSG } from '#lib/accounts/messages.ts';
import { LEGAL_DOCUMENTS, LEGAL_KINDS } from '#lib/legal/documents.ts';
import { RETENTION } from '#lib/legal/retention.ts';
import { freshMobile, hydrated, memberPost, openLoginModal, requestSmsCode, toastWith } from './support.ts';

const consentDue = async (page: Page) =>
  (await (await memberPost(page.request, '/api/legal/consentDue')).json()).data;

test('register: refused until the box is ticked, its links open the documents in a new tab, then both are accepted', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('#site-header').getByRole('button', { name: '注册' }).click();
  const dialog = page.getByRole('dialog', { name: '注册账号' });
  const box = dialog.getByRole('checkbox', { name: '我已阅读并同意' });
  await expect(box).not.toBeChecked();
  for (const kind of LEGAL_KINDS) {
    const link = dialog.getByRole('link', { name: `《${LEGAL_DOCUMENTS[kind].title}》` });
    await expect(link).toHaveAttribute('href', LEGAL_DOCUMENTS[kind].path);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  const code = await requestSmsCode(page, freshMobile());
  await dialog.getByPlaceholder('请输入短信验证码').fill(code);
  await dialog.getByPlaceholder('设置密码（6-20位）').fill('harvest88');
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/api/user/mobileAuth') && sent.push(r.url()));
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
  await expect(dialog.getByText(ACCOUNT_MSG.consentRequired)).toBeVisible();
  expect(sent).toEqual([]);

  await box.check();
  await expect(dialog.getByText(ACCOUNT_MSG.consentRequired)).toBeHidden();
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
  await expect(toastWith(page, 'success', '注册成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The registration recorded both documents in force: nothing is due.
  expect(await consentDue(page)).toEqual([]);
});

test('SMS sign-in of a new number: stopped without the box, registered with it', async ({ page }) => {
  await openLoginModal(page);
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByRole('tab', { name: '手机快捷登录' }).click();
  const code = await requestSmsCode(page, freshMobile());
  await dialog.getByPlaceholder('请输入短信验证码').fill(code);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog.getByText(ACCOUNT_MSG.consentRequired)).toBeVisible();
  await dialog.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(toastWith(page, 'success', '登录成功')).toBeVisible();
  // The token is kept a moment after the message (spec §4): once the modal closes, the member is signed in.
  await expect(dialog).toBeHidden();
  expect(await consentDue(page)).toEqual([]);
});

test('the documents are pages linked from the footer, with their version, date and the periods the site keeps', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: '隐私政策' }).click();
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  const current = page.getByRole('article', { name: '隐私政策' });
  await expect(current.getByText(/^版本 \d+，自 \d{4}-\d{2}-\d{2} 起生效$/)).toBeVisible();
  await expect(current).toContainText(`${RETENTION.smsCodeDays} 天`);
  await expect(current.getByRole('table').first()).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: '用户协议' }).click();
  await expect(page).toHaveURL(/\/legal\/terms$/);
  await expect(page.getByRole('article', { name: '用户协议' })).toContainText('使用规范');
});
