/**
 * 农业百科 images: a member uploads an image in 我的百科's editor, is told beside it that 替代文字 is required, types it
 * and submits; an editor approves (API); once the publish is live the entry page shows the figure with that alt text.
 * Screenshots (desktop and mobile) of the editor's 图片 section and of the entry's figure go to /tmp/bkimg-shots.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import { pngOf } from '../api/image-bytes.ts';
import { demoMemberPage, editorToken, hydrated, untilPublished } from './support.ts';

const SHOTS = process.env.BAIKE_SHOTS ?? '/tmp/bkimg-shots';
const MOBILE = { width: 390, height: 844 };
test.setTimeout(240_000);

type Answer = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const post = async (request: APIRequestContext, p: string, data: Record<string, unknown>, token?: string) =>
  (await request.post(p, { data, headers: token ? { token } : {} })).json() as Promise<Answer>;

async function shoot(page: Page, locator: ReturnType<Page['locator']>, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: `${SHOTS}/${name}-desktop.png` });
  await page.setViewportSize(MOBILE);
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: `${SHOTS}/${name}-mobile.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a member uploads an image with its alt text; approved, the entry page shows the figure', async ({
  page,
  request,
  baseURL,
}) => {
  // 演示百科作者 (a fresh registration would cost one of the address's 30 SMS a day).
  const member = await demoMemberPage(page, baseURL!);
  const title = `图麦${Date.now().toString(36).slice(-5)}`;
  const draft = await post(
    request,
    '/api/baike/saveMyBaike',
    {
      title,
      category_id: 1101,
      summary: `${title}：端到端测试写入的带图片词条。`,
      content_html:
        '<h2>形态特征</h2><p>一年生草本植物，秆直立丛生，叶片披针形，穗状花序顶生，籽粒椭圆形，是重要的粮食作物之一。</p>',
    },
    member,
  );
  expect(draft.code, draft.msg).toBe(1);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/user/baike?version=${draft.data.id}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: '编辑词条' });
  const section = form.locator('[data-field="bk-images"]');
  await section.locator('input[type="file"]').setInputFiles({
    name: 'wheat.png',
    mimeType: 'image/png',
    buffer: Buffer.from(pngOf(1200, 675, 7)),
  });
  const row = section.locator('[data-image-row="0"]');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/baike\/[0-9a-f]{64}-1200\.png$/);
  // The thumbnail is served in the smallest stored size (480, 960 and the image's own 1200 px wide).
  await expect(row.locator('img')).toHaveAttribute(
    'srcset',
    /-480\.png 480w, .*-960\.png 960w, .*-1200\.png 1200w$/,
  );
  // (naturalWidth is then the size's width over its density, so the file chosen is read from currentSrc.)
  await expect
    .poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/-480\.png$/);
  await expect(row).toContainText('1200×675');

  // Without 替代文字 the save is refused, and the refusal stands beside that field.
  await form.getByRole('button', { name: '保存草稿' }).click();
  await expect(row.getByRole('alert')).toHaveText(BAIKE_MSG.imageAltRequired);
  await expect(row.getByLabel('替代文字')).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, section, 'editor-images-refused');

  const alt = '抽穗期的冬小麦田，麦穗金黄';
  await row.getByLabel('替代文字').fill(alt);
  await row.getByLabel('图片说明').fill('华北平原的麦田（测试图片）');
  await expect(row.getByRole('alert')).toHaveCount(0);
  await shoot(page, section, 'editor-images');
  await form.getByRole('button', { name: '提交审核' }).click();
  await expect(page).toHaveURL(/\/user\/baike\?state=pending/);

  const version = (await post(request, '/api/baike/getMyBaikeVersion', { id: draft.data.id }, member)).data;
  expect(version.images).toEqual([
    expect.objectContaining({ alt, caption: '华北平原的麦田（测试图片）', width: 1200, height: 675 }),
  ]);
  const editor = await editorToken(request);
  expect(
    (
      await post(
        request,
        '/api/admin/baike/approve',
        { id: draft.data.id, revision: version.revision },
        editor,
      )
    ).code,
  ).toBe(1);
  await untilPublished(request, editor);

  await page.goto(`/application/baike/${version.entry_id}`);
  const figure = page.locator('[data-images] figure').first();
  const img = figure.getByRole('img', { name: alt });
  await expect(img).toHaveAttribute('width', '1200');
  await expect(img).toHaveAttribute('height', '675');
  await img.scrollIntoViewIfNeeded();
  // A figure half of the 1280 px column: the browser takes the 960 px size, not the widest.
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc))
    .toMatch(/-960\.png$/);
  await expect(figure.locator('figcaption')).toHaveText('华北平原的麦田（测试图片）');
  await shoot(page, figure, 'entry-figure');
});
