/** Shared steps of the browser tests. */
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { BASKET_KEY, type BasketFood } from '#lib/stores/compareBasket.ts';

/**
 * Wait until every island that hydrates on its own has done so. A visitor's `client:interaction` and
 * `client:demand` islands wait (data-awaits) for a click or a store and are left alone.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelectorAll('astro-island[ssr]:not([data-awaits])').length === 0,
  );
}

export async function openLoginModal(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.locator('#site-header').getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
}

/** The captcha answer for this browser's captcha cookie, from the local simulator. */
export async function captchaAnswer(page: Page): Promise<string> {
  let answer: string | null = null;
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/sim/captcha');
      answer = (await res.json()).data.answer;
      return answer;
    })
    .not.toBeNull();
  return answer!;
}

/** The latest SMS code the development provider "sent" to a mobile. */
export async function lastSmsCode(page: Page, mobile: string): Promise<string> {
  const res = await page.request.get(`/api/sim/sms?mobile=${mobile}`);
  const messages = (await res.json()).data.messages as { code: string }[];
  expect(messages.length).toBeGreaterThan(0);
  return messages[0]!.code;
}

/** Fill mobile and captcha of the visible form, press 获取短信验证码, return the code that arrived. */
export async function requestSmsCode(page: Page, mobile: string): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('请输入手机号').fill(mobile);
  await expect(dialog.getByRole('img', { name: '图形验证码' })).toBeVisible();
  await dialog.getByPlaceholder('请输入图形验证码').fill(await captchaAnswer(page));
  await dialog.getByRole('button', { name: '获取短信验证码' }).click();
  await expect(dialog.getByRole('button', { name: /^\d+秒后重新发送$/ })).toBeDisabled();
  return lastSmsCode(page, mobile);
}

/** A mobile number no other test uses (valid per the spec rule). */
export function freshMobile(): string {
  return `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * A member's API call from a test, as the client makes it: the token header, read from the context's token cookie
 * (the server takes the cookie only for file downloads).
 */
export async function memberPost(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown> = {},
): Promise<APIResponse> {
  const token = (await request.storageState()).cookies.find((c) => c.name === 'token')?.value;
  return request.post(path, { data, headers: token ? { token } : {} });
}

export async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'token');
}

/**
 * Register a member through the real calls (captcha, SMS, mobileAuth) without the UI. Each member registers from an
 * address of its own (the test server trusts one proxy hop, as behind nginx): the suite registers more members than
 * one address may in the per-address windows, which real members, each on their own network, never share.
 */
export async function registerViaApi(page: Page, mobile: string, password: string): Promise<string> {
  const req = page.request;
  const octets = [mobile.slice(-6, -4), mobile.slice(-4, -2), mobile.slice(-2)].map(Number).join('.');
  const from = { 'x-forwarded-for': `10.${octets}` };
  await req.get(`/api/user/getImgVerificationCode?random=${Math.random()}`, { headers: from });
  const answer = (await (await req.get('/api/sim/captcha')).json()).data.answer as string;
  const sent = await (
    await req.post('/api/user/getSmsVerificationCode', { data: { mobile, imgCode: answer }, headers: from })
  ).json();
  expect(sent.code).toBe(1);
  const code = await lastSmsCode(page, mobile);
  const res = await (
    await req.post('/api/user/mobileAuth', {
      data: { username: mobile, code, password, action: 'register', agree: true },
      headers: from,
    })
  ).json();
  expect(res.code).toBe(1);
  return res.data.token as string;
}

/**
 * Sign a demo member in through the password call and give the page its cookie. Tests that need no fresh account use
 * it: every registration sends an SMS, and the server allows one address 30 a day.
 */
export async function demoMemberPage(page: Page, baseURL: string, account = 'writer'): Promise<string> {
  const res = await (
    await page.request.post('/api/user/login', { data: { username: account, password: 'demo1234' } })
  ).json();
  expect(res.code).toBe(1);
  const token = res.data.token as string;
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL }]);
  return token;
}

/** Tick 我已阅读并同意《用户协议》《隐私政策》 in the open form (issue 30): every form that may create an account asks it. */
export const agreeToTerms = (page: Page) =>
  page.getByRole('dialog').getByRole('checkbox', { name: '我已阅读并同意' }).check();

export const toastWith = (page: Page, kind: 'success' | 'error', text: string) =>
  page.locator(`[data-toast="${kind}"]`, { hasText: text });

/** The demo editor's token, signed in through the password call. */
export async function editorToken(request: APIRequestContext): Promise<string> {
  const res = await (
    await request.post('/api/user/login', { data: { username: 'editor', password: 'demo1234' } })
  ).json();
  expect(res.code).toBe(1);
  return res.data.token as string;
}

/** Wait until the rebuild carrying every change so far is live (the publisher's queue, read as the editor). */
export async function untilPublished(request: APIRequestContext, editor: string): Promise<void> {
  let run: { status: string; error: string | null } | undefined;
  await expect
    .poll(
      async () => {
        const queue = (
          await (
            await request.post('/api/admin/publish/status', { data: {}, headers: { token: editor } })
          ).json()
        ).data;
        run = queue.runs[0];
        return queue.pending.length === 0 && run ? run.status : 'waiting';
      },
      { timeout: 200_000, intervals: [500] },
    )
    .toMatch(/live|failed/);
  expect(run?.error ?? null).toBeNull();
}

/** The food compare basket as a reader who collected these foods left it (localStorage), before any page loads. */
export const withCompareBasket = (page: Page, foods: BasketFood[]) =>
  page.addInitScript(([key, list]) => localStorage.setItem(key, JSON.stringify(list)), [
    BASKET_KEY,
    foods,
  ] as const);
