/**
 * What a reader meets on the search results (issue 29): no pinyin index text in a hit or on a 百科 entry, excerpts
 * that are body sentences with the keyword marked, 全部 equal to the sum of the tabs (农业百科 among them), a kind and
 * a date on every hit, 热门搜索 once; screenshots at 1440 and 390 px in test-results/search-reading/.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pinyinOf } from '#server/services/search/pinyin.ts';
import { hydrated } from './support.ts';

const SHOTS = 'test-results/search-reading';
const KEYWORD = '玉米';
const results = (page: Page) => page.locator('[data-search-result]');
const countOf = async (chip: Locator) => Number((await chip.textContent())!.replace(/\D/g, ''));

/** Every hit shown: its kind and date, its excerpt read from the body with the keyword marked, no pinyin. */
async function expectReadableHits(page: Page, kind?: string) {
  await expect(results(page).first()).toBeVisible();
  for (const hit of await results(page).all()) {
    const title = (await hit.getByRole('heading', { level: 2 }).textContent())!.trim();
    const badge = hit.locator('[data-kind-badge]');
    await expect(badge).toHaveText(kind ?? /\S/);
    await expect(hit.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    const excerpt = hit.locator('[data-excerpt]');
    const text = (await excerpt.textContent())!;
    // Body text: neither the title as its opening line nor pagefind's ASCII joins of blocks.
    expect(text, title).not.toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[.。\\s]`));
    expect(text, title).not.toMatch(/\.\s/);
    await expect(excerpt.locator('mark').first(), title).toHaveText(KEYWORD);
    // The index text of a name (玉米螟 → yumiming) is never what the hit reads.
    expect((await hit.innerText()).toLowerCase(), title).not.toContain(pinyinOf(title).full);
  }
}

test('全部 counts the sum of the tabs, 农业百科 among them', async ({ page }) => {
  await page.goto(`/search/result?keyword=${encodeURIComponent(KEYWORD)}`);
  await hydrated(page);
  const all = page.locator('[data-kind-filter="all"]');
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  const chips = page.locator('[data-kind-filter]:not([data-kind-filter="all"])');
  const kinds = await chips.evaluateAll((els) => els.map((el) => el.getAttribute('data-kind-filter')));
  expect(kinds).toContain('农业百科');
  let sum = 0;
  for (const chip of await chips.all()) sum += await countOf(chip);
  expect(await countOf(all)).toBe(sum);
  await expect(page.locator('[data-result-count]')).toContainText(`找到 ${sum} 条`);

  const baike = page.locator('[data-kind-filter="农业百科"]');
  const inBaike = await countOf(baike);
  await baike.click();
  await expect(page).toHaveURL(/kind=/);
  await expect(results(page)).toHaveCount(Math.min(10, inBaike));
  await expectReadableHits(page, '农业百科');
});

test('every hit reads as prose: a body excerpt with the keyword marked, its kind and date, no pinyin', async ({
  page,
}) => {
  await page.goto(`/search/result?keyword=${encodeURIComponent(KEYWORD)}`);
  await expectReadableHits(page);
});

test('a 百科 entry carries its pinyin for search only: none in its text or its accessible tree', async ({
  page,
}) => {
  const res = await page.request.post('/api/baike/getBaikeLists', { data: { keyword: '玉米螟' } });
  const { id, title } = (await res.json()).data.exact[0] as { id: number; title: string };
  await page.goto(`/application/baike/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const { full } = pinyinOf(title);
  expect(full).toBe('yumiming');
  expect((await page.locator('main').textContent())!.toLowerCase()).not.toContain(full);
  expect((await page.locator('body').ariaSnapshot()).toLowerCase()).not.toContain(full);
  // The site search still finds it by that pinyin.
  await page.goto(`/search/result?keyword=${full}`);
  await expect(page.locator('main').getByRole('link', { name: title, exact: true })).toBeVisible();
});

for (const [name, address, says] of [
  ['an empty search', '/search/result', '输入关键词'],
  ['a search without results', `/search/result?keyword=${encodeURIComponent('火星殖民')}`, '没有找到'],
] as const) {
  test(`${name} shows 热门搜索 once`, async ({ page }) => {
    await page.goto(address);
    await expect(page.locator('[data-search-results]')).toContainText(says);
    const hot = page.getByRole('list', { name: '热门搜索' });
    await expect(hot.getByRole('link').first()).toBeVisible();
    await expect(hot).toHaveCount(1);
    await expect(page.getByText('热门搜索：')).toHaveCount(1);
  });
}

for (const [name, width, height] of [
  ['desktop', 1440, 900],
  ['mobile', 390, 844],
] as const) {
  test(`screenshot of the results for 玉米 (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/search/result?keyword=${encodeURIComponent(KEYWORD)}`);
    await expect(results(page).first().locator('[data-excerpt] mark').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/results-${name}.png`, fullPage: true });
  });
}
