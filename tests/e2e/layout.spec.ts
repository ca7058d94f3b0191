import { expect, test } from '@playwright/test';

test.describe('shared layout', () => {
  test.use({ viewport: { width: 1600, height: 600 } });

  test('the header gets a shadow only after scrolling past 50 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('#site-header');
    await expect(header).toHaveCSS('height', '80px');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(600);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).not.toHaveCSS('box-shadow', 'none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('back-to-top appears only after 100 px and scrolls to the top', async ({ page }) => {
    await page.goto('/');
    const top = page.getByRole('button', { name: '返回顶部' });
    await expect(top).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForTimeout(600);
    await expect(top).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the side-nav item of the current page is highlighted', async ({ page }) => {
    await page.goto('/group');
    const nav = page.getByRole('navigation', { name: '栏目导航' });
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: '社群' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/application/list');
    await expect(nav.locator('[aria-current="page"]')).toHaveText('更多应用');
    await page.goto('/');
    await expect(nav.locator('[aria-current="page"]')).toHaveText('首页');
  });

  test('a side-nav click is logged to the action log', async ({ page }) => {
    await page.goto('/');
    const logged = page.waitForRequest(
      (r) => r.url().endsWith('/api/base/actionLog') && (r.postData() ?? '').includes('"menu_click"'),
    );
    await page.getByRole('navigation', { name: '栏目导航' }).getByRole('link', { name: '社群' }).click();
    const body = JSON.parse((await logged).postData()!);
    expect(body).toMatchObject({
      action: 'menu_click',
      model: 'side_nav',
      record_id: 'group',
      remark: '/group',
    });
  });

  test('each page view is sent to the action log', async ({ page }) => {
    const logged = page.waitForRequest(
      (r) => r.url().endsWith('/api/base/actionLog') && (r.postData() ?? '').includes('"page_view"'),
    );
    await page.goto('/application/list');
    expect(JSON.parse((await logged).postData()!)).toMatchObject({
      action: 'page_view',
      remark: '/application/list',
    });
  });

  test('header links: the data cloud opens in a new tab; community, points, VIP; login and register', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('#site-header');
    await expect(header.getByRole('link', { name: '数据云' })).toHaveAttribute('target', '_blank');
    await expect(header.getByRole('link', { name: '社群' })).toHaveAttribute('href', '/group');
    await expect(header.getByRole('link', { name: '积分' })).toHaveAttribute('href', '/user/score');
    await expect(header.getByRole('link', { name: 'VIP' })).toHaveAttribute('href', '/user/vip');
    await expect(header.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(header.getByRole('button', { name: '注册' })).toBeVisible();
  });

  test('floating bar: QR codes with the service chat id, disclaimer in a new tab', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '在线客服' }).hover();
    await expect(page.getByTestId('service-qr')).toBeVisible();
    await expect(page.getByTestId('service-qr')).toContainText('demo_kefu');
    await page.getByRole('button', { name: '关注我们' }).hover();
    await expect(page.getByTestId('follow-qr').locator('svg')).toBeVisible();
    const disclaimer = page.getByRole('link', { name: '免责声明' }).first();
    await expect(disclaimer).toHaveAttribute('target', '_blank');
    await expect(disclaimer).toHaveAttribute('href', '/article/detail/disclaimer');
  });

  test('the footer shows the current year', async ({ page }) => {
    await page.goto('/group');
    await expect(page.locator('#footer-year')).toHaveText(String(new Date().getFullYear()));
  });

  test('member pages, search results and /admin carry noindex from the route table; public pages do not', async ({
    request,
  }) => {
    const meta = '<meta name="robots" content="noindex">';
    for (const path of ['/user/profile', '/user/vip', '/search/result', '/admin'])
      expect(await (await request.get(path)).text(), path).toContain(meta);
    for (const path of ['/', '/group'])
      expect(await (await request.get(path)).text(), path).not.toContain(meta);
  });

  test('the footer links the filings from the settings, demo values outside production', async ({ page }) => {
    await page.goto('/group');
    const filings = page.getByTestId('site-filings');
    await expect(filings.getByRole('link', { name: '京ICP备00000000号-演示' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    await expect(filings.getByRole('link', { name: '京公网安备00000000000000号-演示' })).toHaveAttribute(
      'href',
      'http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=00000000000000',
    );
    await expect(filings).toContainText('增值电信业务经营许可证：京B2-00000000-演示');
    await expect(filings).toContainText('400-000-0000（演示）');
  });
});

test.describe('prefetch', () => {
  test('hovering a link prefetches its page', async ({ page }) => {
    await page.goto('/');
    await page.locator('[data-entry="food"]').hover();
    await expect(page.locator('link[rel="prefetch"][href$="/application/food"]')).toHaveCount(1);
  });

  test('is skipped on a data-saver connection', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
    await page.goto('/');
    await page.locator('[data-entry="food"]').hover();
    await page.waitForTimeout(300);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });
});

test('pages outside the navigation highlight no item', async ({ page }) => {
  await page.goto('/article/detail/disclaimer');
  await expect(
    page.getByRole('navigation', { name: '栏目导航' }).locator('[aria-current="page"]'),
  ).toHaveCount(0);
});
