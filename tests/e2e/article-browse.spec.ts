import { expect, test, type Page } from '@playwright/test';
import { freshMobile, hydrated, registerViaApi, toastWith } from './support';

const items = (page: Page) => page.locator('[data-article-item]');
const filterRow = (page: Page, name: string) => page.getByRole('navigation', { name });
/** The count shown after an option's label: `市场动态 32` → 32. */
const countOf = async (link: ReturnType<Page['locator']>) =>
  Number(((await link.textContent()) ?? '').trim().match(/(\d+)$/)?.[1]);

test.describe('article browsing', () => {
  test('list paging, then the category filter: its own stable pages, highlighted, every item of it', async ({
    page,
  }) => {
    await page.goto('/report/list');
    await expect(items(page)).toHaveCount(20);
    const pager = page.getByRole('navigation', { name: '分页' });
    await pager.getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL(/\/report\/list\/page\/2$/);
    await expect(page.locator('[data-pager] [aria-current="page"]')).toHaveText('2');

    await page.goto('/article/news');
    const categories = filterRow(page, '分类筛选');
    await expect(categories.getByRole('link', { name: /^全部/ })).toHaveAttribute('aria-current', 'page');
    const option = categories.getByRole('link').nth(1);
    const name = (await option.textContent())!.replace(/\d+$/, '').trim();
    const count = await countOf(option);
    await option.click();

    await expect(page).toHaveURL(/\/article\/news\/category\/\d+$/);
    const url = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`行业观察 · ${name}`);
    await expect(
      filterRow(page, '分类筛选').getByRole('link', { name: new RegExp(`^${name}`) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[aria-current="page"]').filter({ hasText: '全部' })).toHaveCount(0);
    await expect(page.getByText(`共 ${count} 篇`)).toBeVisible();
    await expect(items(page)).toHaveCount(Math.min(count, 20));
    for (const item of await items(page).all()) await expect(item).toContainText(name);

    // The address is the page: opening it afresh shows the same filter.
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`行业观察 · ${name}`);
  });

  test('the month filter shows only that month, newest first, and pages within it', async ({ page }) => {
    await page.goto('/article/policy');
    const months = filterRow(page, '月份筛选');
    // Pick the busiest month so its paging is exercised when it has more than one page.
    const links = await months.getByRole('link').all();
    let best = links[1]!;
    for (const link of links.slice(1)) if ((await countOf(link)) > (await countOf(best))) best = link;
    const label = (await best.getAttribute('aria-label'))!.replace(/\s*\d+$/, '');
    const count = await countOf(best);
    await best.click();

    await expect(page).toHaveURL(/\/article\/policy\/month\/\d{4}-\d{2}$/);
    const month = page.url().slice(-7);
    expect(label).toBe(`${month.slice(0, 4)}年${Number(month.slice(5))}月`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`农业政策 · ${label}`);
    await expect(filterRow(page, '月份筛选').locator('[aria-current="page"]')).toHaveAttribute(
      'aria-label',
      `${label} ${count}`,
    );
    const dates = await page.locator('[data-article-item] [data-date] time').allTextContents();
    expect(dates.length).toBe(Math.min(count, 20));
    for (const d of dates) expect(d.slice(0, 7)).toBe(month);
    expect([...dates].sort().reverse()).toEqual(dates);
    if (count > 20) {
      await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第2页' }).click();
      await expect(page).toHaveURL(new RegExp(`/article/policy/month/${month}/page/2$`));
      await expect(items(page)).toHaveCount(Math.min(count - 20, 20));
    }
  });

  test('a detail links its tags to their tag pages, which list the article; the link can be copied', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The first article that has tags (another spec may have just published one without any).
    await page.goto('/article/news');
    const hrefs = await items(page)
      .getByRole('heading', { level: 2 })
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    let tagged = false;
    for (const href of hrefs.slice(0, 10)) {
      await page.goto(href);
      if (await page.locator('[data-tag-link]').count()) {
        tagged = true;
        break;
      }
    }
    expect(tagged, 'one of the ten newest articles has tags').toBe(true);
    await expect(page).toHaveURL(/\/article\/detail\/\d+$/);
    const detailUrl = new URL(page.url());
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    const tag = page.locator('[data-tag-link]').first();
    await expect(tag).toBeVisible();
    const tagName = (await tag.textContent())!.replace('#', '').trim();
    const tagId = await tag.getAttribute('data-tag-link');
    await tag.click();
    await expect(page).toHaveURL(new RegExp(`/article/tag/${tagId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`标签：${tagName}`);
    await expect(page.getByRole('link', { name: title }).first()).toHaveAttribute('href', detailUrl.pathname);

    // The legacy tag address lands on the same page.
    await page.goto(`/home/article/taglists/tag/${tagId}`);
    await expect(page).toHaveURL(new RegExp(`/article/tag/${tagId}$`));

    await page.goto(detailUrl.pathname);
    await hydrated(page);
    const share = page.getByRole('group', { name: '分享' });
    await share.getByRole('button', { name: '复制链接' }).click();
    await expect(toastWith(page, 'success', '链接已复制')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(detailUrl.href);
    await expect(share.getByRole('link', { name: '微博' })).toHaveAttribute(
      'href',
      new RegExp(`url=${encodeURIComponent(detailUrl.href).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await share.getByRole('button', { name: '微信' }).click();
    await expect(share.getByRole('img', { name: '本页二维码' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(share.getByRole('dialog', { name: '微信扫码分享' })).toBeHidden();
  });

  test('signed out, 收藏 opens the login modal and favourites after sign-in; it shows in /user/favorite', async ({
    page,
  }) => {
    const mobile = freshMobile();
    await registerViaApi(page, mobile, 'harvest88');
    await page.context().clearCookies({ name: 'token' });

    await page.goto('/report/list');
    const link = items(page).nth(2).getByRole('heading', { level: 2 }).getByRole('link');
    const title = (await link.textContent())!.trim();
    await link.click();
    await hydrated(page);
    const favourite = page.locator('[data-favorite-button]');
    await expect(favourite).toHaveText('收藏');
    await favourite.click();

    const login = page.getByRole('dialog', { name: '登录' });
    await expect(login).toBeVisible();
    await login.getByPlaceholder('请输入手机号或账号').fill(mobile);
    await login.getByPlaceholder('请输入密码').fill('harvest88');
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await expect(login).toBeHidden();
    await expect(favourite).toHaveText('已收藏');
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(toastWith(page, 'success', '已收藏')).toBeVisible();

    // A fresh load knows it is a favourite.
    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-favorite-button]')).toHaveText('已收藏');

    await page.goto('/user/favorite');
    const row = page.locator('[data-favorite]').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('研究报告');

    // Toggling off from the detail page removes it.
    await page.goBack();
    await hydrated(page);
    await page.locator('[data-favorite-button]').click();
    await expect(page.locator('[data-favorite-button]')).toHaveText('收藏');
    await page.goto('/user/favorite');
    await expect(page.locator('[data-favorite]').filter({ hasText: title })).toHaveCount(0);
  });

  test('home: banners rotate by hand, latest news, policy and reports link to their details', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const carousel = page.getByRole('region', { name: '焦点图' });
    await expect(carousel).toBeVisible();
    const slides = carousel.locator('[data-slide]');
    expect(await slides.count()).toBeGreaterThan(1);
    await expect(slides.nth(0)).not.toHaveAttribute('inert');
    await carousel.getByRole('button', { name: '下一张' }).click();
    await expect(slides.nth(1)).not.toHaveAttribute('inert');
    await expect(slides.nth(0)).toHaveAttribute('inert');
    await carousel.getByRole('button', { name: '暂停轮播' }).click();
    await expect(carousel.getByRole('button', { name: '继续轮播' })).toBeVisible();

    for (const [kind, label, list] of [
      ['news', '行业观察', '/article/news'],
      ['policy', '农业政策', '/article/policy'],
      ['report', '研究报告', '/report/list'],
    ] as const) {
      const block = page.locator(`[data-home-block="${kind}"]`);
      await expect(block.getByRole('heading', { name: label })).toBeVisible();
      await expect(block.getByRole('link', { name: `更多${label}` })).toHaveAttribute('href', list);
      // The newest item on the home page is the first one of the list page.
      const first = block.locator('[data-home-item]').first();
      const id = await first.getAttribute('data-home-item');
      await expect(first).toHaveAttribute('href', `/article/detail/${id}`);
    }
    await expect(page.locator('[data-home-block="product"] [data-home-item]').first()).toBeVisible();

    const news = page.locator('[data-home-block="news"] [data-home-item]').first();
    const newsTitle = (await news.locator('span').first().textContent())!.trim();
    await page.goto('/article/news');
    await expect(items(page).first().getByRole('heading', { level: 2 })).toHaveText(newsTitle);
    await page.goto('/');
    await page.locator('[data-home-block="news"] [data-home-item]').first().click();
    await expect(page).toHaveURL(/\/article\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsTitle);
  });
});
