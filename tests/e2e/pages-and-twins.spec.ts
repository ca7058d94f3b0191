import { expect, test } from '@playwright/test';

const BUILT = ['/', '/group', '/application/list', '/article/detail/disclaimer'];

test.describe('clean routes and their .html twins', () => {
  for (const path of BUILT) {
    test(`${path} and its .html twin give the same page`, async ({ request }) => {
      const twin = path === '/' ? '/index.html' : `${path}.html`;
      const a = await request.get(path, { maxRedirects: 0 });
      const b = await request.get(twin, { maxRedirects: 0 });
      expect(a.status()).toBe(200);
      expect(b.status()).toBe(200);
      expect(a.headers()['content-type']).toContain('text/html');
      expect(await b.text()).toBe(await a.text());
    });
  }

  test('the built pages render their content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: '农业产业数据服务平台' })).toBeVisible();
    await expect(page.locator('[data-entry]')).toHaveCount(10);
    await page.goto('/application/list');
    await expect(page.getByRole('heading', { name: '应用工具' })).toBeVisible();
    await expect(page.locator('[data-entry="food"]')).toHaveAttribute('href', '/application/food');
    await page.goto('/group.html');
    await expect(page.locator('[data-group]')).toHaveCount(4);
    await expect(page.locator('[data-group="vegetable"] svg').first()).toBeVisible();
  });

  test('static assets are served compressed and cached immutably', async ({ request, page }) => {
    await page.goto('/');
    const src = await page.locator('script[type="module"][src^="/_astro/"]').first().getAttribute('src');
    expect(src).toBeTruthy();
    const res = await request.get(src!, { headers: { 'accept-encoding': 'br' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('immutable');
  });
});
