import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { contentEvents } from '#server/db/schema/index.ts';
import { sanitizeRichHtml } from '#server/services/content/sanitize.ts';
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
let editorUid: number;
let memberCall: Caller;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  ({ call: editor, uid: editorUid } = await signedIn(t, 'editor01', 'editor'));
  ({ call: memberCall } = await signedIn(t, 'member01'));
});
afterAll(() => t.close());

/** An image of the upload store (the only images rich HTML keeps: content-image-sources.test.ts). */
const UPLOADED = `/uploads/baike/${'ab'.repeat(32)}.png`;

const events = async () =>
  (await t.db.select().from(contentEvents).orderBy(asc(contentEvents.id))).map((e) => ({
    entity: e.entity,
    id: e.entityId,
    action: e.action,
    by: e.byUid,
  }));

describe('editor role checks', () => {
  const calls = [
    'article/create',
    'article/createAndPublish',
    'article/publish',
    'reference/list',
    'product/delete',
    'customOrder/list',
  ];
  it.each(calls)('%s: visitor 401, member 403 没有编辑权限', async (name) => {
    const visitor = await t.browser()(`/api/admin/${name}`, { id: 1, title: 'x' });
    expect(visitor.status).toBe(401);
    expect(visitor.json.code).toBe(401);
    const member = await memberCall(`/api/admin/${name}`, { id: 1, title: 'x' });
    expect(member.status).toBe(403);
    expect(member.json).toEqual({ code: 403, msg: '没有编辑权限', data: null });
  });
});

describe('article editing and publishing', () => {
  let id: number;
  it('creates a draft, sanitized, that readers cannot see', async () => {
    const res = await editor('/api/admin/article/create', {
      kind: 'news',
      title: '测试发布：玉米新品种示范推广',
      summary: '编辑部测试稿件',
      content_html: `<p onclick="x()">正文<script>alert(1)</script><img src="${UPLOADED}" onerror="alert(1)"><a href="javascript:alert(1)">链</a><span style="font-size:18px">大</span><span style="font-size:17px">怪</span></p>`,
      tags: ['玉米', '新标签'],
    });
    expect(res.json).toMatchObject({ code: 1, msg: '已保存', data: { status: 'draft', kind: 'news' } });
    id = res.json.data.id;
    const htmlOut = res.json.data.content_html as string;
    expect(htmlOut).toBe(
      `<p>正文<img src="${UPLOADED}" /><a>链</a><span style="font-size:18px">大</span><span>怪</span></p>`,
    );
    expect(res.json.data.tags.map((x: { name: string }) => x.name).sort()).toEqual(['新标签', '玉米'].sort());
    expect((await t.call(`/api/article/detail?id=${id}`)).json.msg).toBe('文章不存在或已下线');
    expect(await events()).toEqual([]);
  });

  it('refuses a create without a title', async () => {
    expect((await editor('/api/admin/article/create', { kind: 'news' })).json).toMatchObject({
      code: 0,
      msg: '标题不能为空',
    });
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/x.png',
    'http://evil.example/x.png',
    'data:image/png;base64,AA',
    'https://img.example.cn/a.png',
    '/uploads/baike/../../etc/passwd',
  ])('refuses a cover at %s and writes nothing', async (cover) => {
    const res = await editor('/api/admin/article/create', { kind: 'news', title: '封面测试', cover });
    expect(res.json).toMatchObject({ code: 0, msg: CONTENT_MSG.coverInvalid });
    expect(await events()).toEqual([]);
  });

  it('keeps a cover that is an uploaded image', async () => {
    for (const cover of [UPLOADED, '']) {
      const res = await editor('/api/admin/article/create', { kind: 'news', title: '封面测试', cover });
      expect(res.json.code).toBe(1);
    }
  });

  it('publish makes it readable and listed, and logs the event', async () => {
    const res = await editor('/api/admin/article/publish', { id });
    expect(res.json).toMatchObject({ code: 1, msg: '已发布' });
    const detail = (await t.call(`/api/article/detail?id=${id}`)).json.data;
    expect(detail).toMatchObject({
      id,
      title: '测试发布：玉米新品种示范推广',
      published_at: NOW.toISOString(),
    });
    const list = (await t.call('/api/article/getNewsList', {})).json.data.list;
    expect(list[0].id).toBe(id);
    expect((await t.call('/api/article/search', { keyword: '新品种' })).json.data.total).toBe(1);
    expect(await events()).toEqual([{ entity: 'article', id, action: 'publish', by: editorUid }]);
  });

  it('editing a published article logs an update; unpublish hides it; delete removes it', async () => {
    const upd = await editor('/api/admin/article/update', {
      id,
      title: '测试发布：玉米新品种示范推广（更新）',
    });
    expect(upd.json.data.title).toContain('更新');
    expect((await t.call(`/api/article/detail?id=${id}`)).json.data.title).toContain('更新');
    expect((await editor('/api/admin/article/unpublish', { id })).json.msg).toBe('已下线');
    expect((await t.call(`/api/article/detail?id=${id}`)).json.msg).toBe('文章不存在或已下线');
    const listed = (await editor('/api/admin/article/list', { status: 'unpublished' })).json.data;
    expect(listed.list.map((a: { id: number }) => a.id)).toEqual([id]);
    expect((await editor('/api/admin/article/delete', { id })).json.msg).toBe('已删除');
    expect((await editor('/api/admin/article/get', { id })).json).toMatchObject({
      code: 0,
      msg: '内容不存在',
    });
    expect((await editor('/api/admin/article/delete', { id })).json.code).toBe(0);
    expect((await events()).map((e) => e.action)).toEqual(['publish', 'update', 'unpublish', 'delete']);
  });
});

describe('reference and product editing', () => {
  it('creates, publishes and reads a reference with sub-sections', async () => {
    const res = await editor('/api/admin/reference/create', {
      title: '测试参考：大豆产业链概览',
      industry: '大豆',
      year: 2026,
      content_html: '<h2>概况</h2><p>正文</p><iframe src="https://x"></iframe>',
      subdetails: [{ title: '上游', content_html: '<p>种子<script>x</script></p>' }],
    });
    expect(res.json.code).toBe(1);
    const id = res.json.data.id;
    expect(res.json.data.content_html).toBe('<h2>概况</h2><p>正文</p>');
    expect(res.json.data.subdetails[0].content_html).toBe('<p>种子</p>');
    await editor('/api/admin/reference/publish', { id });
    const d = (await t.call(`/api/reference/detail?id=${id}`)).json.data;
    expect(d.subdetails).toHaveLength(1);
    expect((await events()).at(-1)).toEqual({ entity: 'reference', id, action: 'publish', by: editorUid });
  });

  it('creates and publishes a product; a taken document number is refused', async () => {
    const res = await editor('/api/admin/product/create', {
      title: '测试数据：玉米价格日度数据',
      doc_id: 'T0001',
      price_cents: 9900,
      vip_price_cents: 6900,
      industry: '玉米',
    });
    expect(res.json.data).toMatchObject({ doc_id: 'T0001', status: 'draft', price_cents: 9900 });
    expect((await editor('/api/admin/product/create', { title: '重复', doc_id: 'T0001' })).json.msg).toBe(
      '文档编号已被使用',
    );
    const id = res.json.data.id;
    expect((await t.call('/api/data/getProductDetail', { doc_id: 'T0001' })).json.code).toBe(0);
    await editor('/api/admin/product/publish', { id });
    expect((await t.call('/api/data/getProductDetail', { doc_id: 'T0001' })).json.data.id).toBe(id);
    expect((await events()).at(-1)).toMatchObject({ entity: 'product', id, action: 'publish' });
  });
});

describe('保存并发布: create and publish in one call', () => {
  const total = async (entity: string) => (await editor(`/api/admin/${entity}/list`, {})).json.data.total;

  it('a new article is published at once, readable and listed, with the publish event for the rebuild', async () => {
    const res = await editor('/api/admin/article/createAndPublish', {
      kind: 'news',
      title: '一步发布：小麦赤霉病防控提示',
      content_html: '<p onclick="x()">正文<script>alert(1)</script></p>',
    });
    expect(res.json).toMatchObject({ code: 1, msg: '已发布', data: { status: 'published', kind: 'news' } });
    const id = res.json.data.id;
    expect(res.json.data.content_html).toBe('<p>正文</p>');
    expect((await t.call(`/api/article/detail?id=${id}`)).json.data).toMatchObject({
      id,
      published_at: NOW.toISOString(),
    });
    expect((await t.call('/api/article/getNewsList', {})).json.data.list[0].id).toBe(id);
    expect((await events()).at(-1)).toEqual({ entity: 'article', id, action: 'publish', by: editorUid });
  });

  it('refuses as create does and leaves nothing behind: no title, a taken document number', async () => {
    const [articles, products, logged] = [
      await total('article'),
      await total('product'),
      (await events()).length,
    ];
    expect((await editor('/api/admin/article/createAndPublish', { kind: 'news' })).json).toMatchObject({
      code: 0,
      msg: '标题不能为空',
    });
    const taken = await editor('/api/admin/product/createAndPublish', { title: '重复', doc_id: 'T0001' });
    expect(taken.json).toMatchObject({ code: 0, msg: '文档编号已被使用' });
    expect([await total('article'), await total('product'), (await events()).length]).toEqual([
      articles,
      products,
      logged,
    ]);
  });
});

describe('sanitizeRichHtml', () => {
  it('keeps the allowed structure and only the spec font sizes', () => {
    const sizes = [12, 14, 16, 18, 20, 24, 36]
      .map((n) => `<span style="font-size:${n}px">${n}</span>`)
      .join('');
    expect(sanitizeRichHtml(sizes)).toBe(sizes);
    expect(sanitizeRichHtml('<span style="font-size:13px;color:red">x</span>')).toBe('<span>x</span>');
    expect(
      sanitizeRichHtml('<table><tr><td>格</td></tr></table><ul><li>项</li></ul><blockquote>引</blockquote>'),
    ).toBe('<table><tr><td>格</td></tr></table><ul><li>项</li></ul><blockquote>引</blockquote>');
    expect(
      sanitizeRichHtml(
        '<img src="javascript:alert(1)"><img src="//evil.example/x.png"><a href="https://a.cn" target="_blank">a</a>',
      ),
    ).toBe('<a href="https://a.cn" target="_blank" rel="noopener noreferrer">a</a>');
  });
});
