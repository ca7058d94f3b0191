import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshMobile, hydrated } from './support.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The published list of a family through its public API (the build read the same database). */
async function apiList<T>(request: APIRequestContext, path: string, data: Record<string, unknown> = {}) {
  const res = await request.post(path, { data: { page: 1, pageSize: 50, ...data } });
  return (await res.json()).data as { list: T[]; total: number };
}

async function expectNav(page: Page, key: string) {
  await expect(page.locator(`#side-nav [data-nav="${key}"]`)).toHaveAttribute('aria-current', 'page');
}

const crumbs = (page: Page) => page.getByRole('navigation', { name: '面包屑' });

test.describe('references, periodicals and data products', () => {
  test('a visitor pages through 行业参考, filters by industry and opens a reference', async ({
    page,
    request,
  }) => {
    const all = await apiList<{ id: number; title: string }>(request, '/api/reference/getList');
    expect(all.total).toBeGreaterThan(20);

    await page.goto('/reference/list');
    await expect(page.getByRole('heading', { level: 1, name: '行业参考' })).toBeVisible();
    await expectNav(page, 'reference');
    const items = page.locator('[data-reference-item]');
    await expect(items).toHaveCount(20);
    await expect(items.first().getByRole('link')).toHaveText(all.list[0]!.title);
    for (const item of await items.all()) await expect(item.locator('time')).toHaveText(DATE);

    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第2页' }).click();
    await expect(page).toHaveURL(/\/reference\/list\/page\/2$/);
    await expect(items.first().getByRole('link')).toHaveText(all.list[20]!.title);

    // Filter: the first industry option leads to a page whose items all carry that industry.
    const industryRow = page.getByRole('navigation', { name: '行业筛选' });
    const option = industryRow.getByRole('link').nth(1);
    const label = (await option.textContent())!.trim().replace(/\s*\d+$/, '');
    const count = Number(await option.locator('span').textContent());
    await option.click();
    await expect(page.getByRole('heading', { level: 1, name: `行业参考 · ${label}` })).toBeVisible();
    await expect(items).toHaveCount(Math.min(count, 20));
    for (const item of await items.all()) await expect(item.locator('span.bg-brand-50')).toHaveText(label);
    const byApi = await apiList<{ id: number }>(request, '/api/reference/getList', { industry: label });
    expect(byApi.total).toBe(count);

    // Detail: body, breadcrumb back to the list, chapters, search marks.
    const first = items.first().getByRole('link');
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/reference\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('[data-pagefind-filter="kind:参考资料"]')).toHaveAttribute(
      'data-pagefind-meta',
      /^date:\d{4}-\d{2}-\d{2}$/,
    );
    await expect(crumbs(page).getByRole('link', { name: label })).toHaveAttribute(
      'href',
      /\/reference\/list\/industry\//,
    );
    const chapter = page.getByRole('region', { name: '章节目录' }).getByRole('link').first();
    const chapterTitle = (await chapter.textContent())!.replace(/^\d+/, '').trim();
    await chapter.click();
    await expect(page).toHaveURL(/\/reference\/detail\/sub-\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: chapterTitle })).toBeVisible();
    await crumbs(page).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await crumbs(page).getByRole('link', { name: '行业参考' }).click();
    await expect(page).toHaveURL(/\/reference\/list$/);
  });

  test('the query and legacy forms of a reference answer 301 to its path form', async ({ request }) => {
    const { list } = await apiList<{ id: number }>(request, '/api/reference/getList');
    const id = list[0]!.id;
    for (const from of [`/reference/detail?id=${id}`, `/home/reference/detail/id/${id}`]) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(res.headers()['location'], from).toBe(`/reference/detail/${id}`);
    }
    const sub = await request.get(`/api/reference/detail?id=${id}`);
    const subId = (await sub.json()).data.subdetails[0].id as number;
    const res = await request.get(`/home/reference/subdetail/id/${subId}`);
    expect(res.status()).toBe(200);
    expect(res.url()).toMatch(new RegExp(`/reference/detail/sub-${subId}$`));
  });

  test('期刊 lists the issues and filters them by year', async ({ page, request }) => {
    const all = await apiList<{ name: string; issue: string; year: number }>(
      request,
      '/api/reference/getPeriodicalList',
    );
    await page.goto('/reference/periodical');
    await expect(page.getByRole('heading', { level: 1, name: '期刊' })).toBeVisible();
    await expectNav(page, 'periodical');
    const cards = page.locator('[data-periodical-item]');
    await expect(cards).toHaveCount(Math.min(all.total, 20));
    await expect(cards.first()).toContainText(all.list[0]!.issue);
    const year = all.list[0]!.year;
    await page
      .getByRole('navigation', { name: '年份筛选' })
      .getByRole('link', { name: new RegExp(`^${year}年`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/reference/periodical/year/${year}$`));
    const ofYear = all.list.filter((p) => p.year === year).length;
    await expect(cards).toHaveCount(Math.min(ofYear, 20));
  });

  test('a periodical issue opens its PDF in the viewer: a preview for visitors, the whole issue for members', async ({
    page,
    baseURL,
  }) => {
    const all = await apiList<{
      name: string;
      issue: string;
      attachment: { id: number; page_count: number };
    }>(page.request, '/api/reference/getPeriodicalList');
    const first = all.list[0]!;
    await page.goto('/reference/periodical');
    const card = page.locator('[data-periodical-item]').first();
    await expect(card.getByRole('link', { name: `${first.name} ${first.issue}` })).toHaveAttribute(
      'href',
      `/article/viewPdf?fid=${first.attachment.id}`,
    );
    await card.getByRole('link', { name: `在线阅读 · PDF ${first.attachment.page_count}页` }).click();
    await expect(page).toHaveURL(new RegExp(`/article/viewPdf\\?fid=${first.attachment.id}$`));
    await hydrated(page);
    await expect(page.locator('[data-pdf-title]')).toHaveText(`${first.name} ${first.issue}`, {
      timeout: 15_000,
    });
    const banner = page.locator('[data-access-banner="login"]');
    await expect(banner).toBeVisible();
    await expect(page.locator('canvas[data-page-canvas="1"][data-drawn="true"]')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator('[data-page-count]')).toHaveText('/ 3');
    // The breadcrumb names the periodicals, not 研究报告; no side-navigation item claims the page.
    await expect(crumbs(page)).toHaveText(/首页\s*\/\s*期刊\s*\/\s*文件预览/);
    await expect(crumbs(page).getByRole('link', { name: '期刊' })).toHaveAttribute(
      'href',
      '/reference/periodical',
    );
    await expect(page.locator('nav [aria-current="page"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '返回期刊' })).toHaveAttribute(
      'href',
      '/reference/periodical',
    );

    const login = await (
      await page.request.post('/api/user/login', { data: { username: 'demo', password: 'demo1234' } })
    ).json();
    await page.context().addCookies([{ name: 'token', value: login.data.token as string, url: baseURL! }]);
    await page.reload();
    await expect(page.locator('[data-page-count]')).toHaveText(`/ ${first.attachment.page_count}`, {
      timeout: 15_000,
    });
    await expect(page.locator('[data-access-banner]')).toHaveCount(0);
  });

  test('a visitor goes from 数据产品 to a product and sees its price and the purchase contact', async ({
    page,
    request,
  }) => {
    const all = await apiList<{ id: number; title: string; price_cents: number }>(
      request,
      '/api/data/getProductList',
    );
    await page.goto('/data/product');
    await expect(page.getByRole('heading', { level: 1, name: '数据产品' })).toBeVisible();
    await expectNav(page, 'product');
    const items = page.locator('[data-product-item]');
    await expect(items).toHaveCount(Math.min(all.total, 20));
    const first = all.list[0]!;
    await items.first().getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(new RegExp(`/product/detail/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.locator('[data-buy] [data-price]')).toHaveText(
      `¥${(first.price_cents / 100).toFixed(2)}`,
    );
    await expect(page.getByRole('dialog', { name: '咨询购买' })).toBeHidden();
    await page.getByRole('button', { name: '咨询购买' }).click();
    const contact = page.getByRole('dialog', { name: '咨询购买' });
    await expect(contact).toBeVisible();
    await expect(contact).toContainText('demo_kefu');
    await expect(page.locator('[data-pagefind-filter="kind:数据产品"]')).toBeAttached();
    await crumbs(page).getByRole('link', { name: '数据产品' }).click();
    await expect(page).toHaveURL(/\/data\/product$/);
    const legacy = await request.get(`/product/detail?id=${first.id}`, { maxRedirects: 0 });
    expect(legacy.headers()['location']).toBe(`/product/detail/${first.id}`);
  });

  test('a custom data request: a bad phone keeps the inputs, a good one shows success', async ({ page }) => {
    await page.goto('/data/customized');
    await expect(page.getByRole('heading', { level: 1, name: '定制数据' })).toBeVisible();
    await expectNav(page, 'dataCustom');
    await hydrated(page);
    const form = page.getByRole('form', { name: '定制需求表单' });
    await form.getByLabel('公司名称').fill('测试农业科技有限公司');
    await form.getByLabel('联系人').fill('王测试');
    await form.getByLabel('手机号码').fill('12345678901');
    await form.getByLabel('需求描述').fill('需要近三年全国玉米批发价格日度数据');
    await form.getByRole('button', { name: '提交需求' }).click();
    await expect(form.getByRole('alert')).toHaveText('请输入正确的手机号码');
    await expect(form.getByLabel('公司名称')).toHaveValue('测试农业科技有限公司');
    await expect(form.getByLabel('需求描述')).toHaveValue('需要近三年全国玉米批发价格日度数据');

    const mobile = freshMobile();
    await form.getByLabel('手机号码').fill(mobile);
    const sent = page.waitForRequest('**/api/enterprise/addCustomOrder');
    await form.getByRole('button', { name: '提交需求' }).click();
    const body = (await sent).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ kind: 'data', mobile, company: '测试农业科技有限公司' });
    expect(body).not.toHaveProperty('email');
    const done = page.getByRole('status').filter({ hasText: '提交成功' });
    await expect(done).toBeVisible();
    await expect(done).toContainText('1个工作日内与您联系');
  });

  test('定制报告 describes the service and its form sends the report kind', async ({ page }) => {
    await page.goto('/report/customized');
    await expect(page.getByRole('heading', { level: 1, name: '定制报告' })).toBeVisible();
    await expectNav(page, 'reportCustom');
    await expect(page.getByRole('heading', { name: '服务流程' })).toBeVisible();
    await hydrated(page);
    const form = page.getByRole('form', { name: '定制需求表单' });
    await form.getByLabel('电子邮箱').fill('not-an-email');
    await form.getByLabel('电子邮箱').blur();
    await expect(page.locator('#co-email-error')).toHaveText('请输入正确的邮箱地址');
    await form.getByRole('button', { name: '提交需求' }).click();
    await expect(page.locator('#co-company-error')).toHaveText('请输入公司名称');
    await expect(form).toHaveAttribute('data-custom-order', 'report');
  });
});
