/**
 * 农业专题 (/application/ast), built: a topic chosen from its category, the years played (the year and the ranking
 * change, playing stops at the last year), a province drilled into and back, the address reopening the same view
 * in a new context, and the CSV downloaded holding the rows shown.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { AstCategory, AstNationwideAnswer, AstProvinceAnswer } from '#lib/ast/types.ts';
import { hydrated } from './support.ts';

async function topics(page: Page) {
  const res = await page.request.post('/api/ast/getAgriSpecialTopicCatagory', { data: {} });
  return ((await res.json()).data as AstCategory[]).flatMap((c) => c.topics);
}

async function nationwide(page: Page, topic: number, year?: string) {
  const res = await page.request.post('/api/ast/getNationwideDataGroupAdcode', { data: { topic, year } });
  return (await res.json()).data as AstNationwideAnswer;
}

const ranking = (page: Page) => page.getByTestId('ast-ranking').locator('tbody tr');
const rankingText = async (page: Page) => (await ranking(page).allInnerTexts()).join('\n');

test('choosing a topic shows its provinces ranked for the newest year, as the API answers them', async ({
  page,
}) => {
  const all = await topics(page);
  const wheat = all.find((t) => t.name === '小麦产量')!;
  const answer = await nationwide(page, wheat.id);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/application/ast');
  await hydrated(page);
  // The first topic's ranking is in the built page.
  await expect(ranking(page)).toHaveCount(31);
  await page.getByTestId('ast-topics').getByRole('button', { name: '小麦产量' }).click();
  await expect(page.getByTestId('ast-title')).toHaveText(`${answer.year}年全国小麦产量`);
  await expect(page).toHaveURL(new RegExp(`topic=${wheat.id}`));
  await expect(ranking(page).first()).toContainText(answer.regions[0]!.name);
  await expect(page.getByTestId('ast-source')).toContainText(wheat.source);
  await expect(page.getByTestId('demo-badge').first()).toBeVisible();
  await expect(page.getByTestId('region-map')).toHaveAttribute('data-level', 'country');
  // A row pointed at is the region outlined on the map (the map's pointer highlights the row the same way).
  const second = ranking(page).nth(1);
  await second.hover();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  // A level (income) has no share of the national figure: no share column.
  await expect(page.getByTestId('ast-ranking').locator('thead')).toContainText('占全国');
  await page.getByTestId('ast-topics').getByRole('button', { name: '农村居民人均可支配收入' }).click();
  await expect(page.getByTestId('ast-title')).toContainText('农村居民人均可支配收入');
  await expect(page.getByTestId('ast-ranking').locator('thead')).not.toContainText('占全国');
  await expect(page.getByTestId('ast-whole')).toHaveText(/^全国 [\d,.]+ 元$/);
  // The map and the line chart ran under the page's Content-Security-Policy.
  await expect(page.getByTestId('region-map').locator('canvas')).toBeVisible();
  // The map's 审图号 from the settings (a demo one outside production) under the map.
  await expect(page.getByTestId('region-map').getByTestId('map-review')).toHaveText(
    '审图号：GS（0000）0000号-演示',
  );
  expect(violations).toEqual([]);
});

test('playing steps through the years, changing the year and the ranking, and stops at the last year', async ({
  page,
}) => {
  const grain = (await topics(page))[0]!;
  const last = grain.lastYear!;
  const from = String(Number(last) - 2);
  await page.goto(`/application/ast?topic=${grain.id}&year=${from}`);
  await hydrated(page);
  await expect(page.getByTestId('ast-year')).toHaveText(`${from}年`);
  const before = await rankingText(page);
  await page.getByTestId('ast-play').click();
  await expect(page.getByTestId('ast-play')).toHaveText('暂停');
  await expect(page.getByTestId('ast-year')).toHaveText(`${Number(from) + 1}年`, { timeout: 3000 });
  await expect(page.getByTestId('ast-year')).toHaveText(`${last}年`, { timeout: 5000 });
  await expect(page.getByTestId('ast-play')).toHaveText('播放');
  expect(await rankingText(page)).not.toBe(before);
  const newest = await nationwide(page, grain.id, last);
  await expect(ranking(page).first()).toContainText(newest.regions[0]!.name);
  await expect(page).toHaveURL(new RegExp(`year=${last}`));
  // Stopped: a second later it is still the last year.
  await page.waitForTimeout(1200);
  await expect(page.getByTestId('ast-year')).toHaveText(`${last}年`);
});

test('a province opens its cities on the map and in the table, 返回全国 goes back; the address reopens it', async ({
  page,
  browser,
}) => {
  const grain = (await topics(page))[0]!;
  const res = await page.request.post('/api/ast/getProvinceData', {
    data: { topic: grain.id, province: '410000', year: '2020' },
  });
  const henan = (await res.json()).data as AstProvinceAnswer;
  await page.goto(`/application/ast?topic=${grain.id}&year=2020`);
  await hydrated(page);
  await ranking(page).getByRole('button', { name: '河南省' }).click();
  await expect(page.getByTestId('region-map')).toHaveAttribute('data-level', 'province');
  await expect(page.getByTestId('region-map')).toHaveAttribute('data-province', '410000');
  await expect(ranking(page)).toHaveCount(henan.cities.length);
  await expect(ranking(page).first()).toContainText(henan.cities[0]!.name);
  await expect(page.getByTestId('ast-title')).toHaveText('2020年河南省粮食产量');
  await expect(page).toHaveURL(/province=410000/);
  const address = page.url();

  const other = await browser.newContext();
  const again = await other.newPage();
  await again.goto(address);
  await hydrated(again);
  await expect(again.getByTestId('ast-title')).toHaveText('2020年河南省粮食产量');
  await expect(again.getByTestId('region-map')).toHaveAttribute('data-province', '410000');
  await expect(ranking(again)).toHaveCount(henan.cities.length);
  await other.close();

  await expect(page.getByRole('button', { name: '返回全国' })).toHaveCount(1);
  await page.getByTestId('ast-back').click();
  await expect(page.getByTestId('region-map')).toHaveAttribute('data-level', 'country');
  await expect(ranking(page)).toHaveCount(31);
  await expect(page).not.toHaveURL(/province=/);
});

test('the CSV downloaded holds the rows shown, UTF-8 with a BOM, named for the topic and year', async ({
  page,
}) => {
  const grain = (await topics(page))[0]!;
  await page.goto(`/application/ast?topic=${grain.id}&year=2019&province=370000`);
  await hydrated(page);
  await expect(page.getByTestId('region-map')).toHaveAttribute('data-level', 'province');
  const shown = await ranking(page).count();
  expect(shown).toBeGreaterThan(10);
  const waiting = page.waitForEvent('download');
  // A real button (reachable and announced as one), not an anchor to #.
  await page.getByRole('button', { name: '下载CSV' }).click();
  const download = await waiting;
  expect(download.suggestedFilename()).toBe(`${grain.name}_山东省_2019年.csv`);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines).toHaveLength(shown + 1);
  expect(lines[0]).toContain('排名,地区');
  const firstRow = (await ranking(page).first().locator('td').allInnerTexts()).map((s) => s.trim());
  expect(lines[1]!.split(',').slice(0, 2)).toEqual(firstRow.slice(0, 2));
});
