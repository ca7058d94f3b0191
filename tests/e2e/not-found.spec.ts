import { expect, test } from '@playwright/test';

test.describe('unknown paths', () => {
  for (const path of ['/this/does/not/exist', '/nothing.html', '/application/baike/999999']) {
    test(`${path} gives the 404 page`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.locator('[data-error-status="404"]')).toBeVisible();
      await expect(page.getByText('页面飞走了')).toBeVisible();
    });
  }

  test('返回首页 leads home', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: '农业产业数据服务平台' })).toBeVisible();
  });
});
