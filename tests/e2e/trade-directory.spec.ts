/** 进出口贸易's product directory: search and open a product, the HS tree, a member's table download, legacy names. */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { freshMobile, hydrated, registerViaApi } from './support';

const DIRECTORY = '/application/trade/product-directory';
const results = (page: Page) => page.getByTestId('trade-search-results');

async function searchFor(page: Page, keyword: string) {
  const box = page.getByRole('searchbox', { name: '搜索商品编码或名称' });
  await box.fill(keyword);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?keyword=${encodeURIComponent(keyword)}$`));
}

test('search 大豆, 1201 and dadou in the directory, open the product; the keyword survives a reload', async ({
  page,
}) => {
  await page.goto(DIRECTORY);
  await hydrated(page);

  await searchFor(page, '大豆');
  const soy = results(page).locator('a[data-code="1201"]');
  await expect(soy).toBeVisible();
  await expect(soy.locator('mark').first()).toHaveText('大豆');

  await searchFor(page, '1201');
  await expect(results(page).locator('a[data-code]').first()).toHaveAttribute('data-code', '1201');
  await expect(results(page).locator('a[data-code="120190"] mark')).toHaveText('1201');

  // A trade name finds its code and says why: 豆粕 is 2304's common name.
  await searchFor(page, '豆粕');
  const meal = results(page).locator('a[data-code="2304"]');
  await expect(meal).toBeVisible();
  await expect(meal.locator('[data-known-as]')).toHaveText('又称 豆粕、大豆粕');
  await expect(meal.locator('[data-known-as] mark').first()).toHaveText('豆粕');

  await searchFor(page, 'dadou');
  await expect(results(page).locator('a[data-code="1201"]')).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('searchbox', { name: '搜索商品编码或名称' })).toHaveValue('dadou');
  await expect(results(page).locator('a[data-code="1201"]')).toBeVisible();

  await results(page).locator('a[data-code="1201"]').click();
  await expect(page).toHaveURL(/\/application\/trade\/detail\/1201$/);
});

test('a search with no match says so; tradeDirectoryHref opens a search', async ({ page }) => {
  await page.goto(`${DIRECTORY}?keyword=${encodeURIComponent('火星土豆')}`);
  await expect(page.getByTestId('trade-search-empty')).toContainText('火星土豆');
});

test('the HS tree is prebuilt with each chapter’s figures; a chapter opens its headings and subheadings', async ({
  page,
}) => {
  await page.goto(DIRECTORY);
  const tree = page.getByTestId('trade-tree');
  // Prebuilt: 24 chapters with their figures in the HTML.
  await expect(tree.locator('li[data-chapter]')).toHaveCount(24);
  await expect(tree.locator('li[data-chapter="12"]')).toContainText(/万美元|亿美元/);
  await expect(page.getByTestId('demo-badge').first()).toBeVisible();
  await hydrated(page);
  const chapter = tree.locator('li[data-chapter="12"]');
  await chapter.getByTestId('trade-chapter-toggle').click();
  const headings = chapter.getByTestId('trade-headings');
  await expect(headings.locator('a[data-code="1201"]')).toBeVisible();
  await expect(headings.locator('a[data-code="120190"]')).toHaveAttribute(
    'href',
    '/application/trade/detail/120190',
  );
  // Codes without flows are muted.
  const empty = headings.locator('a[data-has-data="0"]').first();
  if (await empty.count()) await expect(empty).toHaveClass(/text-ink-500/);
  await chapter.getByTestId('trade-chapter-toggle').click();
  await expect(headings).toHaveCount(0);
});

test('a visitor sees 登录后下载, which opens the login modal', async ({ page }) => {
  await page.goto(DIRECTORY);
  await hydrated(page);
  const download = page.getByTestId('trade-download');
  await download.getByRole('button', { name: '登录后下载' }).click();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
});

test('a member downloads the chapters table and reads its units back from the file', async ({ page }) => {
  const token = await registerViaApi(page, freshMobile(), 'secret123');
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
  await page.goto(DIRECTORY);
  await hydrated(page);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('trade-download').getByRole('link', { name: '下载 CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^农产品分章进出口-\d{4}-\d{2}至\d{4}-\d{2}\.csv$/);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(
    text.startsWith('\uFEFF章,名称,进口额（美元）,进口上年同期（美元）,进口同比（%）,出口额（美元）'),
  ).toBe(true);
  expect(text).toContain('数据来源：演示数据，由本站生成，非海关统计');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('trade-download').getByRole('link', { name: '下载 Excel' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
});

test('legacy product and origin names land on the right pages', async ({ page }) => {
  const product = await page.request.get(
    `/home/trade/detail/product_name/${encodeURIComponent('其他大豆')}`,
    { maxRedirects: 0 },
  );
  expect(product.status()).toBe(301);
  expect(product.headers().location).toBe('/application/trade/detail/120190');
  const origin = await page.request.get(`/home/trade/countrydetail/origin/${encodeURIComponent('巴西')}`, {
    maxRedirects: 0,
  });
  expect(origin.status()).toBe(301);
  expect(origin.headers().location).toBe('/application/trade/country-detail/BR');
  await page.goto(`/home/trade/detail/product_name/${encodeURIComponent('火星土豆')}`);
  await expect(page).toHaveURL(/product-directory\?keyword=/);
  await expect(page.getByTestId('trade-search-empty')).toContainText('火星土豆');
});
