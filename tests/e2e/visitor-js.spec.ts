/**
 * A visitor reading an article loads no React until they touch an island (issue "the house"); a member's header
 * still hydrates at idle (after the load event) to show the avatar. An application page's prebuilt first view loads its React after the load
 * event (issue 32).
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support.ts';

async function articlePath(page: Page): Promise<string> {
  const html = await (await page.request.get('/article/news')).text();
  const id = /href="\/article\/detail\/(\d+)"/.exec(html)?.[1];
  expect(id).toBeTruthy();
  return `/article/detail/${id}`;
}

/** Every script the page requested, and the React renderer's address the islands name. */
async function visit(page: Page, path: string) {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500); // past idle: a client:idle island would have hydrated by now
  const renderer = await page.locator('astro-island[renderer-url]').first().getAttribute('renderer-url');
  expect(renderer).toBeTruthy();
  return { scripts, renderer: renderer! };
}

test('a visitor’s article page loads no React before an interaction, and does on the first click', async ({
  page,
}) => {
  const { scripts, renderer } = await visit(page, await articlePath(page));
  expect(scripts).not.toContain(renderer);
  await expect(page.locator('astro-island[client="interaction"][ssr]').first()).toBeAttached();
  const islandScripts = await page
    .locator('astro-island[component-url]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('component-url')));
  expect(scripts.filter((s) => islandScripts.includes(s))).toEqual([]);

  await page.locator('#site-header').getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
  expect(scripts).toContain(renderer);
});

test('a member’s header hydrates at idle and shows the avatar', async ({ page }) => {
  const res = await page.request.post('/api/user/login', {
    data: { username: 'demo', password: 'demo1234' },
  });
  const token = (await res.json()).data.token as string;
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
  const { scripts, renderer } = await visit(page, await articlePath(page));
  expect(scripts).toContain(renderer);
  await expect(page.getByTestId('header-avatar')).toBeVisible();
  await expect(page.locator('#site-header astro-island')).not.toHaveAttribute('ssr');
  // Idle after the load event: React is not part of a member's load either.
  const startedBeforeLoad = await page.evaluate((url) => {
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventStart;
    const entry = performance.getEntriesByName(new URL(url, location.href).href)[0];
    return entry ? entry.startTime < load : null;
  }, renderer);
  expect(startedBeforeLoad).toBe(false);
});

const APPLICATION_PAGES = [
  '/application/trade',
  '/application/trade/product-directory',
  '/application/trade/detail/120190',
  '/application/trade/country-detail/US',
  '/application/vegetable/list',
  '/data/retrieval',
  '/application/ast',
  '/application/food/list',
  '/application/standard/list',
  '/application/baike',
];

test('an application page’s islands load after the load event, then hydrate on their own', async ({
  page,
}) => {
  for (const path of APPLICATION_PAGES) {
    await page.goto(path);
    await hydrated(page);
    // The browser's clock: which scripts were asked for before the load event began.
    const { early, islands } = await page.evaluate(() => {
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventStart;
      const url = (el: Element, attr: string) => new URL(el.getAttribute(attr)!, location.href).href;
      return {
        early: performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime < load)
          .map((e) => e.name),
        islands: [...document.querySelectorAll('astro-island[component-url]')].flatMap((el) => [
          url(el, 'component-url'),
          url(el, 'renderer-url'),
        ]),
      };
    });
    expect(islands.length, path).toBeGreaterThan(0);
    expect(
      early.filter((u) => islands.includes(u)),
      path,
    ).toEqual([]);
  }
});
