import { expect, test } from '@playwright/test';

test('going offline shows a notice; coming back says so', async ({ page, context }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect(page.getByText('网络已断开，恢复连接后将自动重试')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('网络已断开，恢复连接后将自动重试')).toBeHidden();
  await expect(page.locator('[data-toast="success"]')).toHaveText('网络已恢复');
});

test('a page chunk that fails to load reloads the page once, not again within a minute', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Make every not-yet-loaded chunk fail, as after a deploy removed the old files.
  await page.route(/\/_astro\/FeedbackDialog.*\.js$/, (route) => route.abort());
  let navigations = 0;
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations++;
  });
  await page.locator('#floating-bar').getByRole('button', { name: '意见反馈' }).click();
  await expect.poll(() => navigations).toBe(1);
  await page.waitForLoadState('networkidle');
  await page.locator('#floating-bar').getByRole('button', { name: '意见反馈' }).click();
  await page.waitForTimeout(1500);
  expect(navigations).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('portal:chunk-reload-at'))).toMatch(/^\d+$/);
});
