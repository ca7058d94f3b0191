/** 蔬菜行情 product page: the chart module in a real browser, ranges, the VIP's locks and what a vegetable VIP sees. */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { payBySimulator } from './pay-support';
import { VEG_MSG } from '#lib/vegetable/messages.ts';
import { freshMobile, memberPost, registerViaApi } from './support';

const PRODUCT = '大白菜';
const chartPhase = (page: Page) => page.locator('section[aria-labelledby="veg-chart-title"] figure');
const seriesRows = (page: Page) => page.getByTestId('veg-series-table').locator('tbody tr');

/** Every script the page fetched whose name says it is the ECharts chunk. */
function echartsRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/echarts\.[^/]*\.js$/.test(r.url())) urls.push(r.url());
  });
  return urls;
}

/** A new member, signed in by cookie (the client reads its token there). */
async function newMember(page: Page): Promise<void> {
  const token = await registerViaApi(page, freshMobile(), 'secret123');
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
}

/** The member buys the vegetable VIP month through the payment simulator (as a purchase really goes). */
async function buyVegetableVip(page: Page): Promise<void> {
  const plans = (
    await (await page.request.post('/api/order/getPlans', { data: { kind: 'vegetable' } })).json()
  ).data as { id: number; key: string }[];
  const res = await (
    await memberPost(page.request, '/api/order/createOrderForVip', { id: plans[0]!.id })
  ).json();
  expect(res.code).toBe(1);
  await payBySimulator(page.request, res.data.id as number, 'wechat');
}

test('a product opened by the legacy address shows its header, 30-day chart, figures and markets', async ({
  page,
}) => {
  const echarts = echartsRequests(page);
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  await page.goto(`/home/vegetable/detail/group/1/name/${encodeURIComponent(PRODUCT)}/type/leafy`);
  await expect(page).toHaveURL(/\/application\/vegetable\/detail\?.*name=%E5%A4%A7%E7%99%BD%E8%8F%9C/);
  await expect(page.getByTestId('veg-name')).toHaveText(PRODUCT);
  await expect(page.getByTestId('veg-average')).toHaveText(/^\d+\.\d{2}$/);
  await expect(page.getByTestId('demo-badge').first()).toBeVisible();
  await expect(chartPhase(page)).toHaveAttribute('data-chart-phase', 'ready');
  await expect(page.locator('[data-chart-canvas] canvas')).toBeVisible();
  expect(echarts.length).toBe(1);
  await expect(seriesRows(page)).toHaveCount(30);
  const ranking = page.getByTestId('veg-market-ranking').locator('tbody tr');
  expect(await ranking.count()).toBeGreaterThan(5);

  // The PNG download of the chart module.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /下载图片/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^大白菜价格走势.*\.png$/);
  const png = readFileSync((await download.path())!);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(cspErrors).toEqual([]);
});

test('a VIP-only range is refused to a member with the way to subscribe, then open once a vegetable VIP', async ({
  page,
}) => {
  await newMember(page);
  await page.goto(`/application/vegetable/detail?name=${encodeURIComponent(PRODUCT)}&type=leafy`);
  await expect(chartPhase(page)).toHaveAttribute('data-chart-phase', 'ready');
  await page.getByRole('button', { name: /^近1年/ }).click();
  const refusal = page.getByTestId('veg-vip-refusal');
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveAttribute('data-feature', 'history');
  await expect(refusal).toContainText(VEG_MSG.vipOnly('history'));
  await expect(refusal.getByRole('link', { name: '开通蔬菜VIP' })).toHaveAttribute(
    'href',
    '/application/vegetable/vip',
  );
  await expect(page.getByTestId('veg-series-table')).toHaveCount(0);

  await buyVegetableVip(page);
  await page.reload();
  await expect(chartPhase(page)).toHaveAttribute('data-chart-phase', 'ready');
  await page.getByRole('button', { name: /^近1年/ }).click();
  await expect(refusal).toHaveCount(0);
  await expect.poll(() => seriesRows(page).count()).toBeGreaterThan(300);
  await expect(page.locator('[data-chart-canvas] canvas')).toBeVisible();

  // Two markets side by side: one line (and one table column) each.
  await page.getByText('分市场对比').click();
  const picker = page.getByRole('group', { name: '选择批发市场' });
  await picker.locator('label').nth(0).click();
  await picker.locator('label').nth(1).click();
  await expect(page.getByTestId('veg-series-table').locator('thead th')).toHaveCount(3);
  await expect(refusal).toHaveCount(0);
  await picker.getByRole('button', { name: /清除/ }).click();

  // The seasonal view: weeks of this year against the three before.
  await page.getByRole('button', { name: /^季节对比/ }).click();
  await expect(page.getByTestId('veg-series-table').locator('thead')).toContainText('同期均值');
  await expect(seriesRows(page).first().locator('td').first()).toHaveText(/^第\d+周$/);

  // The VIP's CSV download of the series on screen.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /下载CSV/ }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('大白菜-季节对比.csv');
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text.startsWith('\uFEFF周,系列,均价(元/公斤)')).toBe(true);
});

test('a site VIP opens the history its benefit 蔬菜行情历史数据 promises; the seasonal view stays the vegetable VIP’s', async ({
  page,
}) => {
  const res = await page.request.post('/api/user/login', {
    data: { username: 'vipdemo', password: 'demo1234' },
  });
  const token = (await res.json()).data.token as string;
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
  await page.goto(`/application/vegetable/detail?name=${encodeURIComponent(PRODUCT)}&type=leafy`);
  await expect(chartPhase(page)).toHaveAttribute('data-chart-phase', 'ready');
  const year = page.getByRole('button', { name: /^近1年/ });
  await expect(year.getByLabel('会员专享')).toHaveCount(0);
  await year.click();
  await expect.poll(() => seriesRows(page).count()).toBeGreaterThan(300);
  await expect(page.getByTestId('veg-vip-refusal')).toHaveCount(0);
  await page.getByRole('button', { name: /^季节对比/ }).click();
  await expect(page.getByTestId('veg-vip-refusal')).toHaveAttribute('data-feature', 'seasonal');
});

test('an unknown product shows a clear empty state with the way back to the list', async ({ page }) => {
  await page.goto('/application/vegetable/detail?name=不存在的菜');
  const missing = page.getByTestId('veg-detail-missing');
  await expect(missing).toContainText('没有找到这个蔬菜品种');
  await expect(missing.getByRole('link', { name: '返回蔬菜行情' })).toHaveAttribute(
    'href',
    '/application/vegetable/list',
  );
});

test('the class index chart is an SVG without ECharts until touched; pages without charts never load ECharts', async ({
  page,
}) => {
  const echarts = echartsRequests(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/application/vegetable/vip');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-feature]')).toHaveCount(5);
  await expect(page.getByTestId('veg-free-text')).toContainText('免费开放');
  await page.goto('/application/vegetable/list');
  await page.waitForLoadState('networkidle');
  const section = page.getByTestId('class-index-chart');
  await expect(section.locator('svg').first()).toBeVisible();
  await expect(section).toContainText('蔬菜价格总指数');
  expect(echarts).toEqual([]);
  await section.locator('figure').click();
  await expect(section.locator('figure')).toHaveAttribute('data-chart-phase', 'ready');
  expect(echarts.length).toBe(1);
});
