/**
 * /application/vegetable/list on the demo build: the class index cards, the price table filtered by class and by
 * keyword (Chinese and pinyin), sorted and paged with the address keeping the view, a product link, the legacy 301.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support.ts';

const LIST = '/application/vegetable/list';

const rows = (page: Page) => page.getByTestId('price-row');
const productNames = (page: Page) => page.getByTestId('product-link').allTextContents();

/** Waits for the table to answer the current filters (hydrated: the prebuilt rows are there before it is). */
async function settled(page: Page) {
  await hydrated(page);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('table[aria-busy="false"]')).toBeVisible();
}

test('the list page shows the class index, the day of prices with changes and sparklines, and the weekly list', async ({
  page,
}) => {
  await page.goto(LIST);
  const cards = page.getByTestId('index-card');
  await expect(cards).toHaveCount(9);
  await expect(cards.first()).toContainText('蔬菜价格总指数');
  await expect(cards.first()).toContainText(/\d+\.\d{2}/);
  await settled(page);
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByTestId('price-table').getByTestId('demo-badge')).toBeVisible();
  await expect(page.getByTestId('price-day')).toContainText(/\d{4}-\d{2}-\d{2} 行情/);
  await expect(rows(page).first().locator('[data-direction]').first()).toBeVisible();
  await expect(rows(page).first().locator('svg[data-spark] path')).toHaveAttribute('d', /^M/);
  await expect(page.getByTestId('weekly-report').first()).toBeVisible();
  await expect(page.getByTestId('weekly-link').first()).toHaveAttribute(
    'href',
    /^\/application\/vegetable\/survey_detail\?id=\d+$/,
  );
});

test('an unfiltered visit asks the API nothing its prebuilt first view already shows; a filter asks', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/vegetable/')) asked.push(new URL(r.url()).pathname);
  });
  await page.goto(LIST);
  await page.waitForLoadState('networkidle');
  await settled(page);
  expect(asked.filter((p) => /filterList|vegList|getClassIndex/.test(p))).toEqual([]);
  await page.getByRole('group', { name: '蔬菜类别' }).getByRole('button', { name: '叶菜类' }).click();
  await settled(page);
  expect(asked).toContain('/api/vegetable/vegList');
});

test('hydrates without errors or Content-Security-Policy violations, unfiltered and filtered', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  for (const path of [LIST, `${LIST}?type=leafy&sort=avg&order=desc`]) {
    await page.goto(path);
    await settled(page);
    await page.waitForTimeout(300);
  }
  expect(errors).toEqual([]);
});

test('filters by class and keeps the class in the address', async ({ page }) => {
  await page.goto(LIST);
  await settled(page);
  await page.getByRole('group', { name: '蔬菜类别' }).getByRole('button', { name: '菌菇类' }).click();
  await expect(page).toHaveURL(/\?type=mushroom$/);
  await settled(page);
  await expect(rows(page).first()).toContainText('菌菇类');
  for (const row of await rows(page).all()) await expect(row).toContainText('菌菇类');
  // The same address opens the same view.
  await page.reload();
  await settled(page);
  await expect(page.getByRole('button', { name: '菌菇类', pressed: true })).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText('菌菇类');
});

test('finds a product by Chinese, pinyin and initials', async ({ page }) => {
  await page.goto(LIST);
  await settled(page);
  const box = page.getByRole('searchbox', { name: '搜索品种' });
  for (const keyword of ['大白菜', 'dabaicai', 'dbc']) {
    await box.fill(keyword);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
    await settled(page);
    // The address changes a moment before the table asks; wait for the rows of this keyword.
    await expect(async () => expect(await productNames(page), keyword).toContain('大白菜')).toPass();
  }
  // An alias finds the product under its listed name.
  await box.fill('番茄');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent('番茄')}`));
  await settled(page);
  await expect(async () => expect(new Set(await productNames(page))).toEqual(new Set(['西红柿']))).toPass();
});

test('sorts by the average price both ways and pages through the rows', async ({ page }) => {
  await page.goto(`${LIST}?type=leafy`);
  await settled(page);
  const averages = async () => (await page.getByTestId('avg').allTextContents()).map((t) => Number(t.trim()));
  await page.getByRole('button', { name: '平均价' }).click();
  await expect(page).toHaveURL(/sort=avg&order=desc/);
  await settled(page);
  const desc = await averages();
  expect(desc).toEqual([...desc].sort((a, b) => b - a));
  await page.getByRole('button', { name: '平均价' }).click();
  await expect(page).toHaveURL(/sort=avg&order=asc/);
  await settled(page);
  const asc = await averages();
  expect(asc).toEqual([...asc].sort((a, b) => a - b));
  expect(asc[0]).toBeLessThanOrEqual(desc.at(-1)!);
  const firstPage = await page.getByTestId('price-row').allTextContents();
  await page.getByTestId('price-table').getByRole('button', { name: '第2页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await settled(page);
  const secondPage = await page.getByTestId('price-row').allTextContents();
  expect(secondPage.filter((r) => firstPage.includes(r))).toEqual([]);
  expect((await averages())[0]).toBeGreaterThanOrEqual(asc.at(-1)!);
});

test("a product's name opens its detail page with its name and class", async ({ page }) => {
  await page.goto(`${LIST}?keyword=dabaicai`);
  await settled(page);
  const link = page.getByTestId('product-link').first();
  await expect(link).toHaveAttribute(
    'href',
    `/application/vegetable/detail?group=leafy&name=${encodeURIComponent('大白菜')}&type=leafy`,
  );
  await link.click();
  await expect(page).toHaveURL(/\/application\/vegetable\/detail\?group=leafy&name=.+&type=leafy/);
  expect(new URL(page.url()).searchParams.get('name')).toBe('大白菜');
});

test('the legacy /home/vegetable/lists/type/{type} answers 301 to the same filtered view', async ({
  page,
  request,
}) => {
  const res = await request.get('/home/vegetable/lists/type/leafy', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers()['location']).toBe(`${LIST}?type=leafy`);
  await page.goto('/home/vegetable/lists/type/leafy');
  await expect(page).toHaveURL(`${LIST}?type=leafy`);
  await settled(page);
  await expect(page.getByRole('button', { name: '叶菜类', pressed: true })).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText('叶菜类');
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the prebuilt page already shows the index cards and the day of prices', async ({ page }) => {
    await page.goto(LIST);
    await expect(page.getByTestId('index-card')).toHaveCount(9);
    await expect(page.getByTestId('index-card').first()).toContainText(/\d+\.\d{2}/);
    await expect(rows(page)).toHaveCount(20);
    await expect(rows(page).first().getByTestId('product-link')).toHaveText('大白菜');
    await expect(rows(page).first().locator('svg[data-spark] path')).toHaveAttribute('d', /^M/);
    await expect(page.getByTestId('price-day')).toContainText(/\d{4}-\d{2}-\d{2} 行情/);
  });
});
