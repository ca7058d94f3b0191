/** /admin#industry (数据检索表格): the editor sees the demo tables, is told why a bad link is refused, publishes and deletes one. */
import { expect, test, type Page } from '@playwright/test';
import { INDUSTRY_TABLE_MSG } from '#lib/industry/messages.ts';
import { hydrated, toastWith } from './support.ts';

const EDITOR = { username: 'editor', password: 'demo1234' };
const SHOTS = process.env.E2E_SHOTS;

async function signInAsEditor(page: Page) {
  await page.goto('/admin#industry');
  await hydrated(page);
  const login = page.getByRole('dialog', { name: '登录' });
  await login.getByPlaceholder('请输入手机号或账号').fill(EDITOR.username);
  await login.getByPlaceholder('请输入密码').fill(EDITOR.password);
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await expect(toastWith(page, 'success', '登录成功')).toBeVisible();
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

for (const [label, width] of [
  ['desktop', 1440],
  ['mobile', 390],
] as const)
  test(`an editor publishes a table from a retrieval link and deletes it (${label})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsEditor(page);
    await page.getByRole('tab', { name: '数据检索表格' }).click();
    const panel = page.getByTestId('industry-tables-panel');
    await expect(panel.getByText('各省粮食产量', { exact: true })).toBeVisible();
    await expect(panel.getByText('粮食产量 × 31个地区 × 2015—2024年')).toBeVisible();
    await shot(page, `admin-industry-list-${label}`);

    const form = panel.getByRole('form', { name: '新建表格' });
    const title = `测试表格${width}`;
    await form.getByLabel('标题').fill(title);
    await form.getByLabel('检索链接').fill('/data/retrieval?i=abc');
    await form.getByRole('button', { name: '发布表格' }).click();
    await expect(form.getByRole('alert')).toHaveText(INDUSTRY_TABLE_MSG.badLink);
    await shot(page, `admin-industry-error-${label}`);

    await form
      .getByLabel('检索链接')
      .fill(
        'http://localhost/data/retrieval?i=1001&r=410000,370000&from=2015&to=2024&rows=region&cols=period',
      );
    await form.getByLabel('说明').fill('河南、山东两省');
    await form.getByRole('button', { name: '发布表格' }).click();
    await expect(toastWith(page, 'success', INDUSTRY_TABLE_MSG.saved)).toBeVisible();
    const row = panel.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('粮食产量 × 2个地区 × 2015—2024年');

    await row.getByRole('button', { name: '编辑' }).click();
    await expect(panel.getByRole('form', { name: '编辑表格' }).getByLabel('标题')).toHaveValue(title);
    await shot(page, `admin-industry-edit-${label}`);
    await panel.getByRole('button', { name: '取消编辑' }).click();

    await row.getByRole('button', { name: '删除' }).click();
    const dialog = page.getByRole('dialog', { name: '删除表格' });
    await expect(dialog).toContainText(INDUSTRY_TABLE_MSG.confirmDelete(title));
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(toastWith(page, 'success', INDUSTRY_TABLE_MSG.removed)).toBeVisible();
    await expect(row).toHaveCount(0);
  });
