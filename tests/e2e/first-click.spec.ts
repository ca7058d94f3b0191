/**
 * No first click is lost (issue "the house"): on a mid-range phone (CPU 4× slower) a click right after
 * DOMContentLoaded, before the island has hydrated, still does what it says once the island wakes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/** Waking the island, loading React and the login modal on a 4× slower CPU takes a few seconds. */
const WAKE_MS = 20_000;

/**
 * A mid-range phone (CPU 4× slower). The page notes whether the first press or focus (where a click or typing
 * begins) landed in an island that was still server-rendered only: only such an interaction proves anything here.
 */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const note = (e: Event) => {
      const island = (e.target as Element).closest?.('astro-island');
      document.documentElement.dataset.firstPress = island?.hasAttribute('ssr')
        ? 'before-hydration'
        : 'after';
      document.removeEventListener('pointerdown', note, true);
      document.removeEventListener('focusin', note, true);
    };
    document.addEventListener('pointerdown', note, true);
    document.addEventListener('focusin', note, true);
    // Each hydrate() of an island ends with astro:hydrate on it: count them per component.
    document.addEventListener(
      'astro:hydrate',
      (e) => {
        const name = JSON.parse((e.target as Element).getAttribute('opts') ?? '{}').name as string;
        const counts = JSON.parse(document.documentElement.dataset.hydrations ?? '{}');
        counts[name] = (counts[name] ?? 0) + 1;
        document.documentElement.dataset.hydrations = JSON.stringify(counts);
      },
      true,
    );
  });
}

/** How many times each island was hydrated so far. */
async function hydrations(page: Page): Promise<Record<string, number>> {
  return JSON.parse((await page.locator('html').getAttribute('data-hydrations')) ?? '{}');
}

/** A real mouse click where the element is: no waiting for it to be enabled or hydrated, as a person would. */
async function clickNow(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  await target.page().mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await expect(target.page().locator('html')).toHaveAttribute('data-first-press', 'before-hydration');
}

/** The first article of the news list (ids follow the demo content). */
async function articlePath(page: Page): Promise<string> {
  const html = await (await page.request.get('/article/news')).text();
  const id = /href="\/article\/detail\/(\d+)"/.exec(html)?.[1];
  expect(id).toBeTruthy();
  return `/article/detail/${id}`;
}

test.describe('first click on a 4× slower CPU', () => {
  test.describe.configure({ timeout: 60_000 });

  test('登录 clicked at once opens the login modal', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/article/news', { waitUntil: 'domcontentloaded' });
    await clickNow(page.locator('#site-header').getByRole('button', { name: '登录' }));
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible({ timeout: WAKE_MS });
    // The press, the click and the focus each woke the header: it still hydrated once, as did the overlays.
    expect(await hydrations(page)).toEqual({ HeaderUser: 1, Overlays: 1 });
  });

  test('注册 clicked at once opens the register view', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await clickNow(page.locator('#site-header').getByRole('button', { name: '注册' }));
    await expect(page.getByRole('dialog', { name: '注册账号' })).toBeVisible({ timeout: WAKE_MS });
  });

  test('a visitor’s 收藏 clicked at once opens the login modal', async ({ page }) => {
    const path = await articlePath(page);
    await slowPhone(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await clickNow(page.locator('[data-favorite-button]'));
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible({ timeout: WAKE_MS });
  });

  test('text typed into the custom-report form at once is kept and checked on leaving the field', async ({
    page,
  }) => {
    await slowPhone(page);
    await page.goto('/report/customized', { waitUntil: 'domcontentloaded' });
    const email = page.getByRole('form', { name: '定制需求表单' }).getByLabel('电子邮箱');
    await email.fill('not-an-email');
    await expect(page.locator('html')).toHaveAttribute('data-first-press', 'before-hydration');
    await email.blur();
    await expect(page.locator('#co-email-error')).toHaveText('请输入正确的邮箱地址', { timeout: WAKE_MS });
    await expect(email).toHaveValue('not-an-email');
  });

  test('an application page’s filter clicked before its island settles (after load) is applied', async ({
    page,
  }) => {
    await slowPhone(page);
    // The island's code arrives late (a slow network): the click surely comes before it has hydrated.
    await page.route(/\/_astro\/StandardList\.[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto('/application/standard/list', { waitUntil: 'domcontentloaded' });
    await clickNow(page.getByTestId('filter-status').getByRole('button', { name: /^废止/ }));
    await expect(page).toHaveURL(/status=withdrawn/, { timeout: WAKE_MS });
    await expect(page.getByTestId('filter-status').getByRole('button', { name: /^废止/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await hydrations(page)).toMatchObject({ StandardList: 1 });
  });

  test('a member’s header and overlays hydrate once at idle, and a later click does not hydrate again', async ({
    page,
  }) => {
    const res = await page.request.post('/api/user/login', {
      data: { username: 'demo', password: 'demo1234' },
    });
    const token = (await res.json()).data.token as string;
    await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
    await slowPhone(page);
    await page.goto('/article/news', { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('header-avatar')).toBeVisible({ timeout: WAKE_MS });
    await page.getByTestId('header-avatar').click();
    await expect(page.locator('#user-panel')).toBeVisible({ timeout: WAKE_MS });
    expect(await hydrations(page)).toEqual({ HeaderUser: 1, Overlays: 1 });
  });
});
