import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Ids of every published article, through the public list calls (the build read the same database). */
async function publishedIds(request: APIRequestContext): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const [call, kind] of [
    ['getNewsList', 'news'],
    ['getNewsList', 'policy'],
    ['getReportLists', undefined],
  ] as const) {
    for (let page = 1; ; page++) {
      const res = await request.post(`/api/article/${call}`, { data: { kind, page, pageSize: 50 } });
      const { list, total } = (await res.json()).data as { list: { id: number }[]; total: number };
      list.forEach((a) => ids.add(a.id));
      if (page * 50 >= total) break;
    }
  }
  return ids;
}

const items = (page: Page) => page.locator('[data-article-item]');

async function expectNav(page: Page, key: string) {
  await expect(page.locator(`#side-nav [data-nav="${key}"]`)).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#side-nav [aria-current="page"]')).toHaveCount(1);
}

test.describe('article lists and details', () => {
  test('a visitor pages through 行业观察 and opens an article', async ({ page }) => {
    const res = await page.goto('/article/news');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '行业观察' })).toBeVisible();
    await expectNav(page, 'news');
    await expect(items(page)).toHaveCount(20);
    for (const item of await items(page).all()) {
      await expect(item.getByRole('heading', { level: 2 }).getByRole('link')).not.toBeEmpty();
      await expect(item.locator('[data-date] time')).toHaveText(DATE);
    }
    const firstOnPage1 = await items(page).first().getByRole('link').first().textContent();

    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第2页' }).click();
    await expect(page).toHaveURL(/\/article\/news\/page\/2$/);
    await expect(items(page)).toHaveCount(20);
    await expect(page.locator('[data-pager] [aria-current="page"]')).toHaveText('2');
    await expect(items(page).first().getByRole('link').first()).not.toHaveText(firstOnPage1!);
    await expectNav(page, 'news');

    await page.getByRole('link', { name: '上一页' }).click();
    await expect(page).toHaveURL(/\/article\/news$/);
    const link = items(page).nth(1).getByRole('heading', { level: 2 }).getByRole('link');
    const title = (await link.textContent())!.trim();
    await link.click();

    await expect(page).toHaveURL(/\/article\/detail\/\d+$/);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: '面包屑' });
    await expect(crumbs.getByRole('link', { name: '行业观察' })).toHaveAttribute('href', '/article/news');
    await expect(page.locator('[data-meta]')).toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(page.locator('[data-content] p').first()).not.toBeEmpty();
    const neighbours = page.getByRole('navigation', { name: '上一篇与下一篇' });
    await expect(neighbours).toContainText('上一篇：');
    await expect(neighbours).toContainText('下一篇：');
    // The second newest article has a newer and an older one.
    await expect(neighbours.locator('a[rel="prev"]')).toHaveCount(1);
    await expect(neighbours.locator('a[rel="next"]')).toHaveCount(1);
    await expect(page.locator('[data-side-list="related"] li').first()).toBeVisible();
    await expect(page.locator('[data-side-list="recommended"] li').first()).toBeVisible();
    await expectNav(page, 'news');

    await neighbours.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/\/article\/detail\/\d+$/);
    await expect(page.locator('[data-article]')).toHaveAttribute('data-kind', 'news');
  });

  test('a report shows its pages and access and highlights 研究报告', async ({ page }) => {
    await page.goto('/report/list');
    await expectNav(page, 'report');
    await expect(items(page)).toHaveCount(20);
    await expect(items(page).first().locator('[data-access]')).toHaveText(/^(免费|VIP专享|¥\d+\.\d{2})$/);
    await items(page).first().getByRole('heading', { level: 2 }).getByRole('link').click();

    await expect(page).toHaveURL(/\/article\/detail\/\d+$/);
    await expect(page.locator('[data-article]')).toHaveAttribute('data-kind', 'report');
    const box = page.getByRole('region', { name: '报告信息' });
    await expect(box).toContainText(/\d+ 页/);
    await expect(box.locator('[data-access-line]')).toHaveText(
      /^(免费阅读|VIP会员专享|单独购买 ¥\d+\.\d{2})$/,
    );
    await expect(box.getByRole('link', { name: /在线阅读/ })).toHaveAttribute(
      'href',
      new RegExp(`^/article/viewPdf\\?id=\\d+$`),
    );
    const crumbs = page.getByRole('navigation', { name: '面包屑' });
    await expect(crumbs.getByRole('link', { name: '研究报告' })).toHaveAttribute('href', '/report/list');
    await expectNav(page, 'report');
  });

  test("the column filter leads to that column's own prebuilt pages", async ({ page }) => {
    await page.goto('/article/news');
    const filter = page.getByRole('navigation', { name: '栏目筛选' });
    await expect(filter.getByRole('link', { name: /^全部/ })).toHaveAttribute('aria-current', 'page');
    const option = filter.getByRole('link').nth(1);
    const name = (await option.textContent())!.replace(/\d+$/, '').trim();
    await option.click();

    await expect(page).toHaveURL(/\/article\/news\/column\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`行业观察 · ${name}`);
    await expect(filter.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(items(page).first()).toBeVisible();
    for (const item of await items(page).all()) await expect(item).toContainText(name);
    await expectNav(page, 'news');
    await filter.getByRole('link', { name: /^全部/ }).click();
    await expect(page).toHaveURL(/\/article\/news$/);
  });

  test('a policy article highlights 农业政策', async ({ page }) => {
    await page.goto('/article/policy');
    await expectNav(page, 'policy');
    await items(page).first().getByRole('heading', { level: 2 }).getByRole('link').click();
    await expect(page.locator('[data-article]')).toHaveAttribute('data-kind', 'policy');
    await expectNav(page, 'policy');
  });

  test('the query form answers 301 and the legacy route lands on the detail', async ({ page, request }) => {
    const [id] = [...(await publishedIds(request))];
    const res = await request.get(`/article/detail?id=${id}`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe(`/article/detail/${id}`);

    await page.goto(`/home/article/detail/id/${id}`);
    await expect(page).toHaveURL(new RegExp(`/article/detail/${id}$`));
    await expect(page.locator(`[data-article="${id}"] h1`)).toBeVisible();
  });

  test('the .html twin of a detail gives the same page', async ({ page, request }) => {
    const [id] = [...(await publishedIds(request))];
    await page.goto(`/article/detail/${id}`);
    const title = await page.locator('h1').textContent();
    const res = await page.goto(`/article/detail/${id}.html`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(title!);
  });

  test('a draft or unknown id gives the 404 page', async ({ page, request }) => {
    const published = await publishedIds(request);
    const max = Math.max(...published);
    const draft = Array.from({ length: max }, (_, i) => i + 1).find((id) => !published.has(id));
    expect(draft, 'the demo content holds unpublished articles').toBeDefined();
    for (const id of [draft, 99_999_999]) {
      const res = await page.goto(`/article/detail/${id}`);
      expect(res?.status(), `id ${id}`).toBe(404);
      await expect(page.locator('[data-error-status="404"]')).toBeVisible();
    }
  });
});
