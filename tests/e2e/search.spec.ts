import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './support';

interface Listed {
  id: number;
  title: string;
}

/** A published policy article, through the public list call (the build indexed the same database). */
async function policyArticle(request: APIRequestContext): Promise<Listed> {
  const res = await request.post('/api/article/getNewsList', {
    data: { kind: 'policy', page: 1, pageSize: 5 },
  });
  const { list } = (await res.json()).data as { list: Listed[] };
  expect(list.length).toBeGreaterThan(0);
  return list[0]!;
}

/** The part of a title before its first punctuation: words a reader would type. */
const firstClause = (title: string) => title.split(/[，,：:（(、；\s]/)[0]!;

const results = (page: Page) => page.locator('[data-search-result]');

test.describe('full-text search', () => {
  test('a visitor searches in Chinese from the header and finds the article, highlighted', async ({
    page,
    request,
  }) => {
    const article = await policyArticle(request);
    const words = firstClause(article.title);
    await page.goto('/');
    const box = page.locator('#site-header').getByRole('searchbox', { name: '搜索关键词' });
    await box.fill(words);
    await box.press('Enter');

    await expect(page).toHaveURL(`/search/result?keyword=${encodeURIComponent(words).replace(/%20/g, '+')}`);
    await expect(page).toHaveTitle(/^搜索结果/);
    const hit = page.locator(`[data-search-result="/article/detail/${article.id}"]`);
    await expect(hit).toBeVisible();
    await expect(hit.getByRole('heading', { level: 2 })).toHaveText(article.title);
    await expect(hit.getByRole('heading', { level: 2 }).locator('mark').first()).toHaveText(words);
    // The excerpt is the body's text (the title's words may not be in it): not the title again, nor tags, column
    // and category, which are filters of the page.
    await expect(hit.locator('[data-excerpt]')).not.toHaveText(new RegExp(`^${words}`));
    await expect(hit.locator('[data-excerpt]')).toHaveText(/\S/);
    await expect(hit.locator('[data-excerpt]')).not.toContainText('#');
    await expect(hit).toHaveCount(1);
    await expect(hit.locator('[data-kind-badge]')).toHaveText('农业政策');
    await expect(hit.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator('[data-result-count]')).toHaveText(/^找到 \d+ 条与“.+”相关的结果$/);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(words);

    await hit.getByRole('link').click();
    await expect(page).toHaveURL(`/article/detail/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  });

  test('results filter by kind with counts, page, and the back button restores the search', async ({
    page,
  }) => {
    await page.goto('/search/result?keyword=%E7%8E%89%E7%B1%B3');
    await hydrated(page);
    const all = page.locator('[data-kind-filter="all"]');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    const total = Number((await all.textContent())!.replace(/\D/g, ''));
    const chip = page.locator('[data-kind-filter="研究报告"]');
    const inKind = Number((await chip.textContent())!.replace(/\D/g, ''));
    expect(inKind).toBeGreaterThan(0);
    expect(inKind).toBeLessThan(total);
    await expect(results(page)).toHaveCount(Math.min(10, total));

    await chip.click();
    await expect(page).toHaveURL(/kind=%E7%A0%94%E7%A9%B6%E6%8A%A5%E5%91%8A/);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(results(page)).toHaveCount(Math.min(10, inKind));
    for (const badge of await page.locator('[data-kind-badge]').all())
      await expect(badge).toHaveText('研究报告');
    if (inKind > 10) {
      await expect(page.getByRole('navigation', { name: '分页' })).toContainText(`共 ${inKind} 条`);
      const first = await results(page).first().getAttribute('data-search-result');
      await page.getByRole('button', { name: '第2页' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(results(page).first()).not.toHaveAttribute('data-search-result', first!);
      await page.goBack();
    }

    await page.goBack();
    await expect(page).toHaveURL('/search/result?keyword=%E7%8E%89%E7%B1%B3');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(results(page)).toHaveCount(Math.min(10, total));
  });

  test('no results shows the hot keywords, which lead to their results', async ({ page }) => {
    await page.goto('/search/result?keyword=' + encodeURIComponent('火星殖民'));
    await expect(page.locator('[data-search-results]')).toContainText('没有找到与“火星殖民”相关的内容');
    const hot = page.getByRole('main').getByRole('list', { name: '热门搜索' }).getByRole('link');
    await expect(hot.first()).toBeVisible();
    expect(await hot.count()).toBeGreaterThan(3);
    await hydrated(page);
    const keyword = (await hot.first().textContent())!.trim();
    await hot.first().click();
    await expect(page).toHaveURL(`/search/result?keyword=${encodeURIComponent(keyword)}`);
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(keyword);
  });

  test('the legacy search address arrives here with its keyword', async ({ page }) => {
    const legacy = `/home/article/search/keyword/${encodeURIComponent('大豆')}`;
    const res = await page.request.get(legacy, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe(`/search/result?keyword=${encodeURIComponent('大豆')}`);

    await page.goto(legacy);
    await expect(page).toHaveURL(`/search/result?keyword=${encodeURIComponent('大豆')}`);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('大豆');
    await expect(results(page).first()).toBeVisible();
    await expect(results(page).first().locator('mark').first()).toHaveText(/大豆/);
  });
});
