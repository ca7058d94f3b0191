/** 进出口贸易 product page: the view's switches against the API, partners, a chapter's sums, an empty code, the weight. */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './support';

const SOY = '120190';
const seriesRows = (page: Page) => page.getByTestId('trade-series-table').locator('tbody tr');

interface Point {
  value: number;
}
interface Series {
  to: string;
  unit: string;
  months: { month: string; import: Point; export: Point }[];
}

async function series(request: APIRequestContext, body: Record<string, unknown>): Promise<Series> {
  const json = await (await request.post('/api/trade/getProductSeries', { data: body })).json();
  expect(json.code).toBe(1);
  return json.data as Series;
}

const wan = (v: number) =>
  (v / 1e4).toLocaleString('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function watch(page: Page) {
  const echarts: string[] = [];
  const csp: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/echarts\.[^/]*\.js$/.test(r.url())) echarts.push(r.url());
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
  });
  return { echarts, csp };
}

test('120190: 累计 and 人民币 show the API’s figures, and the address keeps them on reload', async ({
  page,
}) => {
  const seen = watch(page);
  await page.goto(`/application/trade/detail/${SOY}`);
  await expect(page.getByTestId('trade-product-code')).toHaveText('1201.90');
  await expect(page.locator('h1')).toContainText('大豆');
  await hydrated(page);
  await page.getByTestId('trade-period').getByRole('radio', { name: '累计' }).click();
  await page.getByTestId('trade-currency').getByRole('radio', { name: '人民币' }).click();
  await expect(page).toHaveURL(/period=cumulative/);
  await expect(page).toHaveURL(/currency=rmb/);

  const want = await series(page.request, { code: SOY, period: 'cumulative', currency: 'rmb' });
  const check = async () => {
    await page.getByTestId('trade-series-details').locator('summary').click();
    await expect(page.getByTestId('trade-series-table')).toContainText('万元');
    await expect(seriesRows(page)).toHaveCount(want.months.length);
    const newest = want.months.at(-1)!;
    const row = page.locator(`tr[data-month="${newest.month}"]`);
    await expect(row.getByTestId('series-import')).toHaveAttribute('data-value', String(newest.import.value));
    await expect(row.getByTestId('series-import')).toHaveText(wan(newest.import.value));
    await expect(row.getByTestId('series-export')).toHaveText(wan(newest.export.value));
    // Every month, not only the newest.
    const shown = await page
      .getByTestId('series-import')
      .evaluateAll((tds) => tds.map((td) => td.textContent));
    expect(shown).toEqual([...want.months].reverse().map((m) => wan(m.import.value)));
  };
  await check();
  // The cumulative figure is January to the month: more than the month alone (soybeans come every month).
  const month = await series(page.request, { code: SOY, period: 'month', currency: 'rmb' });
  expect(want.months.at(-1)!.import.value).toBeGreaterThan(month.months.at(-1)!.import.value);

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('trade-period').getByRole('radio', { name: '累计' })).toBeChecked();
  await expect(page.getByTestId('trade-currency').getByRole('radio', { name: '人民币' })).toBeChecked();
  await check();
  await expect(page.getByTestId('demo-badge').first()).toBeVisible();
  expect(seen.csp).toEqual([]);
});

test('120190: partners ranked by value with shares that sum sensibly, linked to their pages', async ({
  page,
}) => {
  await page.goto(`/application/trade/detail/${SOY}`);
  await hydrated(page);
  const values = page.getByTestId('trade-partners-table').getByTestId('partner-value');
  await expect(values.first()).toBeVisible();
  const v = await values.evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-value'))));
  expect(v.length).toBeGreaterThan(1);
  expect(v).toEqual([...v].sort((a, b) => b - a));
  const shares = await page
    .getByTestId('partner-share')
    .evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-value'))));
  const sum = shares.reduce((a, b) => a + b, 0);
  expect(sum).toBeGreaterThan(90);
  expect(sum).toBeLessThanOrEqual(100.5);
  const first = page.getByTestId('trade-partners-table').locator('tbody tr').first();
  await expect(first.locator('a')).toHaveAttribute(
    'href',
    /^\/application\/trade\/country-detail\/[A-Z]{2}$/,
  );
  // Exports, and an older month, from the address's view.
  await page.getByTestId('trade-direction').getByRole('radio', { name: '出口' }).click();
  await expect(page).toHaveURL(/direction=export/);
});

test('chapter 12 sums its subheadings; ECharts loads only when the chart nears the viewport', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 420 });
  const seen = watch(page);
  await page.goto('/application/trade/detail/12');
  await hydrated(page);
  await expect(page.getByTestId('trade-product-children').locator('li').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(seen.echarts).toEqual([]);
  await page.getByTestId('trade-series').scrollIntoViewIfNeeded();
  await expect.poll(() => seen.echarts.length).toBe(1);

  const cate = (await (await page.request.get('/api/trade/getProductCateList?code=12')).json()).data as {
    children: { code: string; has_data: boolean; children?: { code: string; has_data: boolean }[] }[];
  };
  const subs = cate.children.flatMap((h) => h.children ?? []).filter((s) => s.has_data);
  expect(subs.length).toBeGreaterThan(0);
  const chapter = await series(page.request, { code: '12' });
  const parts = await Promise.all(subs.map((s) => series(page.request, { code: s.code })));
  const newest = chapter.months.length - 1;
  const sum = parts.reduce((a, p) => a + p.months[newest]!.import.value, 0);
  expect(chapter.months[newest]!.import.value).toBe(sum);
  await page.getByTestId('trade-series-details').locator('summary').click();
  await expect(page.locator(`tr[data-month="${chapter.to}"]`).getByTestId('series-import')).toHaveText(
    wan(sum),
  );
  expect(seen.csp).toEqual([]);
});

test('a code without flows shows the empty state, and its tariffs and rules still', async ({ page }) => {
  const cate = (await (await page.request.get('/api/trade/getProductCateList?code=01')).json()).data as {
    children: { code: string; children?: { code: string; has_data: boolean }[] }[];
  };
  const empty = cate.children.flatMap((h) => h.children ?? []).find((s) => !s.has_data);
  expect(empty).toBeDefined();
  await page.goto(`/application/trade/detail/${empty!.code}`);
  await hydrated(page);
  await expect(page.getByTestId('trade-no-flows')).toContainText('暂无进出口数据');
  await expect(page.getByTestId('trade-series-table')).toHaveCount(0);
  await expect(page.getByTestId('trade-tariffs')).toBeVisible();
  await expect(page.getByTestId('trade-tariffs').locator('[data-testid="trade-skeleton"]')).toHaveCount(0);
  await expect(page.getByTestId('trade-places')).toBeVisible();
  await expect(page.getByTestId('trade-standards')).toBeVisible();
});

test('a failed call shows a Chinese error with 重试, which asks again', async ({ page }) => {
  let fail = true;
  await page.route('**/api/trade/getTaxRate', (route) =>
    fail
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":500,"msg":"服务器繁忙"}',
        })
      : route.continue(),
  );
  await page.goto(`/application/trade/detail/${SOY}`);
  await hydrated(page);
  const tariffs = page.getByTestId('trade-tariffs');
  await expect(tariffs.getByTestId('trade-failed')).toContainText('数据加载失败');
  fail = false;
  await tariffs.getByRole('button', { name: '重试' }).click();
  await expect(tariffs.getByTestId('trade-tariff-table').locator('tbody tr')).toHaveCount(1);
  await expect(tariffs.getByTestId('trade-tariff-table')).toContainText('1201.90');
});
