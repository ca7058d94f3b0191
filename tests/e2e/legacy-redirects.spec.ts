import { expect, test } from '@playwright/test';
import { findCleanRoute, LEGACY_ROUTES } from '#lib/routes.ts';

/** A concrete legacy URL for a pattern: each `:param` filled with a sample value. */
function sample(pattern: string): { url: string; values: Record<string, string> } {
  const values: Record<string, string> = {};
  const url = pattern
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg;
      const name = seg.slice(1).replace(/\?$/, '');
      values[name] = `${name}-7`;
      return values[name];
    })
    .join('/');
  return { url, values };
}

test.describe('legacy routes answer HTTP 301 to their clean route', () => {
  for (const legacy of LEGACY_ROUTES) {
    test(legacy.from, async ({ request }) => {
      const { url, values } = sample(legacy.from);
      const res = await request.get(url, { maxRedirects: 0 });
      const location = new URL(res.headers()['location']!, 'http://x');
      // A sample name names no record: it goes where a reader can look for one (tests/api/trade-legacy.test.ts).
      if (legacy.byName) {
        expect(res.status()).toBe(302);
        expect(location.pathname).toMatch(/^\/application\/trade/);
        return;
      }
      expect(res.status()).toBe(301);
      // Entities prebuilt by path carry their id in the path (`/article/detail/7`), the rest as query parameters.
      const route = findCleanRoute(legacy.to);
      const carried = Object.entries(values).map(([name, value]) => ({
        key: legacy.rename?.[name] ?? name,
        value,
      }));
      const inPath = carried.find(
        (c) => c.key === route?.pathParam || route?.pathForms?.[c.key] !== undefined,
      );
      const expectedPath = inPath
        ? `${legacy.to}/${route?.pathForms?.[inPath.key] ?? ''}${inPath.value}`
        : legacy.to;
      expect(location.pathname).toBe(expectedPath);
      for (const c of carried)
        if (c !== inPath) expect(location.searchParams.get(c.key), c.key).toBe(c.value);
    });
  }

  test('examples of the issue, with the .html suffix and a query', async ({ request }) => {
    const cases: [string, string][] = [
      ['/home/food/detail/code/0101001', '/application/food/detail/0101001'],
      ['/home/article/detail/id/disclaimer', '/article/detail/disclaimer'],
      ['/home/article/detail/id/disclaimer.html', '/article/detail/disclaimer'],
      ['/home/payment/paymentweb/id/88', '/user/order/payment?id=88'],
      ['/home/vegetable/lists?page=3', '/application/vegetable/list?page=3'],
      ['/article/detail?id=disclaimer', '/article/detail/disclaimer'],
      ['/article/report?id=7', '/article/detail/7'],
      ['/article/report', '/report/list'],
    ];
    for (const [from, to] of cases) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(res.headers()['location'], from).toBe(to);
    }
  });

  test('/article/report?id= of a report lands on that report, /article/report alone on the report list', async ({
    page,
    request,
  }) => {
    const list = await (
      await request.post('/api/article/getReportLists', { data: { page: 1, pageSize: 1 } })
    ).json();
    const report = list.data.list[0] as { id: number; title: string };
    await page.goto(`/article/report?id=${report.id}`);
    await expect(page).toHaveURL(new RegExp(`/article/detail/${report.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(report.title);
    await page.goto('/article/report');
    await expect(page).toHaveURL(/\/report\/list$/);
    await expect(page.locator('[data-list="report"]')).toBeVisible();
  });

  test('following the disclaimer legacy link lands on the disclaimer page', async ({ page }) => {
    await page.goto('/home/article/detail/id/disclaimer');
    await expect(page).toHaveURL(/\/article\/detail\/disclaimer$/);
    await expect(page.getByRole('heading', { level: 1, name: '免责声明' })).toBeVisible();
  });
});
