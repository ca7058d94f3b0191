/**
 * 数据检索 (/data/retrieval): a query built by the tree and by search shows getIndex's values, rows and columns swap,
 * the address opens the same table in another browser, a member exports the table and the file holds the same cells,
 * keeps and removes queries; a visitor is told to log in.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { queryFromSearch, type IndustryQuery } from '#lib/industry/query.ts';
import { INDEX_MAX_CELLS } from '#lib/industry/limits.ts';
import { INDUSTRY_MSG } from '#lib/industry/messages.ts';
import { queryCells } from '#lib/industry/retrieval.ts';
import { tableOf } from '#lib/industry/table.ts';
import type { IndexAnswer } from '#lib/industry/types.ts';
import { freshMobile, hydrated, registerViaApi } from './support';

const PAGE = '/data/retrieval';
const table = (page: Page) => page.getByTestId('result-table');

/** The table's cells as numbers (null for —), row by row, its flags' markers left out. */
const cellsOf = (page: Page) =>
  table(page).evaluate((t) =>
    [...t.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => {
        const text = td.firstChild?.textContent ?? '';
        return text === '—' ? null : Number(text.replaceAll(',', ''));
      }),
    ),
  );
const headOf = (page: Page) =>
  table(page).evaluate((t) => [...t.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? ''));

/** What the query of the page's address answers, straight from the API. */
async function answerOf(page: Page): Promise<{ q: IndustryQuery; answer: IndexAnswer }> {
  const q = queryFromSearch(new URL(page.url()).search)!;
  expect(q).not.toBeNull();
  const res = await page.request.post('/api/industry/getIndex', {
    data: { indicators: q.indicators, regions: q.regions, from: q.from, to: q.to },
  });
  const body = (await res.json()) as { code: number; data: IndexAnswer };
  expect(body.code).toBe(1);
  return { q, answer: body.data };
}

/** The table laid out by the same rule, values rounded as shown (two decimals at most). */
function expectedCells(answer: IndexAnswer, layout: Pick<IndustryQuery, 'rows' | 'cols'>) {
  const t = tableOf(answer, layout);
  return {
    head: [...t.head, ...t.columns],
    cells: t.rows.map((r) => r.values.map((v) => (v === null ? null : Math.round(v * 100) / 100))),
    rows: t.rows,
  };
}

test('a query built in the domain tree shows getIndex’s values; rows and columns swap; its address opens the same table in a new browser', async ({
  page,
  browser,
}) => {
  await page.goto(PAGE);
  // The tree is in the prebuilt HTML with its counts.
  await expect(page.getByTestId('domain-tree').locator('[data-domain="1"]')).toHaveText('种植业');
  await hydrated(page);
  await page.getByTestId('domain-tree').locator('[data-domain="1"]').click();
  await page.getByTestId('domain-tree').locator('[data-domain="101"]').click();
  // The tree tells assistive technology which domain is chosen.
  const selected = page.getByTestId('domain-tree').getByRole('treeitem', { selected: true });
  await expect(selected).toHaveCount(1);
  await expect(selected.locator('[data-domain="101"]')).toBeVisible();
  await page.locator('#ind-1001').check();
  await page.locator('#ind-1002').check();
  await expect(page.getByTestId('chosen-indicators')).toContainText('粮食产量（万吨）');
  const picker = page.getByTestId('region-picker');
  await picker.locator('[data-region="000000"]').click();
  await picker.locator('[data-region="410000"]').click();
  await expect(page.getByTestId('chosen-regions').locator('[data-chip]')).toHaveCount(2);
  // The range defaults to the last 10 years held, and the count is shown before running.
  await expect(page).toHaveURL(/i=1001,1002&r=000000,410000&from=\d{4}&to=\d{4}&rows=region&cols=period/);
  const before = queryFromSearch(new URL(page.url()).search)!;
  expect(Number(before.to) - Number(before.from)).toBe(9);
  await expect(page.getByTestId('cell-count')).toContainText(`共 ${queryCells(before)} 个数据格`);

  await page.getByTestId('run').click();
  await expect(table(page)).toBeVisible();
  const { q, answer } = await answerOf(page);
  const byRegion = expectedCells(answer, q);
  expect(await headOf(page)).toEqual(byRegion.head);
  expect(await cellsOf(page)).toEqual(byRegion.cells);
  expect(byRegion.cells.flat().some((v) => v !== null)).toBe(true);
  await expect(page.getByTestId('result-notes')).toContainText('国家统计局');

  await page.getByTestId('swap').click();
  await expect(table(page)).toHaveAttribute('data-rows', 'period');
  await expect(page).toHaveURL(/rows=period&cols=region$/);
  const byPeriod = expectedCells(answer, { rows: 'period', cols: 'region' });
  expect(await headOf(page)).toEqual(byPeriod.head);
  expect(await cellsOf(page)).toEqual(byPeriod.cells);
  // Swapping is no new choice; removing a region is, and the table says it is the last run's until run again.
  await expect(page.getByTestId('result-stale')).toHaveCount(0);
  await picker.locator('[data-region="410000"]').click();
  await expect(page.getByTestId('result-stale')).toBeVisible();
  await page.getByTestId('result-stale').getByRole('button').click();
  await expect(page.getByTestId('result-stale')).toHaveCount(0);
  await picker.locator('[data-region="410000"]').click();
  await page.getByTestId('run').click();
  await expect(page.getByTestId('result-stale')).toHaveCount(0);
  expect(await cellsOf(page)).toEqual(byPeriod.cells);

  const other = await browser.newContext({ locale: 'zh-CN' });
  const shared = await other.newPage();
  await shared.goto(page.url());
  await expect(table(shared)).toHaveAttribute('data-rows', 'period');
  expect(await headOf(shared)).toEqual(byPeriod.head);
  expect(await cellsOf(shared)).toEqual(byPeriod.cells);
  await expect(shared.getByTestId('chosen-indicators')).toContainText('粮食播种面积（千公顷）');
  await other.close();
});

test('a query built by search: 小麦 finds its indicator and domain, 全选省份 takes the 31 provinces; 高级搜索 by frequency, and a monthly indicator beside yearly ones is refused with the reason', async ({
  page,
}) => {
  await page.goto(PAGE);
  await hydrated(page);
  const box = page.getByRole('searchbox', { name: '搜索指标或领域' });
  await box.fill('小麦');
  await box.press('Enter');
  const results = page.getByTestId('search-results');
  await results.locator('[data-indicator-hit="1021"]').click();
  await expect(page.getByTestId('chosen-indicators')).toContainText('小麦产量（万吨）');
  await results.locator('[data-domain-hit="10102"]').click();
  await expect(page.getByTestId('indicator-list').locator('[data-indicator]')).toHaveCount(3);
  await expect(page.locator('#ind-1021')).toBeChecked();
  // The demo store generates 小麦's every series, 全国 included: the picker says so, never 国家统计局 (issue 29).
  const source = page.locator('[data-indicator="1021"]').getByTestId('indicator-source');
  await expect(source).toHaveText('来源：全国、分省、地市（演示数据）');
  await expect(source).toHaveAttribute('data-demo', 'true');
  await expect(page.getByTestId('indicator-list')).not.toContainText('国家统计局');

  await page.getByTestId('all-provinces').click();
  await expect(page.getByTestId('chosen-regions').locator('[data-chip]')).toHaveCount(31);
  await expect(page).toHaveURL(/i=1021&r=110000,/);
  await page.getByTestId('run').click();
  await expect(table(page).locator('tbody tr')).toHaveCount(31);
  const { q, answer } = await answerOf(page);
  expect(await cellsOf(page)).toEqual(expectedCells(answer, q).cells);
  await expect(page.getByTestId('result-chart')).toBeVisible();
  await expect(page.getByTestId('chart-capped')).toContainText('共31条');

  await page.getByRole('button', { name: '高级搜索' }).click();
  await box.fill('');
  await page.getByTestId('senior-search').getByRole('combobox').selectOption('month');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const monthly = results.locator('[data-indicator-hit]').first();
  await expect(monthly).toContainText('月度');
  await monthly.click();
  await expect(page.getByTestId('notice')).toContainText('已选指标为年度数据，不能与月度指标同时查询');
  await expect(page.getByTestId('chosen-indicators').locator('[data-chip]')).toHaveCount(1);
});

test('全国 with two provinces: the chart draws 全国 on its own right axis, and the provinces’ demo series say 演示数据, not 国家统计局', async ({
  page,
}) => {
  await page.goto(`${PAGE}?i=1001&r=000000,410000,370000&from=2015&to=2024&rows=region&cols=period`);
  await hydrated(page);
  await expect(table(page)).toBeVisible();
  await expect(page.getByTestId('result-chart')).toHaveAttribute('data-y-axes', '2');
  const { answer } = await answerOf(page);
  // The seeded provinces are generated; 全国 is the yearbook's.
  expect(answer.demoSeries).toEqual([1, 2]);
  const line = page.getByTestId('source-line');
  await expect(line).toHaveCount(1);
  await expect(line).toHaveText(
    '数据来源 · 粮食产量（万吨）：全国（国家统计局）；河南省、山东省（演示数据，系统生成，仅供演示）',
  );
  // Provinces alone share one axis.
  await page.goto(`${PAGE}?i=1001&r=410000,370000&from=2015&to=2024&rows=region&cols=period`);
  await hydrated(page);
  await expect(table(page)).toBeVisible();
  await expect(page.getByTestId('result-chart')).toHaveAttribute('data-y-axes', '1');
});

test('at 1600 px ten years fit the card; twenty years scroll with both label columns held, so the last year’s row still says its indicator', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  const scroll = page.getByTestId('result-scroll');
  const widths = () => scroll.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  await page.goto(`${PAGE}?i=1001,1002&r=000000,410000&from=2015&to=2024&rows=region&cols=period`);
  await hydrated(page);
  await expect(table(page)).toBeVisible();
  const ten = await widths();
  expect(ten.scroll).toBeLessThanOrEqual(ten.client);

  await page.goto(`${PAGE}?i=1001,1002&r=000000,410000&from=2005&to=2024&rows=region&cols=period`);
  await hydrated(page);
  await expect(table(page)).toBeVisible();
  const twenty = await widths();
  expect(twenty.scroll).toBeGreaterThan(twenty.client);
  await scroll.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  const box = (await scroll.boundingBox())!;
  const last = (await table(page).locator('thead th').last().boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(box.x + box.width + 1);
  // The region (first) and the indicator (second) of a row sit side by side at the left edge, over the scrolled cells.
  const region = (await table(page).locator('tbody tr').first().locator('th').first().boundingBox())!;
  const indicator = table(page).locator('tbody tr').nth(1).locator('th').first();
  await expect(indicator).toHaveText('粮食播种面积（千公顷）');
  const ind = (await indicator.boundingBox())!;
  expect(region.x).toBeGreaterThanOrEqual(box.x - 1);
  expect(Math.abs(ind.x - (region.x + region.width))).toBeLessThanOrEqual(2);
});

test('a visitor sees flags explained, the export’s limits, and is asked to log in', async ({ page }) => {
  await page.goto(`${PAGE}?i=6101,2101&r=000000&from=2020&to=2024&rows=region&cols=period`);
  await hydrated(page);
  const exp = page.getByTestId('export');
  await expect(exp).toContainText('登录后可导出');
  await expect(exp).toContainText('会员每日可导出100,000个数据格');
  await expect(exp.getByRole('link', { name: /数据检索无限导出/ })).toHaveAttribute('href', '/user/vip');
  await expect(table(page)).toBeVisible();
  // 2024's national figures are preliminary (初步数): a marker on the cell, explained under the table.
  await expect(table(page).locator('sup[data-flag="初步数"]')).toHaveCount(2);
  await expect(page.getByTestId('flag-legend')).toContainText('a 初步数');
  await exp.getByRole('button', { name: '登录后导出' }).click();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
});

test('a member exports the table and the file holds the same cells; the run is kept in 最近查询, saved by name and removed', async ({
  page,
}) => {
  const token = await registerViaApi(page, freshMobile(), 'secret123');
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
  await page.goto(`${PAGE}?i=1001,1002&r=000000,410000,370000&from=2015&to=2024&rows=period&cols=region`);
  await hydrated(page);
  await expect(table(page)).toBeVisible();
  const exp = page.getByTestId('export');
  await expect(exp.getByTestId('export-remaining')).toContainText('今日还可导出 100,000 个数据格');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exp.getByRole('button', { name: '导出 Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheets = await readXlsxFile(await readFile((await download.path())!));
  const data = sheets[0]!.data;
  const { q, answer } = await answerOf(page);
  const shown = expectedCells(answer, q);
  expect(data[0]!.map(String)).toEqual(shown.head);
  expect(data.slice(1).map((r) => r.slice(0, 2))).toEqual(shown.rows.map((r) => r.labels));
  expect(
    data.slice(1).map((r) => r.slice(2).map((v) => (v === null ? null : Math.round(Number(v) * 100) / 100))),
  ).toEqual(await cellsOf(page));
  await expect(exp.getByTestId('export-remaining')).toContainText(
    `今日还可导出 ${(100_000 - answer.count).toLocaleString('zh-CN')} 个数据格`,
  );

  const shelf = page.getByTestId('query-shelf');
  await expect(shelf.getByTestId('recent-query')).toHaveCount(1);
  await shelf.getByTestId('save-query').click();
  await shelf.getByPlaceholder('给这次查询起个名字').fill('粮食三省');
  await shelf.getByRole('button', { name: '保存', exact: true }).click();
  const saved = shelf.getByTestId('saved-query');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('粮食三省');
  await saved.getByRole('button', { name: '删除“粮食三省”' }).click();
  await expect(saved).toHaveCount(0);
});

test('a table an editor publishes is listed under 数据表 for a visitor, and opening it loads and runs its query', async ({
  page,
}) => {
  const login = await page.request.post('/api/user/login', {
    data: { username: 'editor', password: 'demo1234' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const title = `玉米产量（东北）${Date.now() % 100000}`;
  const saved = await page.request.post('/api/admin/industryTable/save', {
    headers: { token },
    data: {
      title,
      description: '吉林、黑龙江玉米产量',
      link: '/data/retrieval?i=1031&r=220000,230000&from=2016&to=2020&rows=period&cols=region',
    },
  });
  const id = ((await saved.json()) as { code: number; data: { id: number } }).data.id;
  try {
    await page.goto(PAGE);
    await hydrated(page);
    const item = page.getByTestId('published-table').filter({ hasText: title });
    await item.getByRole('button').click();
    await expect(page).toHaveURL(/\?i=1031&r=220000,230000&from=2016&to=2020&rows=period&cols=region$/);
    await expect(table(page)).toHaveAttribute('data-rows', 'period');
    const { q, answer } = await answerOf(page);
    const shown = expectedCells(answer, q);
    expect(await headOf(page)).toEqual(shown.head);
    expect(await cellsOf(page)).toEqual(shown.cells);
    await expect(page.getByTestId('chosen-indicators')).toContainText('玉米产量（万吨）');
  } finally {
    await page.request.post('/api/admin/industryTable/delete', { headers: { token }, data: { id } });
  }
});

test('the cell count is shown before running and a query over the limit is refused with the count: 5 monthly prices × 34 regions × 120 months', async ({
  page,
}) => {
  await page.goto(PAGE);
  await hydrated(page);
  const tree = page.getByTestId('domain-tree');
  await tree.locator('[data-domain="4"]').click();
  await tree.locator('[data-domain="402"]').click();
  for (const id of [4201, 4202, 4203, 4204, 4205]) await page.locator(`#ind-${id}`).check();
  await page.getByTestId('all-provinces').click();
  const picker = page.getByTestId('region-picker');
  await picker.locator('[data-region="000000"]').click();
  await picker.getByTestId('city-province').selectOption('410000');
  await picker.getByTestId('city-list').locator('[data-region="410100"]').click();
  await picker.getByTestId('city-list').locator('[data-region="410300"]').click();
  const count = page.getByTestId('cell-count');
  // The range starts with the last 24 months held.
  await expect(page.getByTestId('period-from')).toHaveValue('2023-01');
  await expect(count).toContainText(`共 ${(5 * 34 * 24).toLocaleString('zh-CN')} 个数据格`);
  await page.getByTestId('period-from').selectOption('2015-01');
  const cells = 5 * 34 * 120;
  expect(cells).toBeGreaterThan(INDEX_MAX_CELLS);
  await expect(count.getByTestId('over-limit')).toHaveText(INDUSTRY_MSG.tooManyCells(cells));
  await expect(page.getByTestId('run')).toBeDisabled();
  await page.getByTestId('chosen-regions').getByRole('button', { name: '移除洛阳市' }).click();
  await expect(count).toContainText(`共 ${(5 * 33 * 120).toLocaleString('zh-CN')} 个数据格`);
  await expect(count.getByTestId('over-limit')).toHaveCount(0);
  await page.getByTestId('run').click();
  // 19,800 cells read uncached: more than the default 5 s on a busy machine.
  await expect(table(page).locator('tbody tr')).toHaveCount(5 * 33, { timeout: 20_000 });
});

test('a VIP is told exports have no daily limit; the page hydrates without errors for a visitor and a VIP', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const link = `${PAGE}?i=1001&r=000000,410000&from=2020&to=2024&rows=region&cols=period`;
  await page.goto(link);
  await hydrated(page);
  await expect(table(page)).toBeVisible();
  const res = await page.request.post('/api/user/login', {
    data: { username: 'vipdemo', password: 'demo1234' },
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
  await page.goto(link);
  await hydrated(page);
  await expect(table(page)).toBeVisible();
  await expect(page.getByTestId('export-remaining')).toHaveText('您是 VIP 会员，导出不限数量');
  await expect(page.getByTestId('export').getByRole('button', { name: '导出 Excel' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test('a link over the cell limit shows the refusal with its choices loaded, so they can be mended and run', async ({
  page,
}) => {
  const regions = ['000000', '410100', '410300'];
  const res = await page.request.post('/api/industry/getSpaceCity', { data: {} });
  const codes = ((await res.json()) as { data: { code: string; level: string }[] }).data
    .filter((r) => r.level === 'province')
    .map((r) => r.code);
  const all = [...regions, ...codes];
  await page.goto(
    `${PAGE}?i=4201,4202,4203,4204,4205&r=${all.join(',')}&from=2015-01&to=2024-12&rows=region&cols=period`,
  );
  await hydrated(page);
  const cells = 5 * all.length * 120;
  await expect(page.getByTestId('result-error')).toHaveText(INDUSTRY_MSG.tooManyCells(cells));
  await expect(page.getByTestId('chosen-indicators').locator('[data-chip]')).toHaveCount(5);
  await expect(page.getByTestId('chosen-regions').locator('[data-chip]')).toHaveCount(all.length);
  await expect(page.getByTestId('over-limit')).toHaveText(INDUSTRY_MSG.tooManyCells(cells));
  await page.getByTestId('period-from').selectOption('2020-01');
  await page.getByTestId('run').click();
  await expect(table(page).locator('tbody tr')).toHaveCount(5 * all.length);
});
