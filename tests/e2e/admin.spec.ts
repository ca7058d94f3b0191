import { expect, test, type Page } from '@playwright/test';
import { freshMobile, hydrated, registerViaApi, toastWith } from './support.ts';

const EDITOR = { username: 'editor', password: 'demo1234' };
/** A folder to keep screenshots in (E2E_SHOTS), for a look at the screens; none when unset. */
const SHOTS = process.env.E2E_SHOTS;

/** Sign in as the demo editor through the login modal, from the /admin sign-in prompt. */
async function signInAsEditor(page: Page) {
  await page.goto('/admin');
  await hydrated(page);
  const login = page.getByRole('dialog', { name: '登录' });
  await expect(login).toBeVisible();
  await expect(page.getByTestId('admin-gate')).toContainText('登录后进入编辑后台');
  await login.getByPlaceholder('请输入手机号或账号').fill(EDITOR.username);
  await login.getByPlaceholder('请输入密码').fill(EDITOR.password);
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await expect(toastWith(page, 'success', '登录成功')).toBeVisible();
  await expect(page.getByRole('tab', { name: '文章' })).toBeVisible();
}

/** Confirm the dialog opened by a row action. */
async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
}

test('the demo editor writes, publishes, takes down and deletes a news article', async ({ page }) => {
  await signInAsEditor(page);
  await expect(page).toHaveTitle(/编辑后台/);
  const title = `编辑测试${Date.now()}`;

  // Create: the title is required, in the shared Chinese message.
  await page.getByRole('button', { name: '新建文章' }).click();
  const form = page.getByRole('form', { name: '新建文章' });
  await form.getByRole('button', { name: '保存草稿' }).click();
  await expect(form.getByRole('alert')).toHaveText('标题不能为空');
  await form.getByRole('textbox', { name: '标题', exact: true }).fill(title);
  await form.getByLabel('类型').selectOption('news');
  await form.getByLabel('标签').fill('玉米，测试');
  const body = form.getByRole('textbox', { name: '正文', exact: true });
  await body.click();
  await page.keyboard.type('玉米价格本周上涨。');
  await page.keyboard.press('Home');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
  await form.getByRole('button', { name: '加粗' }).click();
  await expect(body.locator('b, strong')).toHaveText('玉米价格');
  // The HTML source view shows the same content.
  await form.getByRole('button', { name: 'HTML源码' }).click();
  await expect(form.getByLabel('正文HTML源码')).toHaveValue(/<(b|strong)>玉米价格<\/(b|strong)>本周上涨。/);
  await form.getByRole('button', { name: 'HTML源码' }).click();
  await form.getByRole('button', { name: '保存草稿' }).click();
  await expect(toastWith(page, 'success', '已保存')).toBeVisible();

  const row = page.locator('tr', { hasText: title });
  await expect(row).toContainText('草稿');
  await expect(row).toContainText('行业观察');

  // Edit: the saved values come back, including the rich text and the tags.
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('form', { name: '编辑文章' });
  await expect(edit.getByRole('textbox', { name: '标题', exact: true })).toHaveValue(title);
  await expect(edit.getByLabel('标签')).toHaveValue('玉米，测试');
  await expect(edit.getByRole('textbox', { name: '正文', exact: true }).locator('b, strong')).toHaveText(
    '玉米价格',
  );
  await edit.getByRole('textbox', { name: '标题', exact: true }).fill(`${title}（修订）`);
  await edit.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toastWith(page, 'success', '已保存').last()).toBeVisible();
  const revised = page.locator('tr', { hasText: `${title}（修订）` });
  await expect(revised).toContainText('草稿');

  // Publish: the row says 已发布 and the screen says the change is queued.
  await revised.getByRole('button', { name: '发布' }).click();
  await confirm(page, '发布文章');
  await expect(revised).toContainText('已发布');
  await expect(page.getByTestId('queued-notice')).toHaveText(/已加入发布队列/);

  // Unpublish, then delete.
  await revised.getByRole('button', { name: '下线' }).click();
  await confirm(page, '下线文章');
  await expect(revised).toContainText('已下线');
  await revised.getByRole('button', { name: '删除' }).click();
  await confirm(page, '删除文章');
  await expect(toastWith(page, 'success', '已删除')).toBeVisible();
  await expect(revised).toHaveCount(0);

  // The queue tab answers (runs or waiting changes; going live is the rebuild's own test).
  await page.getByRole('tab', { name: /发布队列/ }).click();
  await expect(page.getByRole('region', { name: '发布队列' })).toBeVisible();
});

test('a refused save keeps everything typed', async ({ page }) => {
  await signInAsEditor(page);
  await page.getByRole('tab', { name: '数据产品' }).click();
  await page.getByRole('button', { name: '新建数据产品' }).click();
  const form = page.getByRole('form', { name: '新建数据产品' });
  // A document number already used by a demo product: the server refuses.
  const taken = await page.request
    .post('/api/admin/product/list', {
      data: { pageSize: 50 },
      headers: { token: (await page.context().cookies()).find((c) => c.name === 'token')!.value },
    })
    .then((r) => r.json());
  const docId = (taken.data.list as { doc_id: string | null }[]).find((p) => p.doc_id)?.doc_id;
  // Every demo product has a document number: the test must not pass by skipping.
  expect(docId).toBeTruthy();
  await form.getByRole('textbox', { name: '标题', exact: true }).fill('重复编号的产品');
  await form.getByLabel('文档编号').fill(docId!);
  await form.getByLabel('价格（元）').fill('19.9');
  await form.getByRole('button', { name: '保存草稿' }).click();
  await expect(form.getByRole('alert')).toHaveText('文档编号已被使用');
  await expect(form.getByRole('textbox', { name: '标题', exact: true })).toHaveValue('重复编号的产品');
  await expect(form.getByLabel('价格（元）')).toHaveValue('19.9');
});

test('a plain member opening /admin sees 没有编辑权限', async ({ page, context, baseURL }) => {
  const token = await registerViaApi(page, freshMobile(), 'harvest88');
  await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);
  await page.goto('/admin');
  await hydrated(page);
  await expect(page.getByTestId('admin-gate')).toContainText('没有编辑权限');
  await expect(page.getByRole('tab', { name: '文章' })).toHaveCount(0);
});

test('a report takes an uploaded PDF, and its page count fills 页数', async ({ page }) => {
  await signInAsEditor(page);
  await page.getByRole('button', { name: '新建文章' }).click();
  const form = page.getByRole('form', { name: '新建文章' });
  await form.getByLabel('类型').selectOption('report');
  await form.locator('input[type="file"]').setInputFiles('src/server/db/demo/files/corn-market-2025.pdf');
  await expect(toastWith(page, 'success', '上传成功')).toBeVisible();
  await expect(form.getByText(/corn-market-2025\.pdf（[\d.]+KB）/)).toBeVisible();
  await expect(form.getByLabel('页数')).toHaveValue(/^[1-9]\d*$/);
  // Anything but a PDF is refused before it is sent.
  await form.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a pdf'),
  });
  await expect(toastWith(page, 'error', '仅支持上传PDF文件')).toBeVisible();
});

test('保存并发布 publishes a new article in one step, and it goes live on the news list', async ({
  page,
}) => {
  // Live through the server's incremental rebuild (publishing.spec.ts): give it time on a busy machine.
  test.setTimeout(240_000);
  await signInAsEditor(page);
  const title = `一步发布${Date.now()}`;
  await page.getByRole('button', { name: '新建文章' }).click();
  const form = page.getByRole('form', { name: '新建文章' });
  await form.getByRole('textbox', { name: '标题', exact: true }).fill(title);
  await form.getByLabel('类型').selectOption('news');
  await form.getByRole('textbox', { name: '正文', exact: true }).click();
  await page.keyboard.type('小麦赤霉病进入防控关键期。');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-new-article-form.png`, fullPage: true });
  await form.getByRole('button', { name: '保存并发布' }).click();
  await expect(toastWith(page, 'success', '已发布')).toBeVisible();
  await expect(page.getByTestId('queued-notice')).toHaveText(/已加入发布队列/);
  await expect(page.locator('tr', { hasText: title })).toContainText('已发布');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-save-and-publish.png`, fullPage: true });

  // The content event reaches the publisher: the public news list has it without another click.
  await expect
    .poll(async () => (await page.request.get('/article/news')).text(), {
      timeout: 200_000,
      intervals: [1000],
    })
    .toContain(title);
  await page.goto('/article/news');
  await expect(page.locator('main').getByRole('link', { name: title }).first()).toBeVisible();
});
