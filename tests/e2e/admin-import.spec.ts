/** /admin#import: an editor loads a small XLSX of daily prices with one bad row and sees the price on its market. */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { readSheet } from 'read-excel-file/node';
import { hydrated } from './support.ts';

const XINFADI = '北京新发地农产品批发市场';

/** Today in Beijing: the server's prices are dated by it. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

test('an editor downloads the price template, imports an XLSX under good-rows-only, reads the bad row and sees the price', async ({
  page,
}, testInfo) => {
  const login = await page.request.post('/api/user/login', {
    data: { username: 'editor', password: 'demo1234' },
  });
  const token = (await login.json()).data.token as string;
  await page.context().addCookies([{ name: 'token', value: token, url: testInfo.project.use.baseURL! }]);

  await page.goto('/admin#import');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: '数据导入' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByTestId('import-panel');
  await panel.getByTestId('import-family').selectOption({ label: '蔬菜批发价格' });

  // The template: an XLSX whose header row is the family's columns.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByTestId('import-template').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const template = await readSheet(await readFile((await download.path())!));
  expect(template[0]!.map(String)).toEqual([
    '日期*',
    '市场*',
    '品种*',
    '最低价*',
    '平均价*',
    '最高价*',
    '成交量(吨)',
    '产地',
  ]);

  const today = chinaToday();
  const xlsx = await writeXlsxFile([
    template[0]!.map(String),
    [today, XINFADI, '大白菜', 8.5, 8.88, 9.2, 66, '河北'],
    [today, XINFADI, '菠菜', 9, 5, 10, null, null], // line 3: low above average
  ]).toBuffer();
  await panel.getByTestId('import-file').setInputFiles({
    name: 'prices.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  await panel.getByLabel(/只写入正确的行/).check();
  await panel.getByTestId('import-start').click();

  const outcome = panel.getByTestId('import-outcome');
  await expect(outcome).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(outcome).toContainText('1 行有错误未写入');
  const bad = outcome.getByTestId('import-problems').locator('tbody tr');
  await expect(bad).toHaveCount(1);
  await expect(bad.first()).toContainText('第 3 行');
  await expect(bad.first()).toContainText('最低价');
  await expect(bad.first()).toContainText('最低价不能高于平均价');
  await expect(panel.getByTestId('import-history')).toContainText('prices.xlsx');

  // The imported price is on the market's page (its latest day).
  const list = (await (await page.request.post('/api/vegetable/getMarketList', { data: {} })).json()).data
    .list as { id: number; name: string }[];
  const id = list.find((m) => m.name === XINFADI)!.id;
  await page.goto(`/application/vegetable/survey_detail?id=${id}`);
  await hydrated(page);
  const row = page.getByTestId('market-prices').locator('tr[data-product="大白菜"]');
  await expect(row).toContainText('8.88');
  await expect(row).toContainText('河北');
  // An editor may add prices on the market's page too.
  await expect(page.getByTestId('add-prices')).toBeVisible();

  // And on the list page: the day's prices of that market, found by pinyin.
  await page.goto(`/application/vegetable/list?market=${id}&keyword=dabaicai`);
  await hydrated(page);
  const listed = page.getByTestId('price-row');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText('大白菜');
  await expect(listed.first().getByTestId('avg')).toHaveText('8.88');
});
