/**
 * Issue 30: a newer 隐私政策 in force asks a member again at the next visit, and member calls wait for the answer.
 * It asks every member, demo accounts included, so this spec runs after all the others (the `renewal` project).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { chinaToday } from '#lib/chinaTime.ts';
import { editorToken, freshMobile, memberPost, registerViaApi, untilPublished } from './support.ts';

// Each test publishes a version in force: one after the other, so each sees its own.
test.describe.configure({ mode: 'serial' });

/** The demo editor writes a 隐私政策 version in force today and publishes it; its answer. */
async function publishPrivacy(request: APIRequestContext, body: string, summary: string) {
  const editor = await editorToken(request);
  const headers = { token: editor };
  const data = { kind: 'privacy', body, summary, effective_at: chinaToday(new Date()) };
  const draft = await (await request.post('/api/admin/legal/save', { headers, data })).json();
  expect(draft.code).toBe(1);
  const published = await (
    await request.post('/api/admin/legal/publish', { headers, data: { id: draft.data.id } })
  ).json();
  expect(published).toMatchObject({ code: 1, data: { state: 'in_force' } });
  return editor;
}

test('a newer privacy policy asks the member, who accepts and goes on; the page shows both versions', async ({
  page,
  baseURL,
}) => {
  const token = await registerViaApi(page, freshMobile(), 'harvest88');
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL! }]);
  expect((await (await memberPost(page.request, '/api/user/score')).json()).code).toBe(1);

  const editor = await publishPrivacy(
    page.request,
    '## 更新说明\n\n导出文件保存 {{RETENTION.exportDays}} 天。',
    '新增导出我的数据的说明',
  );
  expect((await memberPost(page.request, '/api/user/score')).status()).toBe(428);

  await page.goto('/user/profile');
  const prompt = page.getByRole('dialog', { name: '我们更新了《隐私政策》' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('新增导出我的数据的说明');
  await expect(prompt.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/legal/privacy');
  await prompt.getByRole('button', { name: '同意并继续' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await (await memberPost(page.request, '/api/user/score')).json()).code).toBe(1);

  // The publish rendered the page again: version 2 in force, version 1 readable below.
  await untilPublished(page.request, editor);
  await page.goto('/legal/privacy');
  await expect(page.getByRole('article', { name: '隐私政策' })).toContainText('版本 2，自');
  await expect(page.getByRole('region', { name: '历史版本' }).getByText(/^版本 1，自/)).toBeVisible();
});

test('a member asked again may sign out instead', async ({ page, baseURL }) => {
  // Registered under the version in force, then a newer one takes effect.
  const token = await registerViaApi(page, freshMobile(), 'harvest88');
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL! }]);
  await publishPrivacy(page.request, '## 措辞调整\n\n措辞调整。', '措辞调整');
  await page.goto('/user/favorite');
  const prompt = page.getByRole('dialog', { name: '我们更新了《隐私政策》' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: '退出登录' }).click();
  await expect(page.locator('#site-header').getByRole('button', { name: '登录' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
});
