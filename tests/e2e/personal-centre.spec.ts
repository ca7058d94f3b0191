import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

const PASSWORD = 'demo1234';
const VIP = { username: 'vipdemo', nickname: '演示VIP会员' };
const MEMBER = { username: 'demo', nickname: '演示会员' };

/** Sign in through the API and hand the token to the browser as its cookie, as the login modal would. */
async function signIn(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string | undefined,
  username: string,
): Promise<string> {
  const res = await request.post('/api/user/login', { data: { username, password: PASSWORD } });
  const body = await res.json();
  expect(body.code, body.msg).toBe(1);
  await context.addCookies([{ name: 'token', value: body.data.token, url: baseURL! }]);
  return body.data.token as string;
}

async function addFavorite(request: APIRequestContext, token: string, item: Record<string, unknown>) {
  const res = await request.post('/api/user/favorite', { data: item, headers: { token } });
  expect((await res.json()).data).toEqual({ favorited: true });
}

/** Hover opens the panel; so does a click (touch screens), which must not close it again. */
async function openPanel(page: Page, how: 'hover' | 'click' = 'hover') {
  const avatar = page.getByRole('button', { name: '用户菜单' });
  await expect(avatar).toBeVisible();
  await avatar[how]();
  const panel = page.getByRole('region', { name: '用户面板' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('header user panel', () => {
  test('a VIP member: badge, gold VIP icon, medals with titles and levels, points, no upsell', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signIn(request, context, baseURL, VIP.username);
    await page.goto('/');
    await expect(page.getByTestId('vip-badge')).toBeVisible();
    const panel = await openPanel(page);
    await expect(panel.getByTestId('panel-nickname')).toHaveText(VIP.nickname);
    await expect(panel.locator('[data-vip]')).toHaveAttribute('data-vip', 'active');
    const medals = panel.locator('[data-medal]');
    await expect(medals).toHaveCount(4);
    await expect(panel.locator('[data-medal="points"]')).toHaveAttribute('title', '积分达人 · II级');
    await expect(panel.locator('[data-medal="points"]')).toHaveAttribute('data-active', 'true');
    await expect(panel.locator('[data-medal="collector"]')).toHaveAttribute('title', '收藏家 · 未获得');
    await expect(panel.locator('[data-medal="collector"]')).toHaveAttribute('data-active', 'false');
    await expect(panel.getByTestId('panel-score')).toContainText('1280');
    await expect(panel.getByTestId('vip-upsell')).toHaveCount(0);
    await expect(panel.getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/user/profile');
    await expect(panel.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/user/order/list');
    await expect(panel.getByRole('link', { name: '我的收藏' })).toHaveAttribute('href', '/user/favorite');
    // Escape closes it.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('a member without VIP: no badge, grey VIP icon, the upsell with the eight benefits, 未开通', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signIn(request, context, baseURL, MEMBER.username);
    await page.goto('/group');
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await expect(page.getByTestId('vip-badge')).toHaveCount(0);
    const panel = await openPanel(page, 'click');
    await expect(panel.getByTestId('panel-nickname')).toHaveText(MEMBER.nickname);
    await expect(panel.locator('[data-vip]')).toHaveAttribute('data-vip', 'normal');
    await expect(panel.locator('[data-medal="points"]')).toHaveAttribute('title', '积分达人 · I级');
    const upsell = panel.getByTestId('vip-upsell');
    await expect(upsell).toBeVisible();
    await expect(upsell).toHaveAttribute('href', '/user/vip');
    await expect(upsell).toContainText('未开通');
    await expect(upsell.locator('li')).toHaveCount(8);
    await expect(upsell).toContainText('全部研究报告免费阅读');
    await expect(panel.getByTestId('panel-score')).toContainText('260');
  });
});

test.describe('personal-centre pages show the member’s data', () => {
  test('profile, points, records and VIP of the VIP demo member', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signIn(request, context, baseURL, VIP.username);

    await page.goto('/user/profile');
    await expect(page).toHaveTitle(/^个人中心 - /);
    await expect(page.getByTestId('profile-nickname')).toHaveText(VIP.nickname);
    const details = page.getByTestId('profile-details');
    await expect(details).toContainText('演示账号');
    await expect(page.locator('[data-binding="手机号"]')).toContainText('138****0002');
    await expect(page.locator('[data-binding="手机号"]')).toContainText('已绑定');
    await expect(page.locator('[data-binding="微信"]')).toContainText('未绑定');
    await expect(page.locator('[data-binding="QQ"]')).toContainText('未绑定');
    await expect(page.locator('[data-medal-card]')).toHaveCount(4);
    await expect(page.locator('[data-medal-card="points"]')).toContainText('II级');
    await expect(
      page.getByRole('navigation', { name: '个人中心菜单' }).locator('[aria-current="page"]'),
    ).toHaveText('个人资料');

    await page.goto('/user/score');
    await expect(page.getByText('积分余额')).toBeVisible();
    await expect(page.locator('main')).toContainText('1280');
    // 经验值 is what the member has earned: the same 1280, none spent.
    await expect(page.getByText('经验值').locator('..')).toContainText('1280');
    await expect(page.getByRole('heading', { name: '如何获得积分' })).toBeVisible();
    await expect(page.getByRole('link', { name: '积分记录', exact: true }).last()).toHaveAttribute(
      'href',
      '/user/score_record',
    );

    await page.goto('/user/score_record');
    const rows = page.locator('[data-record]');
    await expect(rows).toHaveCount(9);
    await expect(rows.first()).toContainText('演示账号初始积分');
    await expect(rows.first()).toContainText('1280');
    await expect(rows.filter({ hasText: '完善个人资料' })).toContainText('+50');
    await expect(rows.last()).toContainText('首次绑定手机号');
    await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 9 条');

    await page.goto('/user/vip');
    const status = page.getByRole('region', { name: 'VIP状态' });
    await expect(status).toHaveAttribute('data-vip-status', 'active');
    await expect(status).toContainText('有效期至');
    await expect(page.locator('[data-benefit]')).toHaveCount(8);
    await expect(
      page.getByRole('article', { name: '年度VIP' }).getByRole('button', { name: '立即续费' }),
    ).toBeVisible();
  });

  test('the VIP page of a member without VIP says it is not active', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signIn(request, context, baseURL, MEMBER.username);
    await page.goto('/user/vip');
    const status = page.getByRole('region', { name: 'VIP状态' });
    await expect(status).toHaveAttribute('data-vip-status', 'inactive');
    await expect(status).toContainText('尚未开通VIP会员');
  });

  test('favourites: paged, filtered by kind, page kept in the address', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await signIn(request, context, baseURL, VIP.username);
    for (let i = 1; i <= 12; i++) {
      await addFavorite(request, token, {
        model: i <= 3 ? 'food' : 'report',
        record_id: `e2e-page-${i}`,
        title: `分页收藏${i}`,
        url: `/article/detail/${i}`,
      });
    }
    await page.goto('/user/favorite');
    const items = page.locator('[data-favorite]');
    await expect(items).toHaveCount(10);
    await expect(items.first()).toContainText('分页收藏12');
    await expect(items.first()).toContainText('研究报告');
    await expect(items.first().getByRole('link')).toHaveAttribute('href', '/article/detail/12');
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第2页' }).click();
    await expect(items).toHaveCount(2);
    await expect(page).toHaveURL(/\?page=2$/);
    await page.reload();
    await expect(items).toHaveCount(2);
    await expect(items.last()).toContainText('分页收藏1');
    await page.getByRole('group', { name: '收藏分类' }).getByRole('button', { name: '食物营养' }).click();
    await expect(items).toHaveCount(3);
    await expect(page).not.toHaveURL(/page=/);
  });
});

test('editing the profile persists after reload', async ({ page, context, request, baseURL }) => {
  await signIn(request, context, baseURL, MEMBER.username);
  await page.goto('/user/profile');
  await page.getByRole('button', { name: '编辑资料' }).click();
  const form = page.getByRole('form', { name: '编辑个人资料' });
  // The form mechanism's Chinese message, before anything is sent.
  await form.getByLabel('昵称').fill('李');
  await expect(form.getByText('昵称长度为2-20个字')).toBeVisible();
  await form.getByLabel('昵称').fill(MEMBER.nickname);
  await expect(form.getByText('昵称长度为2-20个字')).toBeHidden();
  await form.getByLabel('女').check();
  await form.getByLabel('生日').fill('1988-06-15');
  await form.getByLabel('省份').selectOption({ label: '广东省' });
  await form.getByLabel('城市').selectOption({ label: '广州市' });
  await form.getByLabel('区县').selectOption({ label: '天河区' });
  await form.getByLabel('单位').fill('广州市天河区农业技术推广站');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/updateInfo'));
  await form.getByRole('button', { name: '保存' }).click();
  const body = await (await saved).json();
  expect(body.code).toBe(1);
  await expect(page.locator('[data-toast="success"]')).toHaveText(body.msg);

  await page.reload();
  const details = page.getByTestId('profile-details');
  await expect(details).toContainText('女');
  await expect(details).toContainText('1988-06-15');
  await expect(details).toContainText('广东省 广州市 天河区');
  await expect(details).toContainText('广州市天河区农业技术推广站');
  // The form opens with the saved choice in the cascading selects.
  await page.getByRole('button', { name: '编辑资料' }).click();
  await expect(form.getByLabel('区县')).toHaveValue('440106');
});

test('a favourite removed after confirming disappears from the list', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const token = await signIn(request, context, baseURL, MEMBER.username);
  await addFavorite(request, token, {
    model: 'standard',
    record_id: 'e2e-keep',
    title: 'GB 2763 食品中农药最大残留限量',
    url: '/application/standard/detail?id=1',
  });
  await addFavorite(request, token, {
    model: 'article',
    record_id: 'e2e-drop',
    title: '11月蔬菜批发价格周度观察',
    url: '/article/detail/e2e-drop',
  });
  await page.goto('/user/favorite');
  const items = page.locator('[data-favorite]');
  await expect(items).toHaveCount(2);
  await page.getByRole('button', { name: '取消收藏：11月蔬菜批发价格周度观察' }).click();
  const dialog = page.getByRole('dialog', { name: '取消收藏' });
  await expect(dialog).toContainText('11月蔬菜批发价格周度观察');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('[data-toast="success"]')).toHaveText('已取消收藏');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('GB 2763');
  const list = await request.post('/api/user/getMyFavoriteList', { data: {}, headers: { token } });
  expect((await list.json()).data.total).toBe(1);
});

test.describe('logout', () => {
  test('clears the cookie and reloads a member page, which then asks to sign in', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await signIn(request, context, baseURL, MEMBER.username);
    await page.goto('/user/score');
    await expect(page.getByText('积分余额')).toBeVisible();
    const panel = await openPanel(page);
    const reloaded = page.waitForEvent('load');
    await panel.getByRole('button', { name: '退出登录' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/user\/score$/);
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
    await expect(page.locator('#site-header').getByRole('button', { name: '登录' })).toBeVisible();
    // The server revoked the session too.
    const profile = await request.post('/api/user/getProfile', { data: {}, headers: { token } });
    expect(profile.status()).toBe(401);
  });

  test('from the profile page goes home', async ({ page, context, request, baseURL }) => {
    await signIn(request, context, baseURL, MEMBER.username);
    await page.goto('/user/profile');
    await expect(page.getByTestId('profile-nickname')).toBeVisible();
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  });
});

test('a member page without a token asks to sign in', async ({ page }) => {
  await page.goto('/user/favorite');
  const prompt = page.getByTestId('sign-in-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('登录后查看个人中心');
  await expect(prompt.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.locator('[data-error-status]')).toHaveCount(0);
});

test('an invalid or expired token shows the 401 page with 返回首页', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'token', value: 'f'.repeat(64), url: baseURL! }]);
  await page.goto('/user/profile');
  const error = page.locator('[data-error-status="401"]');
  await expect(error).toBeVisible();
  await expect(error).toContainText('身份已过期或未登录');
  await expect(error.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  await expect(page.getByTestId('sign-in-prompt')).toHaveCount(0);
});
