/** /application/vegetable/survey_detail?id=: a market's profile, latest prices and reports; the legacy 301. */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshMobile, hydrated, registerViaApi, toastWith } from './support.ts';

const XINFADI = '北京新发地农产品批发市场';

async function marketId(request: APIRequestContext, name = XINFADI): Promise<number> {
  const res = await request.post('/api/vegetable/getMarketList', { data: {} });
  const list = (await res.json()).data.list as { id: number; name: string }[];
  return list.find((m) => m.name === name)!.id;
}

async function signInAs(page: Page, username: string) {
  const res = await page.request.post('/api/user/login', { data: { username, password: 'demo1234' } });
  const token = (await res.json()).data.token as string;
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
}

test('a visitor sees the market’s profile, its latest prices and a report summary, the body locked', async ({
  page,
}) => {
  const id = await marketId(page.request);
  await page.goto(`/application/vegetable/survey_detail?id=${id}`);
  await hydrated(page);
  const profile = page.getByTestId('market-profile');
  await expect(profile.getByRole('heading', { name: XINFADI })).toBeVisible();
  await expect(profile).toContainText('销地市场');
  await expect(profile).toContainText('北京市');
  // The market is real: only its generated prices and reports carry the demo badge.
  await expect(profile.getByTestId('demo-badge')).toHaveCount(0);

  const prices = page.getByTestId('market-prices');
  await expect(prices.getByTestId('demo-badge')).toBeVisible();
  const rows = prices.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(10);
  const link = rows.first().getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/application\/vegetable\/detail\?name=[^&]+&type=[a-z_]+$/);

  const reports = page.getByTestId('market-reports');
  await expect(reports.getByTestId('report-title')).toContainText(/新发地/);
  await expect(reports.getByTestId('report-summary')).not.toBeEmpty();
  await expect(reports.getByTestId('report-figures')).toContainText('周均价');
  await expect(reports.getByTestId('report-locked')).toContainText('蔬菜VIP');
  await expect(reports.getByRole('link', { name: '开通蔬菜VIP' })).toHaveAttribute(
    'href',
    '/application/vegetable/vip',
  );
  await expect(reports.getByTestId('report-body')).toHaveCount(0);
  // Not a reporter: no form to add prices.
  await expect(page.getByTestId('add-prices')).toHaveCount(0);
});

test('a member (not a vegetable VIP) also reads the report locked, and can switch to an earlier week', async ({
  page,
}) => {
  await signInAs(page, 'demo');
  const id = await marketId(page.request);
  await page.goto(`/application/vegetable/survey_detail?id=${id}`);
  await hydrated(page);
  const reports = page.getByTestId('market-reports');
  await expect(reports.getByTestId('report-locked')).toBeVisible();
  const first = await reports.getByTestId('report-title').textContent();
  await reports.getByRole('navigation', { name: '往期报告' }).getByRole('button').nth(1).click();
  await expect(reports.getByTestId('report-title')).not.toHaveText(first!);
  await expect(reports.getByTestId('report-locked')).toBeVisible();
});

test('a market reporter adds a day’s price on their own market’s page; another market’s page has no form', async ({
  page,
  browser,
}) => {
  // An editor appoints a new member as 新发地's reporter.
  const editor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await editor.request.post('/api/user/login', {
    data: { username: 'editor', password: 'demo1234' },
  });
  const editorToken = (await login.json()).data.token as string;
  const mobile = freshMobile();
  const token = await registerViaApi(page, mobile, 'secret123');
  const id = await marketId(page.request);
  const set = await editor.request.post('/api/admin/vegetable/reporterSet', {
    data: { account: mobile, market_id: id },
    headers: { token: editorToken },
  });
  expect((await set.json()).code).toBe(1);
  await editor.close();

  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
  await page.goto(`/application/vegetable/survey_detail?id=${id}`);
  await hydrated(page);
  const form = page.getByTestId('add-prices');
  await expect(form).toBeVisible();
  await form.getByLabel('第1行品种').fill('油菜');
  await form.getByLabel('第1行最低价').fill('7.10');
  await form.getByLabel('第1行平均价').fill('7.77');
  await form.getByLabel('第1行最高价').fill('8.30');
  await form.getByLabel('第1行产地').fill('湖北');
  await form.getByRole('button', { name: '保存价格' }).click();
  await expect(toastWith(page, 'success', '已保存 1 个品种的价格')).toBeVisible();
  await expect(page.getByTestId('market-prices').locator('tr[data-product="油菜"]')).toContainText('7.77');

  // A wrong order of prices is refused in Chinese.
  await form.getByLabel('第1行品种').fill('油菜');
  await form.getByLabel('第1行最低价').fill('9');
  await form.getByLabel('第1行平均价').fill('7');
  await form.getByLabel('第1行最高价').fill('10');
  await form.getByRole('button', { name: '保存价格' }).click();
  await expect(toastWith(page, 'error', '最低价不能高于平均价')).toBeVisible();

  const other = await marketId(page.request, '山东寿光农产品物流园');
  await page.goto(`/application/vegetable/survey_detail?id=${other}`);
  await hydrated(page);
  await expect(page.getByTestId('market-profile')).toBeVisible();
  await expect(page.getByTestId('add-prices')).toHaveCount(0);
});

test('an unknown market id shows a clear Chinese empty state', async ({ page }) => {
  await page.goto('/application/vegetable/survey_detail?id=999999');
  await hydrated(page);
  await expect(page.getByTestId('market-missing')).toContainText('暂无该市场的信息');
  await page.goto('/application/vegetable/survey_detail');
  await expect(page.getByTestId('market-missing')).toContainText('暂无该市场的信息');
});

test('the legacy /home/vegetable/marketdetail/id/{id} answers 301 to survey_detail?id=', async ({
  request,
}) => {
  const id = await marketId(request);
  const res = await request.get(`/home/vegetable/marketdetail/id/${id}`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe(`/application/vegetable/survey_detail?id=${id}`);
});
