/**
 * 农业百科 for a reader: from the tree to an entry, an alias and a pinyin search, the 目录's anchors, the history page,
 * the site search by pinyin, the legacy addresses, no React for a visitor, and screenshots of every page (desktop 1440,
 * mobile 390) in test-results/baike-read/.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support.ts';

const SHOTS = 'test-results/baike-read';

async function wheatId(page: Page): Promise<number> {
  const res = await page.request.post('/api/baike/getBaikeLists', { data: { keyword: '小麦' } });
  const id = (await res.json()).data.exact[0].id as number;
  expect(id).toBeGreaterThan(0);
  return id;
}

test('opens an entry from the tree: index → 谷类作物 → 小麦', async ({ page }) => {
  await page.goto('/application/baike');
  await expect(page.getByTestId('baike-stats')).toContainText('词条总数');
  const tree = page.getByTestId('baike-tree');
  await tree.getByRole('tab', { name: /作物/ }).first().click();
  await tree.getByRole('button', { name: /谷类作物/ }).click();
  await expect(page).toHaveURL(/\?category=1101/);
  const list = page.getByTestId('baike-list');
  await expect(list.getByRole('heading', { level: 2 })).toContainText('谷类作物');
  await list.getByRole('link', { name: '小麦', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/application/baike/${await wheatId(page)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('小麦');
  await expect(page.locator('[data-aliases]')).toContainText('麦子');
  await expect(page.locator('[data-infobox]')).toContainText('Triticum aestivum');
});

test('an alias search lands on its entry (麦子 → 小麦)', async ({ page }) => {
  await page.goto('/application/baike');
  await hydrated(page);
  const form = page.getByTestId('baike-search-form');
  await form.getByRole('searchbox').fill('麦子');
  await form.getByRole('button', { name: '进入词条' }).click();
  await expect(page).toHaveURL(new RegExp(`/application/baike/${await wheatId(page)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('小麦');
});

test('words typed before the island hydrates are kept, and 进入词条 then lands', async ({ page }) => {
  let release = (): void => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/BaikeBrowser[^/]*\.js/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/application/baike');
  await page.getByTestId('baike-search-form').getByRole('searchbox').fill('麦子');
  release();
  await hydrated(page);
  const form = page.getByTestId('baike-search-form');
  await expect(form.getByRole('searchbox')).toHaveValue('麦子');
  await form.getByRole('button', { name: '进入词条' }).click();
  await expect(page).toHaveURL(new RegExp(`/application/baike/${await wheatId(page)}$`));
});

test('a search sent before the island hydrates (the plain GET of the form) still lands on its entry', async ({
  page,
}) => {
  await page.goto('/application/baike?keyword=%E9%BA%A6%E5%AD%90&go=1');
  await expect(page).toHaveURL(new RegExp(`/application/baike/${await wheatId(page)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('小麦');
  await page.goBack();
  await expect(page).not.toHaveURL(/go=1/);
});

test('a pinyin search lists the entry, and the address keeps the search', async ({ page }) => {
  await page.goto('/application/baike');
  const form = page.getByTestId('baike-search-form');
  await form.getByRole('searchbox').fill('xiaomai');
  await form.getByRole('button', { name: '进入词条' }).click();
  await expect(page).toHaveURL(/\?keyword=xiaomai/);
  await expect(page.getByTestId('baike-list').getByRole('link', { name: '小麦', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('baike-list').getByRole('link', { name: '小麦', exact: true })).toBeVisible();
});

test('the site search finds an entry by the pinyin of its title', async ({ page }) => {
  await page.goto('/search/result?keyword=xiaomai');
  await expect(page.locator('main').getByRole('link', { name: /小麦/ }).first()).toBeVisible({
    timeout: 15_000,
  });
});

test('the 目录 anchors lead to their sections', async ({ page }) => {
  const id = await wheatId(page);
  await page.goto(`/application/baike/${id}`);
  const toc = page.locator('[data-toc]');
  const second = toc.getByRole('link').nth(1);
  const name = (await second.textContent())!.replace(/^\d+/, '').trim();
  await second.click();
  await expect(page).toHaveURL(/#section-2$/);
  const heading = page.locator('#section-2');
  await expect(heading).toHaveText(name);
  await expect(heading).toBeInViewport();
});

test('the history page shows the first version by 编辑部', async ({ page }) => {
  const id = await wheatId(page);
  await page.goto(`/application/baike/${id}`);
  await page.locator('[data-history-link]').click();
  await expect(page).toHaveURL(new RegExp(`/application/baike/history/${id}$`));
  const version = page.locator('[data-version]').first();
  await expect(version.locator('[data-note]')).toHaveText('创建词条');
  await expect(version).toContainText('编辑部');
  await version.locator('summary').click();
  await expect(version.locator('[data-field="title"] ins')).toHaveText('小麦');
});

test('the legacy and query forms of an entry answer 301 to it', async ({ page }) => {
  const id = await wheatId(page);
  for (const from of [`/home/baike/index/id/${id}`, `/application/baike?id=${id}`]) {
    const res = await page.request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers().location).toBe(`/application/baike/${id}`);
  }
  const home = await page.request.get('/home/baike/index', { maxRedirects: 0 });
  expect(home.headers().location).toBe('/application/baike');
});

test('a visitor’s entry page loads no React', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(`/application/baike/${await wheatId(page)}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const renderer = await page.locator('astro-island[renderer-url]').first().getAttribute('renderer-url');
  expect(renderer).toBeTruthy();
  expect(scripts).not.toContain(renderer);
});

for (const [name, width, height] of [
  ['desktop', 1440, 900],
  ['mobile', 390, 844],
] as const) {
  test(`screenshots of the index, a category, an entry and its history (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const id = await wheatId(page);
    await page.goto('/application/baike');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/index-${name}.png`, fullPage: true });
    await page.goto('/application/baike?category=11');
    await expect(page.getByTestId('baike-list').locator('[data-baike-card]').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/category-${name}.png`, fullPage: true });
    await page.goto(`/application/baike/${id}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/entry-${name}.png`, fullPage: true });
    await page.goto(`/application/baike/history/${id}`);
    await page.screenshot({ path: `${SHOTS}/history-${name}.png`, fullPage: true });
  });
}
