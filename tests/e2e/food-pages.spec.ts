/** 食物营养 in the browser: the tree to a detail, pinyin initials search, a shared comparison, a ranking, no React. */
import { expect, test, type Page } from '@playwright/test';

const numbers = async (page: Page, selector: string) =>
  (await page.locator(selector).allInnerTexts()).map((t) => (t.trim() === '—' ? null : Number(t)));

test('browses the category tree to a food and reads its nutrients with kJ, %NRV and the source', async ({
  page,
}) => {
  await page.goto('/application/food');
  const tree = page.getByTestId('food-tree');
  await expect(tree.getByRole('link', { name: /干豆类及制品/ })).toBeVisible();
  await tree.locator('a[data-second="301"]').click();
  await expect(page).toHaveURL(/\/application\/food\/list\?first_id=3&second_id=301/);
  await expect(page.getByTestId('food-list-title')).toHaveText('大豆');
  await page.getByRole('link', { name: '大豆（干）', exact: true }).click();
  await expect(page).toHaveURL(/\/application\/food\/detail\/16108$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('大豆（干）');
  // 446 kcal × 4.184 = 1866 kJ; protein 36.49 g of an NRV of 60 g = 61%.
  await expect(page.getByTestId('energy-kj')).toHaveText('1866 千焦');
  const protein = page.locator('[data-nutrient="protein"]');
  await expect(protein.locator('td').first()).toHaveText('36.49');
  await expect(protein.locator('td').last()).toHaveText('61%');
  await expect(page.getByTestId('food-source')).toContainText('USDA SR Legacy');
  await expect(page.getByTestId('food-source')).toContainText('16108');
  await expect(page.getByTestId('food-chart').locator('svg').first()).toBeVisible();
});

test('switches the nutrient table to a household serving (grams from the source)', async ({ page }) => {
  await page.goto('/application/food/detail/09003');
  await expect(page.locator('[data-nutrient="energy"] td').first()).toHaveText('52');
  // A keyboard user: focus wakes the island, then the choice.
  await page.getByTestId('serving-select').focus();
  await page.getByTestId('serving-select').selectOption({ index: 1 });
  // 1 cup (125 g): 52 × 1.25 = 65 kcal.
  await expect(page.locator('[data-nutrient="energy"] td').first()).toHaveText('65');
  await expect(page.getByTestId('edible-share')).toHaveText('90%');
});

test('finds 苹果 by its pinyin initials from the home search box', async ({ page }) => {
  await page.goto('/application/food');
  await page.getByRole('searchbox', { name: '搜索食物' }).fill('pg');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/search_result\?keyword=pg/);
  const results = page.getByTestId('food-search-results');
  await expect(results.getByRole('link', { name: '苹果（带皮，生）' })).toBeVisible();
  await expect(page.getByTestId('food-search-summary')).toContainText('pg');
});

test('compares three foods from a shared address, and removing one updates the address', async ({ page }) => {
  await page.goto('/application/food/compare?codes=09003,16108,01123');
  const table = page.getByTestId('compare-table');
  await expect(table.locator('thead th[data-code]')).toHaveCount(3);
  await expect(table.locator('thead th[data-code]').nth(1)).toContainText('大豆（干）');
  // The highest protein of the row (soybeans, 36.49 g) is marked.
  await expect(table.locator('[data-nutrient="protein"] td.font-semibold')).toHaveText('36.49');
  await page.getByRole('button', { name: '移除大豆（干）' }).click();
  await expect(table.locator('thead th[data-code]')).toHaveCount(2);
  await expect(page).toHaveURL(/codes=09003,01123$/);
  // The IU duplicates stay off, and the source named is the foods' own.
  await expect(table.locator('[data-nutrient="vitaminAIu"]')).toHaveCount(0);
  await expect(page.getByTestId('food-compare')).toContainText('数据来源：USDA SR Legacy。');
});

test('refuses a comparison of one unknown food in Chinese', async ({ page }) => {
  await page.goto('/application/food/compare?codes=09003,99999');
  await expect(page.getByTestId('compare-error')).toContainText('没有找到编码为 99999 的食物');
});

test('ranks the legumes by protein from the home page, highest first', async ({ page }) => {
  await page.goto('/application/food');
  await page.getByRole('link', { name: '蛋白质最高的豆类' }).click();
  await expect(page).toHaveURL(/first_id=3&sort=protein/);
  await expect(page.getByTestId('food-ranking')).toHaveText('按蛋白质从高到低排行');
  // The ranking picker offers the nutrients the tables show, not the IU duplicates nor folate's parts.
  const picker = page.getByTestId('nutrient-picker');
  await expect(picker.locator('option[value="iron"]')).toHaveCount(1);
  await expect(picker.locator('option[value="vitaminAIu"], option[value="folicAcid"]')).toHaveCount(0);
  const table = page.getByTestId('food-table');
  await expect(table.locator('tbody tr[data-code]').first()).toBeVisible();
  const values = await numbers(page, 'tbody tr[data-code] td[data-nutrient="protein"]');
  const known = values.filter((v) => v !== null);
  expect(known.length).toBeGreaterThanOrEqual(8);
  expect(known).toEqual([...known].sort((a, b) => b - a));
  // Clicking the column again turns the order around.
  await table.locator('button[data-sort="protein"]').click();
  await expect(page).toHaveURL(/order=asc/);
});

test('the bare list opens the first category with every first level to choose; an unknown one says so', async ({
  page,
}) => {
  await page.goto('/application/food/list');
  const levels = page.getByRole('group', { name: '一级分类' });
  await expect(levels.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('food-table').locator('tbody tr[data-code]').first()).toBeVisible();
  await expect(page.getByTestId('food-list-empty')).toHaveCount(0);
  const second = levels.getByRole('button').nth(1);
  const name = (await second.textContent())!;
  await second.click();
  await expect(page).toHaveURL(/first_id=\d+/);
  await expect(page.getByTestId('food-list-title')).toHaveText(`${name}（全部）`);
  await page.goto('/application/food/list?first_id=999');
  await expect(page.getByTestId('food-list-empty')).toContainText('没有找到该食物分类');
});

test('a visitor’s food detail page loads no React until the serving switch is touched', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/application/food/detail/11529');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const renderer = await page.locator('astro-island[renderer-url]').first().getAttribute('renderer-url');
  expect(renderer).toBeTruthy();
  expect(scripts).not.toContain(renderer);
  // The tomato is a 蔬菜行情 vegetable: today's price is filled in by a few lines of script, not React.
  await expect(page.getByTestId('food-price').locator('[data-price="price"]')).not.toHaveText('—');
  await expect(page.getByTestId('food-price').locator('[data-price-unit]')).toHaveText('元/公斤');
  await expect(
    page.getByTestId('food-price').getByRole('link', { name: '查看西红柿行情 →' }),
  ).toHaveAttribute('href', `/application/vegetable/detail?name=${encodeURIComponent('西红柿')}`);
  await page.getByTestId('serving-select').click();
  await expect.poll(() => scripts.includes(renderer!)).toBe(true);
});

test('the food pages run under the Content-Security-Policy with no violation (the price script included)', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeBinding('reportFoodViolation', (_s, text: string) => void violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportFoodViolation: (t: string) => void }).reportFoodViolation(
        `${e.violatedDirective} ${e.blockedURI || 'inline'} ${e.sample}`,
      ),
    ),
  );
  page.on('console', (m) => /Content.Security.Policy/i.test(m.text()) && violations.push(m.text()));
  for (const path of [
    '/application/food',
    '/application/food/detail/11529',
    '/application/food/list?first_id=3',
  ]) {
    const res = await page.goto(path);
    expect(res!.headers()['content-security-policy']).toBeTruthy();
    await page.waitForLoadState('networkidle');
  }
  await page.getByTestId('nutrient-picker').selectOption('iron');
  await expect(page.getByTestId('food-ranking')).toHaveText('按铁从高到低排行');
  expect(violations).toEqual([]);
});

test('the site search shows the first foods matching the keyword and leads to the food search', async ({
  page,
}) => {
  await page.goto('/search/result?keyword=苹果');
  const block = page.getByTestId('food-matches');
  await expect(block.getByRole('link', { name: /苹果（带皮，生）/ })).toHaveAttribute(
    'href',
    '/application/food/detail/09003',
  );
  await block.getByRole('link', { name: /查看全部/ }).click();
  await expect(page).toHaveURL(/\/application\/food\/search_result\?keyword=/);
  await expect(
    page.getByTestId('food-search-results').getByRole('link', { name: '苹果（带皮，生）', exact: true }),
  ).toBeVisible();
});
