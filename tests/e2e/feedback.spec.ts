import { expect, test } from '@playwright/test';

test.describe('feedback form', () => {
  test('shows the three messages on blur and change, then submits and shows the server message', async ({
    page,
  }) => {
    await page.goto('/');
    const logged = page.waitForRequest(
      (r) => r.url().endsWith('/api/base/actionLog') && (r.postData() ?? '').includes('"feedback"'),
    );
    await page.locator('#floating-bar').getByRole('button', { name: '意见反馈' }).click();
    await logged;
    const dialog = page.getByRole('dialog', { name: '意见反馈' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/modal-open/);

    const contact = dialog.getByLabel('姓名');
    const tel = dialog.getByLabel('联系电话');
    const content = dialog.getByLabel('反馈内容');
    // Required fields carry the asterisk.
    await expect(dialog.locator('label[for="fb-contact"]')).toContainText('*');

    // blur
    await contact.focus();
    await contact.blur();
    await expect(dialog.getByText('请输入您的姓名')).toBeVisible();
    // change
    await tel.fill('1');
    await tel.fill('');
    await expect(dialog.getByText('请输入您的联系电话')).toBeVisible();
    // submit checks every field at once
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog.getByText('请输入反馈和建议')).toBeVisible();

    await contact.fill('王芳');
    await expect(dialog.getByText('请输入您的姓名')).toBeHidden();
    await tel.fill('13912345678');
    await content.fill('蔬菜价格页面希望支持按周查看。');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/user/feedback'));
    await dialog.getByRole('button', { name: '提交' }).click();
    const body = await (await answered).json();
    expect(body.code).toBe(1);

    const toast = page.locator('[data-toast="success"]');
    await expect(toast).toHaveText(body.msg);
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
  });

  test('a toast stays about 3 seconds and then leaves', async ({ page }) => {
    await page.goto('/');
    await page.locator('#floating-bar').getByRole('button', { name: '意见反馈' }).click();
    const dialog = page.getByRole('dialog', { name: '意见反馈' });
    await dialog.getByLabel('姓名').fill('赵强');
    await dialog.getByLabel('联系电话').fill('010-88886666');
    await dialog.getByLabel('反馈内容').fill('希望增加玉米价格数据。');
    await dialog.getByRole('button', { name: '提交' }).click();
    const toast = page.locator('[data-toast="success"]');
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await page.waitForTimeout(2400);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 2000 });
    const gone = Date.now() - shownAt;
    expect(gone).toBeGreaterThanOrEqual(2400);
    expect(gone).toBeLessThan(4500);
  });

  test('reset restores the empty form and closing keeps the page usable', async ({ page }) => {
    await page.goto('/group');
    await page.locator('#floating-bar').getByRole('button', { name: '意见反馈' }).click();
    const dialog = page.getByRole('dialog', { name: '意见反馈' });
    await dialog.getByLabel('姓名').fill('临时');
    await dialog.getByRole('button', { name: '重置' }).click();
    await expect(dialog.getByLabel('姓名')).toHaveValue('');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('on a phone the floating bar and the footer open the feedback form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: '意见反馈' });
  await page.locator('#floating-bar').getByRole('button', { name: '意见反馈' }).click();
  // Inside the screen, though the dialog is 520 px wide at desktop widths.
  await expect(dialog).toBeInViewport({ ratio: 1 });
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
  await page.locator('footer').getByRole('button', { name: '意见反馈' }).click();
  await expect(dialog).toBeVisible();
});
