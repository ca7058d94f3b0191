/**
 * Every application's search box answers a reader who types and presses Enter as soon as the page shows (issue 29):
 * on a mid-range phone (CPU 4× slower), right after DOMContentLoaded, the keyword's results appear and the field
 * still holds it, every time: when the Enter goes before the island hydrates (the form's plain GET) and when the words
 * were typed before it hydrated and the Enter reaches the island.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './support.ts';

/** Loading React and the island on a 4× slower CPU, then asking the list, takes a few seconds. */
const WAIT_MS = 15_000;
const TRIES = 3;

interface Box {
  name: string;
  path: string;
  /** The island's script (its component's name), absent for a plain form. */
  island?: RegExp;
  field: (page: Page) => Locator;
  keyword: string;
  /** The results of `keyword`, once they are on the page. */
  found: (page: Page) => Promise<void>;
  /** A plain form that leaves for another page, which shows its own field. */
  landsOn?: (page: Page) => Locator;
}

/** The directory's search found 1201 (大豆), whichever form sent it. */
const soybeans = (page: Page) =>
  expect(page.getByTestId('trade-search-results').locator('a[data-code="1201"]')).toBeVisible({
    timeout: WAIT_MS,
  });
/** 食物营养's search found 苹果 by its initials, whichever form sent it. */
const apple = (page: Page) =>
  expect(page.getByTestId('food-search-results').getByRole('link', { name: '苹果（带皮，生）' })).toBeVisible(
    {
      timeout: WAIT_MS,
    },
  );

const BOXES: Box[] = [
  {
    name: '百科',
    island: /\/BaikeBrowser[^/]*\.js$/,
    path: '/application/baike',
    field: (page) => page.getByTestId('baike-search-form').getByRole('searchbox'),
    keyword: 'xiaomai',
    found: (page) =>
      expect(page.getByTestId('baike-list').getByRole('link', { name: '小麦', exact: true })).toBeVisible({
        timeout: WAIT_MS,
      }),
  },
  {
    name: '标准查询',
    island: /\/StandardList[^/]*\.js$/,
    path: '/application/standard/list',
    field: (page) => page.getByRole('searchbox', { name: '搜索标准' }),
    keyword: '2763',
    // Read as a number: every row found carries 2763 (GB 2763, its parts and editions).
    found: async (page) => {
      await expect(page.getByTestId('std-total')).toContainText('按标准号', { timeout: WAIT_MS });
      const numbers = await page.getByTestId('std-number').allTextContents();
      expect(numbers.length).toBeGreaterThan(0);
      for (const number of numbers) expect(number).toContain('2763');
    },
  },
  {
    name: '进出口贸易 商品目录',
    island: /\/DirectorySearch[^/]*\.js$/,
    path: '/application/trade/product-directory',
    field: (page) => page.getByRole('searchbox', { name: '搜索商品编码或名称' }),
    keyword: '1201',
    found: soybeans,
  },
  {
    name: '进出口贸易 首页',
    path: '/application/trade',
    field: (page) => page.getByTestId('trade-search-form').getByRole('searchbox'),
    keyword: '1201',
    landsOn: (page) => page.getByRole('searchbox', { name: '搜索商品编码或名称' }),
    found: soybeans,
  },
  {
    name: '食物营养 搜索',
    island: /\/FoodSearch[^/]*\.js$/,
    path: '/application/food/search_result',
    field: (page) => page.getByRole('searchbox', { name: '搜索食物' }),
    keyword: 'pg',
    found: apple,
  },
  {
    name: '食物营养 首页',
    path: '/application/food',
    field: (page) => page.getByTestId('food-search-form').getByRole('searchbox'),
    keyword: 'pg',
    landsOn: (page) => page.getByTestId('food-search').getByRole('searchbox', { name: '搜索食物' }),
    found: apple,
  },
  {
    name: '蔬菜行情',
    island: /\/PriceTable[^/]*\.js$/,
    path: '/application/vegetable/list',
    field: (page) => page.getByRole('searchbox', { name: '搜索品种' }),
    keyword: '番茄',
    // An alias finds its product under the listed name, and only it.
    found: (page) =>
      expect(async () =>
        expect(new Set(await page.getByTestId('product-link').allTextContents())).toEqual(
          new Set(['西红柿']),
        ),
      ).toPass({ timeout: WAIT_MS }),
  },
];

test.describe.configure({ mode: 'parallel' });

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The results are there, and the field (of the page the form led to) still holds the keyword. */
async function answered(page: Page, box: Box, attempt: string): Promise<void> {
  await box.found(page);
  await expect((box.landsOn ?? box.field)(page), attempt).toHaveValue(box.keyword);
}

for (const box of BOXES) {
  test(`${box.name}: a keyword typed and sent at DOMContentLoaded finds its results, every time`, async ({
    page,
  }) => {
    test.setTimeout(TRIES * 2 * WAIT_MS);
    await slowPhone(page);
    for (let i = 1; i <= TRIES; i++) {
      await page.goto(box.path, { waitUntil: 'domcontentloaded' });
      const field = box.field(page);
      await field.fill(box.keyword);
      await field.press('Enter');
      await answered(page, box, `try ${i}`);
    }
  });

  if (!box.island) continue;
  const island = box.island;
  test(`${box.name}: words typed before the island hydrates are kept, and Enter then finds them, every time`, async ({
    page,
  }) => {
    test.setTimeout(TRIES * 2 * WAIT_MS);
    await slowPhone(page);
    // The island's script waits until the words are typed: they are in the prebuilt field, unseen by React.
    let typed = false;
    const held: (() => void)[] = [];
    await page.route(island, async (route) => {
      if (!typed) await new Promise<void>((r) => held.push(r));
      await route.continue();
    });
    for (let i = 1; i <= TRIES; i++) {
      typed = false;
      await page.goto(box.path, { waitUntil: 'domcontentloaded' });
      const field = box.field(page);
      await field.fill(box.keyword);
      typed = true;
      held.splice(0).forEach((go) => go());
      await hydrated(page);
      await field.press('Enter');
      await answered(page, box, `try ${i}`);
    }
  });
}
