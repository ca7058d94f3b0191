import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support.ts';

const PAGES = ['/', '/group', '/article/news', '/user/profile', '/user/score'];

/** Visit each page and collect uncaught errors (a hydration mismatch shows up as React error #418). */
async function errorsOn(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const path of PAGES) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForTimeout(300);
    errors.forEach((e, i) => (errors[i] = e.startsWith('[') ? e : `[${path}] ${e}`));
  }
  return errors;
}

test('pages hydrate without errors for a visitor', async ({ page }) => {
  expect(await errorsOn(page)).toEqual([]);
});

test('pages hydrate without errors for a signed-in member', async ({ page }) => {
  const res = await page.request.post('/api/user/login', {
    data: { username: 'vipdemo', password: 'demo1234' },
  });
  const token = (await res.json()).data.token as string;
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
  expect(await errorsOn(page)).toEqual([]);
});
