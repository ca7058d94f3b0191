import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { freshMobile, hydrated, registerViaApi, toastWith } from './support.ts';

const PASSWORD = 'demo1234';

/** Sign in through the API and hand the token to the browser as its cookie, as the login modal would. */
async function signIn(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  username: string,
) {
  const body = await (
    await request.post('/api/user/login', { data: { username, password: PASSWORD } })
  ).json();
  expect(body.code, body.msg).toBe(1);
  await context.addCookies([{ name: 'token', value: body.data.token, url: baseURL }]);
  return body.data.token as string;
}

test('a member signs in daily on /user/score: points rise, the button turns 今日已签到, rules come from the server', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A member of its own: registering with a mobile already earned the bind points.
  const token = await registerViaApi(page, freshMobile(), 'secret123');
  await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);
  const before = (await (await request.post('/api/user/score', { headers: { token } })).json()).data;
  await page.goto('/user/score');
  await hydrated(page);
  const balance = page.getByTestId('score-balance');
  await expect(balance).toHaveText(String(before.score));

  // The rule table is the database's: every rule, with its wording.
  const rules = page.getByRole('table', { name: '积分规则' });
  for (const rule of before.rules as { key: string; title: string }[])
    await expect(rules.locator(`[data-rule="${rule.key}"]`)).toContainText(rule.title);
  await expect(rules.locator('[data-rule="signin"]')).toContainText('+5 / 天');
  await expect(rules.locator('[data-rule="purchase"]')).toContainText('每实付1元 +1');
  await expect(page.getByRole('table', { name: '勋章等级' })).toContainText('10,000');

  const button = page.getByRole('button', { name: '签到', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(toastWith(page, 'success', '签到成功，获得5积分')).toBeVisible();
  await expect(balance).toHaveText(String(before.score + 5));
  await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/score/score-page.png', fullPage: true });

  // After a reload the server still says today is done.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
  await expect(balance).toHaveText(String(before.score + 5));
  const again = await (await request.post('/api/user/checkIn', { headers: { token } })).json();
  expect(again).toMatchObject({ code: 0, msg: '今天已经签到过了，明天再来吧' });
});

test('an editor changes a plan price in /admin; getPlans answers it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signIn(request, context, baseURL!, 'editor');
  await page.goto('/admin#commerce');
  await hydrated(page);
  await page.getByRole('tab', { name: '会员与积分' }).click();
  // 月度VIP: no other browser test buys it, and it is put back at the end.
  const row = page.locator('[data-plan="vip-month"]');
  await expect(row).toContainText('¥30.00');
  await page.screenshot({ path: '/tmp/score/admin-plans.png', fullPage: true });
  await row.getByRole('button', { name: /编辑/ }).click();

  const form = page.getByRole('form', { name: /编辑套餐/ });
  await expect(form).toBeVisible();
  const price = form.getByLabel('售价（元）');
  await price.fill('12.345');
  await price.blur();
  await expect(form.getByRole('alert')).toContainText('请输入正确的金额');
  await price.fill('28.80');
  await form.getByLabel('划线价（元）').fill('20');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByRole('alert').first()).toContainText('划线价应高于售价');
  await form.getByLabel('划线价（元）').fill('36');
  await page.screenshot({ path: '/tmp/score/admin-plan-form.png', fullPage: true });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(toastWith(page, 'success', '套餐已保存')).toBeVisible();
  await expect(page.locator('[data-plan="vip-month"]')).toContainText('¥28.80');

  const plans = await page.evaluate(async () => {
    const res = await fetch('/api/order/getPlans', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'vip' }),
    });
    return (await res.json()).data as { key: string; price: number; list_price: number }[];
  });
  expect(plans.find((p) => p.key === 'vip-month')).toMatchObject({ price: 2880, list_price: 3600 });

  // Score rules sit on the same tab.
  const signin = page.locator('[data-rule-row="signin"]');
  await expect(signin).toContainText('每日签到');
  await page.screenshot({ path: '/tmp/score/admin-commerce.png', fullPage: true });

  const token = (await context.cookies()).find((c) => c.name === 'token')!.value;
  const month = plans.find((p) => p.key === 'vip-month') as unknown as Record<string, unknown>;
  const restored = await request.post('/api/admin/commerce/savePlan', {
    headers: { token },
    data: { ...month, price: '30', list_price: '', active: true, sort: 1 },
  });
  expect((await restored.json()).data).toMatchObject({ price: 3000, list_price: 0 });
});
