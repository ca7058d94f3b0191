/**
 * One origin per session (issue 29): a reader who opened the portal at 127.0.0.1 while PUBLIC_URL says localhost is
 * moved to localhost before any cookie is set, so a payment channel's return (addressed to PUBLIC_URL) finds the
 * session; the API still answers on any loopback name.
 */
import { expect, test } from '@playwright/test';
import { freshMobile, registerViaApi } from './support';

test('a page asked for at 127.0.0.1 moves to PUBLIC_URL’s origin with its path and query; the API does not move', async ({
  page,
  baseURL,
}) => {
  const canonical = new URL(baseURL!);
  const other = `http://127.0.0.1:${canonical.port}`;
  const first = await page.request.get(`${other}/user/vip?from=menu`, { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(first.headers()['location']).toBe(`${canonical.origin}/user/vip?from=menu`);
  expect(first.headers()['set-cookie']).toBeUndefined();

  const health = await page.request.get(`${other}/api/health`, { maxRedirects: 0 });
  expect(health.status()).toBe(200);

  // A member signed in on PUBLIC_URL's origin who opens a 127.0.0.1 link keeps the session.
  const token = await registerViaApi(page, freshMobile(), 'harvest88');
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL! }]);
  await page.goto(`${other}/user/profile`);
  await expect(page).toHaveURL(`${canonical.origin}/user/profile`);
  await expect(page.getByRole('dialog', { name: '登录' })).toHaveCount(0);
  await expect(page.locator('#site-header').getByRole('button', { name: '登录' })).toHaveCount(0);
});
