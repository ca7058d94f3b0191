/**
 * 我的百科 end to end: a member writes a new entry (category, info box, a body with a heading and a font size), saves
 * a draft and submits it; an editor opens 百科审核, sees the difference and its revision, and approves (a version the
 * author recalled and resubmitted after it was opened is refused, then reread and approved); the member sees 已发布 and the
 * points; a refused version shows its reason, is edited and resubmitted; a draft is deleted. Screenshots of each
 * screen, desktop and mobile, go to /tmp/bkwrite-shots.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoMemberPage, editorToken, hydrated, toastWith } from './support.ts';

const SHOTS = process.env.BAIKE_SHOTS ?? '/tmp/bkwrite-shots';
const MOBILE = { width: 390, height: 844 };

// 演示百科作者 (a fresh registration would cost one of the address's 30 SMS a day).
const memberPage = (page: Page, baseURL: string) => demoMemberPage(page, baseURL);

const post = async (request: APIRequestContext, token: string, path: string, data: Record<string, unknown>) =>
  (await request.post(path, { data, headers: { token } })).json();

const BODY =
  '<h2>形态特征</h2><p>' + '一年生草本植物，秆直立丛生，叶片披针形，穗状花序顶生。'.repeat(3) + '</p>';
const quickDraft = (title: string) => ({
  title,
  category_id: 1101,
  summary: '端到端测试写的一段摘要文字。',
  content_html: BODY,
  note: '测试',
});

test('a member writes an entry, an editor approves it, the member sees 已发布 and the points', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const memberToken = await memberPage(page, baseURL!);
  const title = `测试麦${Date.now() % 1_000_000}`;

  await page.goto('/user/baike');
  await hydrated(page);
  await expect(
    page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '我的百科' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: '写新词条' }).click();
  await expect(page).toHaveURL(/\/user\/baike\?new=1/);
  const form = page.getByRole('form', { name: '编辑词条' });
  await expect(form).toBeVisible();

  // A refusal shows beside its field and keeps what was typed.
  await form.getByLabel('词条名称').fill(title);
  await form.getByRole('button', { name: '保存草稿' }).click();
  await expect(form.locator('[data-field="bk-category_id"] [role="alert"]')).toHaveText('请选择词条分类');
  await expect(form.getByLabel('词条名称')).toHaveValue(title);

  await form.getByLabel('区分说明').fill('测试');
  await form.locator('#bk-aliases').fill('测试别名');
  await form.locator('#bk-aliases').press('Enter');
  await expect(form.getByText('测试别名')).toBeVisible();
  await form.getByLabel('分类').selectOption('1101');
  // The info box starts with the fields a crop needs.
  for (const k of ['学名', '原产地', '主产区', '主要用途'])
    await expect(form.getByLabel(`信息框${k}内容`)).toBeVisible();
  await form.getByLabel('信息框学名内容').fill('Triticum testum');
  await form.getByLabel('信息框主产区内容').fill('黄淮海平原');
  await form.getByLabel('摘要').fill('端到端测试写的一段摘要文字，介绍这种谷类作物。');

  const body = form.getByRole('textbox', { name: '正文', exact: true });
  await body.click();
  await page.keyboard.type('形态特征');
  await form.getByRole('button', { name: '二级标题' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: '正文段落' }).click();
  await page.keyboard.type(
    '一年生草本植物，秆直立丛生，叶片披针形，穗状花序顶生，籽粒椭圆形，是重要的粮食作物之一，广泛栽培。',
  );
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft');
  await form.getByLabel('字号').selectOption('18');
  await expect(body.locator('h2')).toHaveText('形态特征');
  await expect(body.locator('span[style*="font-size: 18px"]')).toHaveText(
    '是重要的粮食作物之一，广泛栽培。'.slice(-5),
  );
  await form.getByLabel('修改说明').fill('新建词条');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/editor-desktop.png`, fullPage: true });

  await form.getByRole('button', { name: '保存草稿' }).click();
  await expect(toastWith(page, 'success', '草稿已保存')).toBeVisible();
  await expect(page).toHaveURL(/\?version=\d+/);
  await form.getByRole('button', { name: '提交审核' }).click();
  await expect(page).toHaveURL(/\/user\/baike\?state=pending/);
  const mine = page.locator('[data-version]', { hasText: title });
  await expect(mine.locator('[data-state]')).toHaveText('待审核');
  await expect(mine.getByRole('button', { name: '撤回' })).toBeVisible();

  // The editor reviews it in /admin → 百科审核, with the difference drawn.
  const editorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await editorContext.newPage();
  const token = await editorToken(admin.request);
  await editorContext.addCookies([{ name: 'token', value: token, url: baseURL! }]);
  await admin.goto('/admin#baike');
  await hydrated(admin);
  await admin.getByRole('tab', { name: '百科审核' }).click();
  const row = admin.locator('[data-review-version]', { hasText: title });
  const versionId = Number(await row.getAttribute('data-review-version'));
  await row.getByRole('button', { name: '审核' }).click();
  const review = admin.getByRole('region', { name: '审核词条版本' });
  await expect(review.locator('[data-change="title"] ins')).toHaveText(title);
  await expect(review.locator('[data-change="category_id"] ins')).toContainText('谷类作物');
  await expect(review.locator('[data-change="content_html"] ins')).toContainText('## 形态特征');
  // Beside the difference, the body as readers will see it: a heading, not its markup.
  const rendered = review.getByRole('region', { name: '正文发布后效果' });
  await expect(rendered.getByRole('heading', { level: 2, name: '形态特征' })).toBeVisible();
  await expect(rendered).not.toContainText('## ');
  await expect(rendered.locator('span[style*="font-size"]')).toHaveText(
    '是重要的粮食作物之一，广泛栽培。'.slice(-5),
  );
  const [diffBox, renderedBox] = [
    await review.locator('dl[aria-label="版本差异"]').boundingBox(),
    await rendered.boundingBox(),
  ];
  expect(renderedBox!.x).toBeGreaterThan(diffBox!.x + diffBox!.width - 1);
  // The revision read: a new entry saved as a draft, then saved again with 提交审核.
  await expect(review.locator('[data-revision]')).toHaveText('第 2 次修订');
  await admin.screenshot({ path: `${SHOTS}/review-desktop.png`, fullPage: true });
  await admin.setViewportSize(MOBILE);
  await admin.screenshot({ path: `${SHOTS}/review-mobile.png`, fullPage: true });
  await admin.setViewportSize({ width: 1440, height: 900 });

  // Meanwhile the author recalls and resubmits it: 通过 of what was read is refused, the screen shows what it is now.
  expect((await post(page.request, memberToken, '/api/baike/recallMyBaike', { id: versionId })).code).toBe(1);
  expect((await post(page.request, memberToken, '/api/baike/submitMyBaike', { id: versionId })).code).toBe(1);
  await review.getByRole('button', { name: '通过' }).click();
  await expect(toastWith(admin, 'error', '内容已变更，请重新审核')).toBeVisible();
  await expect(review.locator('[data-revision]')).toHaveText('第 4 次修订');
  await review.getByRole('button', { name: '通过' }).click();
  await expect(toastWith(admin, 'success', '已发布')).toBeVisible();
  await expect(admin.locator('[data-review-version]', { hasText: title })).toHaveCount(0);
  await admin.screenshot({ path: `${SHOTS}/review-queue-desktop.png`, fullPage: true });

  // The member sees 已发布, 查看词条, and the points record.
  await page.goto('/user/baike?state=published');
  await hydrated(page);
  const published = page.locator('[data-version]', { hasText: title });
  await expect(published.locator('[data-state]')).toHaveText('已发布');
  await expect(published.getByRole('link', { name: '查看词条' })).toHaveAttribute(
    'href',
    /^\/application\/baike\/\d+$/,
  );
  await page.goto('/user/score_record');
  await hydrated(page);
  await expect(page.getByText('百科词条发布').first()).toBeVisible();
  await editorContext.close();
});

test('a refused version shows its reason, is edited and resubmitted; a draft is deleted', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await memberPage(page, baseURL!);
  const stamp = Date.now() % 1_000_000;
  const refused = await post(request, token, '/api/baike/saveMyBaike', {
    ...quickDraft(`退回麦${stamp}`),
    submit: true,
  });
  expect(refused.code).toBe(1);
  const editor = await editorToken(request);
  expect(
    (
      await post(request, editor, '/api/admin/baike/refuse', {
        id: refused.data.id,
        revision: refused.data.revision,
        reason: '请补充参考资料',
      })
    ).code,
  ).toBe(1);
  const draft = await post(request, token, '/api/baike/saveMyBaike', quickDraft(`草稿麦${stamp}`));
  expect(draft.code).toBe(1);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/user/baike');
  await hydrated(page);
  const row = page.locator(`[data-version="${refused.data.id}"]`);
  await expect(row.locator('[data-state]')).toHaveText('未通过');
  await expect(row.locator('[data-reason]')).toHaveText('未通过原因：请补充参考资料');
  await expect(page.getByRole('tab', { name: /未通过\s*\(1\)/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-desktop.png`, fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: `${SHOTS}/list-mobile.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Delete the draft, through the project's confirm dialog.
  await page.locator(`[data-version="${draft.data.id}"]`).getByRole('button', { name: '删除' }).click();
  const dialog = page.getByRole('dialog', { name: '删除版本' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toastWith(page, 'success', '已删除')).toBeVisible();
  await expect(page.locator(`[data-version="${draft.data.id}"]`)).toHaveCount(0);

  // Edit the refused one: its fields are loaded, a change and 提交审核 make it 待审核 again.
  await row.getByRole('link', { name: '编辑' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?version=${refused.data.id}`));
  const form = page.getByRole('form', { name: '编辑词条' });
  await expect(form.getByLabel('词条名称')).toHaveValue(`退回麦${stamp}`);
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: `${SHOTS}/editor-mobile.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await form.getByRole('button', { name: '添加参考资料' }).click();
  await form.getByLabel('参考资料1标题').fill('中国作物志');
  // Leaving with unsaved changes asks first; staying keeps what was typed.
  page.once('dialog', (d) => {
    expect(d.message()).toBe('有未保存的修改，确定离开吗？');
    void d.dismiss();
  });
  await form.getByRole('link', { name: '返回我的百科' }).click();
  await expect(form.getByLabel('参考资料1标题')).toHaveValue('中国作物志');
  await form.getByRole('button', { name: '提交审核' }).click();
  await expect(page).toHaveURL(/state=pending/);
  await expect(page.locator(`[data-version="${refused.data.id}"] [data-state]`)).toHaveText('待审核');
});
