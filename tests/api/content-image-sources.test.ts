/**
 * Member and editor content cannot make a visitor's browser call the site or another host (issue 27, row 6): images
 * only from the upload store by content hash (#lib/shared/imageSrc.ts), refused in members' 百科 versions (image
 * field and body) and dropped from editors' HTML; a link with any target opens without a way back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAIKE_IMAGE_MSG } from '#lib/baike/messages.ts';
import { BODY, draft } from './baike-fixtures.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { HOSTILE_SRCS } from './hostile-image-srcs.ts';
import { pngOf } from './image-bytes.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
let member: Caller;
/** A real upload's address. */
let uploaded: string;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  ({ call: editor } = await signedIn(t, 'srceditor', 'editor'));
  ({ call: member } = await signedIn(t, 'srcmember'));
  const body = new FormData();
  body.append('file', new File([new Uint8Array(pngOf(300, 200, 7))], 'a.png', { type: 'image/png' }));
  const res = await member('/api/baike/uploadImage', undefined, { raw: body });
  uploaded = res.json.data.src;
}, 120_000);
afterAll(() => t.close());

const attr = (src: string) => src.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const withImage = (src: string) => `${BODY}<p><img src="${attr(src)}" alt="图"></p>`;

const myVersions = async () => (await member('/api/baike/getMyBaike', {})).json.data.total as number;

describe('a member’s 百科 version', () => {
  it('refuses an image field that is not an uploaded image, and saves nothing', async () => {
    const before = await myVersions();
    for (const src of HOSTILE_SRCS) {
      const res = await member(
        '/api/baike/saveMyBaike',
        draft({ title: '外链图麦', images: [{ src, alt: '图片' }] }),
      );
      expect(res.json, JSON.stringify(src)).toMatchObject({ code: 0, msg: BAIKE_IMAGE_MSG.notUploaded });
    }
    expect(await myVersions()).toBe(before);
  });

  it('refuses a body with an image that is not an uploaded image, and saves nothing', async () => {
    const before = await myVersions();
    const srcs = [...HOSTILE_SRCS, '&#47;api&#47;user&#47;logout'];
    for (const src of srcs) {
      const html = src.startsWith('&') ? `${BODY}<img src="${src}" alt="">` : withImage(src);
      const res = await member('/api/baike/saveMyBaike', draft({ title: '外链图麦', content_html: html }));
      expect(res.json, JSON.stringify(src)).toMatchObject({
        code: 0,
        msg: BAIKE_IMAGE_MSG.bodyImage,
        data: { field: 'content_html' },
      });
    }
    expect(await myVersions()).toBe(before);
  });

  it('keeps an uploaded image in the field and the body, and gives a link with a target rel=noopener', async () => {
    const res = await member(
      '/api/baike/saveMyBaike',
      draft({
        title: '本站图麦',
        images: [{ src: uploaded, alt: '田间照片' }],
        content_html: `${withImage(uploaded)}<p><a href="https://a.cn" target="somewindow">链接</a></p>`,
      }),
    );
    expect(res.json.code).toBe(1);
    const saved = (await member('/api/baike/getMyBaikeVersion', { id: res.json.data.id })).json.data;
    expect(saved.images).toEqual([{ src: uploaded, alt: '田间照片' }]);
    expect(saved.content_html).toContain(`<img src="${uploaded}" alt="图" />`);
    expect(saved.content_html).toContain(
      '<a href="https://a.cn" target="somewindow" rel="noopener noreferrer">链接</a>',
    );
  });
});

describe('an editor’s HTML', () => {
  const create = (html: string) =>
    editor('/api/admin/article/create', { kind: 'news', title: '图片来源测试', content_html: html });

  it('drops every image that is not an uploaded image and keeps the rest of the text', async () => {
    for (const src of HOSTILE_SRCS) {
      const res = await create(`<p>正文<img src="${attr(src)}" alt="x">尾</p>`);
      expect(res.json.code, JSON.stringify(src)).toBe(1);
      expect(res.json.data.content_html, JSON.stringify(src)).toBe('<p>正文尾</p>');
    }
  });

  it('keeps an uploaded image, and a link with any target gets rel=noopener noreferrer', async () => {
    const res = await create(
      `<p><img src="${uploaded}" alt="图"><a href="https://a.cn" target="w" rel="opener">a</a><a href="/x" target="_self">b</a><a href="/y">c</a></p>`,
    );
    expect(res.json.data.content_html).toBe(
      `<p><img src="${uploaded}" alt="图" /><a href="https://a.cn" target="w" rel="noopener noreferrer">a</a><a href="/x" target="_self" rel="noopener noreferrer">b</a><a href="/y">c</a></p>`,
    );
  });
});
