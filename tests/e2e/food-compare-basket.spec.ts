/**
 * 食物对比's basket (issue 29): 加入对比 on the list, search and detail pages collects foods without leaving the page,
 * the bar shows them, 开始对比 compares them, and the basket lives in localStorage across pages and reloads.
 */
import { expect, test, type Page } from '@playwright/test';
import { BASKET_KEY } from '#lib/stores/compareBasket.ts';
import { hydrated, withCompareBasket } from './support.ts';

/** Marks this document, so a test can tell that a click did not load another page. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stayed = (page: Page) =>
  page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

const basketCodes = (page: Page) =>
  page
    .getByTestId('compare-basket')
    .locator('li[data-code]')
    .evaluateAll((els) => els.map((e) => e.dataset.code));

test('adds two foods from the list and one from a detail page without leaving them; 开始对比 compares the three; removing one works and the basket survives a reload', async ({
  page,
}) => {
  await page.goto('/application/food/list?first_id=3&second_id=301');
  const rows = page.getByTestId('food-table').locator('tbody tr[data-code]');
  await expect(rows.nth(1)).toBeVisible();
  await mark(page);
  const codes = [
    (await rows.nth(0).getAttribute('data-code'))!,
    (await rows.nth(1).getAttribute('data-code'))!,
  ];
  const names = [await rows.nth(0).locator('a').innerText(), await rows.nth(1).locator('a').innerText()];

  await rows.nth(0).getByTestId('compare-toggle').click();
  await expect(
    page.locator('[data-toast="success"]', { hasText: `已将${names[0]}加入对比（1/4）` }),
  ).toBeVisible();
  await expect(rows.nth(0).getByTestId('compare-toggle')).toContainText('移出对比');
  await expect(rows.nth(0).getByTestId('compare-in')).toHaveText('已加入');
  await rows.nth(1).getByTestId('compare-toggle').click();
  const basket = page.getByTestId('compare-basket');
  await expect(basket.getByTestId('compare-basket-count')).toHaveText('2/4');
  expect(await basketCodes(page)).toEqual(codes);
  expect(await stayed(page)).toBe(true);
  await expect(page).toHaveURL(/\/application\/food\/list\?first_id=3&second_id=301$/);

  // The detail page wakes for a reader who holds a basket: its bar and its button show the basket at once.
  await page.goto('/application/food/detail/09003');
  await hydrated(page);
  await expect(basket.getByTestId('compare-basket-count')).toHaveText('2/4');
  await mark(page);
  const toggle = page.getByTestId('compare-toggle');
  await expect(toggle).toHaveText('加入对比');
  await toggle.click();
  await expect(toggle).toHaveText('移出对比');
  await expect(basket.getByTestId('compare-basket-count')).toHaveText('3/4');
  expect(await basketCodes(page)).toEqual([...codes, '09003']);
  expect(await stayed(page)).toBe(true);
  await expect(page).toHaveURL(/\/application\/food\/detail\/09003$/);

  await basket.getByRole('link', { name: '开始对比' }).click();
  await expect(page).toHaveURL(`/application/food/compare?codes=${[...codes, '09003'].join(',')}`);
  const table = page.getByTestId('compare-table');
  await expect(table.locator('thead th[data-code]')).toHaveCount(3);
  await expect(table.locator('thead th[data-code]').first()).toContainText(names[0]!);

  await page.goto('/application/food/detail/09003');
  await hydrated(page);
  await basket.getByRole('button', { name: `移出对比：${names[0]}` }).click();
  await expect(basket.getByTestId('compare-basket-count')).toHaveText('2/4');
  await page.reload();
  await hydrated(page);
  await expect(basket.getByTestId('compare-basket-count')).toHaveText('2/4');
  expect(await basketCodes(page)).toEqual([codes[1], '09003']);
  await expect(toggle).toHaveText('移出对比');

  await basket.getByRole('button', { name: '清空' }).click();
  await expect(basket).toHaveCount(0);
  await expect(toggle).toHaveText('加入对比');
  expect(await page.evaluate((key) => localStorage.getItem(key), BASKET_KEY)).toBeNull();
});

test('a visitor without a basket loads no React on a detail page, and the first press of 加入对比 adds the food', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/application/food/detail/16108');
  await page.waitForLoadState('networkidle');
  const renderer = (await page.locator('astro-island[renderer-url]').first().getAttribute('renderer-url'))!;
  expect(scripts).not.toContain(renderer);
  await mark(page);
  await page.getByTestId('compare-toggle').click();
  await expect(page.getByTestId('compare-basket').getByTestId('compare-basket-count')).toHaveText('1/4');
  await expect(page.getByTestId('compare-toggle')).toHaveText('移出对比');
  expect(await stayed(page)).toBe(true);
});

test('a full basket refuses a fifth food in Chinese and keeps the four', async ({ page }) => {
  await page.goto('/application/food/list?first_id=3');
  const rows = page.getByTestId('food-table').locator('tbody tr[data-code]');
  await expect(rows.nth(4)).toBeVisible();
  for (let i = 0; i < 4; i++) await rows.nth(i).getByTestId('compare-toggle').click();
  await expect(page.getByTestId('compare-basket-count')).toHaveText('4/4');
  await rows.nth(4).getByTestId('compare-toggle').click();
  await expect(
    page.locator('[data-toast="warning"]', { hasText: '对比栏最多放 4 种食物，请先移出一种' }),
  ).toBeVisible();
  await expect(rows.nth(4).getByTestId('compare-toggle')).toHaveText(/加入对比/);
  await expect(page.getByTestId('compare-basket-count')).toHaveText('4/4');
});

test('the search results add to the basket by keyboard', async ({ page }) => {
  await page.goto('/application/food/search_result?keyword=苹果');
  const row = page.getByTestId('food-search-results').locator('tbody tr[data-code]').first();
  await expect(row).toBeVisible();
  await row.getByTestId('compare-toggle').focus();
  await page.keyboard.press('Enter');
  const basket = page.getByTestId('compare-basket');
  await expect(basket.getByTestId('compare-basket-count')).toHaveText('1/4');
  await expect(basket.getByRole('link', { name: '开始对比' })).toHaveAttribute(
    'href',
    `/application/food/compare?codes=${await row.getAttribute('data-code')}`,
  );
});

test.describe('at 390 px on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the basket bar fits the screen, the page’s end scrolls clear of it, and the floating bar sits above it', async ({
    page,
  }) => {
    await withCompareBasket(page, [
      { code: '09003', name: '苹果（带皮，生）' },
      { code: '16108', name: '大豆（干）' },
      { code: '01123', name: '鸡蛋（全蛋，生）' },
    ]);
    await page.goto('/application/food/detail/09003');
    await hydrated(page);
    const bar = page.getByTestId('compare-basket');
    await expect(bar).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const barBox = (await bar.boundingBox())!;
    const footer = (await page.locator('footer').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 0.5);
    const floating = (await page.locator('#floating-bar').boundingBox())!;
    expect(floating.y + floating.height).toBeLessThanOrEqual(barBox.y);
  });
});
