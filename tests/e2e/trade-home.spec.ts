/**
 * 进出口贸易's home page and a country page, built: the newest month's totals as the API gives them, 累计 and 人民币
 * switching the figures, a partner opened from the world map, the country page's balance chart and ranked products,
 * no CSP violation, and the map's GeoJSON fetched only where a map is drawn.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatTradeValue } from '#lib/trade/format.ts';
import { hydrated } from './support.ts';

/** Scripts fetched whose name says they are the world map's chunk (map chart + GeoJSON). */
function mapRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/(echartsMap|world\.zh)[^/]*\.js$/.test(r.url())) urls.push(r.url());
  });
  return urls;
}

/** CSP violations the page or the console reports. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportPolicyViolation', (_s, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportPolicyViolation: (t: string) => void }).reportPolicyViolation(
        `${e.violatedDirective}: ${e.blockedURI || 'inline'} ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

const totalOf = (page: Page, which: string) => page.getByTestId(`trade-total-${which}`);

test('the home page shows the newest month as the API does, and 累计 / 人民币 switch the figures', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  const month = (await (await page.request.post('/api/trade/getNewestMonthData', { data: {} })).json()).data;
  await page.goto('/application/trade');
  await hydrated(page);
  await expect(totalOf(page, 'import')).toHaveAttribute('data-value', String(month.import.value));
  await expect(totalOf(page, 'import')).toContainText(formatTradeValue(month.import.value, 'usd'));
  await expect(totalOf(page, 'export')).toContainText(formatTradeValue(month.export.value, 'usd'));
  await expect(page.getByTestId('trade-covers')).toContainText(month.month);
  await expect(page.getByTestId('trade-top-imports').locator('tbody tr')).toHaveCount(10);
  await expect(page.getByTestId('demo-badge').first()).toBeVisible();
  // A chapter opens its own page (its flows and headings), not a search for its number.
  await expect(page.getByRole('link', { name: /^12\s*含油子仁/ })).toHaveAttribute(
    'href',
    '/application/trade/detail/12',
  );

  const year = (await (await page.request.post('/api/trade/getNewestYearData', { data: {} })).json()).data;
  await page.getByTestId('trade-period').getByRole('radio', { name: '累计' }).click();
  await expect(totalOf(page, 'import')).toHaveAttribute('data-value', String(year.import.value));
  await expect(page).toHaveURL(/period=cumulative/);

  const yearRmb = (
    await (await page.request.post('/api/trade/getNewestYearData', { data: { currency: 'rmb' } })).json()
  ).data;
  await page.getByTestId('trade-currency').getByRole('radio', { name: '人民币' }).click();
  await expect(totalOf(page, 'import')).toHaveAttribute('data-value', String(yearRmb.import.value));
  await expect(totalOf(page, 'import')).toContainText(formatTradeValue(yearRmb.import.value, 'rmb'));
  await expect(page).toHaveURL(/currency=rmb/);

  // A shared address opens the same view.
  await page.reload();
  await hydrated(page);
  await expect(totalOf(page, 'import')).toHaveAttribute('data-value', String(yearRmb.import.value));
  expect(violations).toEqual([]);
});

test('a partner opened from the world map: a click on Brazil opens its country page', async ({ page }) => {
  const violations = await watchPolicy(page);
  const maps = mapRequests(page);
  await page.goto('/application/trade');
  await hydrated(page);
  const map = page.getByTestId('partner-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('[data-chart-canvas] canvas')).toBeVisible();
  await expect(map.getByTestId('map-review')).toHaveText('审图号：GS（0000）0000号-演示');
  await expect.poll(() => maps.length).toBeGreaterThan(0);
  const box = (await map.locator('[data-chart-canvas]').boundingBox())!;
  // Find Brazil under the pointer (its tooltip names it), in the south-east of South America's box.
  let spot: { x: number; y: number } | null = null;
  const tooltip = map.getByText('巴西', { exact: true });
  for (let fy = 0.5; fy <= 0.8 && !spot; fy += 0.05)
    for (let fx = 0.25; fx <= 0.42 && !spot; fx += 0.02) {
      const p = { x: box.x + box.width * fx, y: box.y + box.height * fy };
      await page.mouse.move(p.x, p.y);
      if (await tooltip.isVisible({ timeout: 150 }).catch(() => false)) spot = p;
    }
  expect(spot, 'Brazil found on the map').not.toBeNull();
  await page.mouse.click(spot!.x, spot!.y);
  await expect(page).toHaveURL(/\/application\/trade\/country-detail\/BR$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('巴西');
  expect(violations).toEqual([]);
});

test('the country page shows its balance chart and ranked products, without a CSP violation', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  await page.goto('/application/trade/country-detail/BR');
  await hydrated(page);
  await expect(page.getByTestId('trade-country-header')).toContainText('BRA');
  const series = page.getByTestId('trade-country-series');
  await series.scrollIntoViewIfNeeded();
  await expect(series.locator('figure')).toHaveAttribute('data-chart-phase', 'ready');
  await expect(series.locator('[data-chart-canvas] canvas')).toBeVisible();
  const imports = page.getByTestId('trade-country-imports').locator('tbody tr');
  expect(await imports.count()).toBeGreaterThan(3);
  await expect(imports.first().locator('a')).toHaveAttribute('href', /^\/application\/trade\/detail\/\d{6}$/);
  const api = (
    await (
      await page.request.post('/api/trade/getProductByOrigin', { data: { partner: 'BR', limit: 20 } })
    ).json()
  ).data;
  await expect(imports.first()).toHaveAttribute('data-key', api.products[0].code);
  await expect(page.getByTestId('trade-country-import')).toContainText(
    formatTradeValue(api.total.value, 'usd'),
  );
  await expect(page.getByTestId('trade-permits')).toContainText('大豆');
  expect(violations).toEqual([]);
});

test('the legacy query form of a partner answers 301 to its path form', async ({ request }) => {
  const res = await request.get('/application/trade/country-detail?partner=BR', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toContain('/application/trade/country-detail/BR');
});

test("the map's GeoJSON is not fetched on a page whose charts draw no map", async ({ page }) => {
  const maps = mapRequests(page);
  await page.goto(`/application/vegetable/detail?name=${encodeURIComponent('大白菜')}`);
  await hydrated(page);
  await expect(page.locator('[data-chart-canvas] canvas').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(maps).toEqual([]);
});
