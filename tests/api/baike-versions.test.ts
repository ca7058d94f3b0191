/** 我的百科: a member's versions — save, submit, recall, read, list, delete — and every refusal of the state machine. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BAIKE_LIMITS } from '#lib/baike/limits.ts';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import { baikeEntries, baikeVersions } from '#server/db/schema/index.ts';
import { BRANCH, draft, publishedEntry } from './baike-fixtures.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let author: Caller;
let authorUid: number;
let other: Caller;
let editor: Caller;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  ({ call: author, uid: authorUid } = await signedIn(t, 'bkauthor'));
  ({ call: other } = await signedIn(t, 'bkother'));
  ({ call: editor } = await signedIn(t, 'bkeditor', 'editor'));
});
afterAll(() => t.close());

const save = (call: Caller, body: Record<string, unknown>) => call('/api/baike/saveMyBaike', body);
const versionRow = async (id: number) =>
  (await t.db.select().from(baikeVersions).where(eq(baikeVersions.id, id)))[0];

describe('who may call', () => {
  const calls = [
    'getMyBaike',
    'getMyBaikeVersion',
    'saveMyBaike',
    'submitMyBaike',
    'recallMyBaike',
    'delMyBaike',
  ];
  it.each(calls)('a visitor is refused %s with 401', async (name) => {
    const res = await t.browser()(`/api/baike/${name}`, { id: 1 });
    expect(res.status).toBe(401);
  });
});

describe('a new entry', () => {
  let id: number;
  let entryId: number;
  it('saves a draft: an entry row in draft and its first version, the body sanitised', async () => {
    const res = await save(
      author,
      draft({ content_html: draft().content_html + '<p onclick="x()">多<script>alert(1)</script></p>' }),
    );
    expect(res.json).toMatchObject({
      code: 1,
      msg: BAIKE_MSG.saved,
      data: { state: 'draft', base_version_id: null },
    });
    id = res.json.data.id;
    entryId = res.json.data.entry_id;
    const [entry] = await t.db.select().from(baikeEntries).where(eq(baikeEntries.id, entryId));
    expect(entry).toMatchObject({
      status: 'draft',
      title: '测试麦',
      createdBy: authorUid,
      currentVersionId: null,
    });
    const row = await versionRow(id);
    expect(row!.contentHtml).not.toMatch(/script|onclick|alert/);
    expect(row!.contentHtml).toContain('<span style="font-size:18px">适期播种</span>');
    expect(row!.authorId).toBe(authorUid);
  });

  it('refuses a font size outside the spec list (the style is dropped)', async () => {
    const res = await save(author, {
      ...draft({ content_html: draft().content_html + '<p><span style="font-size:17px">怪</span></p>' }),
      id,
    });
    expect(res.json.code).toBe(1);
    expect((await versionRow(id))!.contentHtml).not.toContain('17px');
  });

  it('refuses a body whose text is too short once scripts are removed', async () => {
    const res = await save(
      author,
      draft({ content_html: '<p>短</p><script>' + 'x'.repeat(200) + '</script>' }),
    );
    expect(res.json).toMatchObject({ code: 0, msg: BAIKE_MSG.bodyTooShort, data: { field: 'content_html' } });
  });

  it('refuses an oversized body', async () => {
    const res = await save(author, draft({ content_html: '<p>' + '长'.repeat(BAIKE_LIMITS.html) + '</p>' }));
    expect(res.json).toMatchObject({ code: 0, msg: BAIKE_MSG.bodyTooLong });
  });

  it('refuses markup in plain fields', async () => {
    const res = await save(author, draft({ title: '<b>麦</b>' }));
    expect(res.json).toMatchObject({ code: 0, msg: BAIKE_MSG.scriptRefused, data: { field: 'title' } });
    const sum = await save(author, draft({ summary: '摘要<img src=x onerror=alert(1)>足够长的一段文字' }));
    expect(sum.json).toMatchObject({ code: 0, msg: BAIKE_MSG.scriptRefused, data: { field: 'summary' } });
  });

  it('refuses a category that is not a leaf, and one that does not exist', async () => {
    expect((await save(author, draft({ category_id: BRANCH }))).json).toMatchObject({
      msg: BAIKE_MSG.categoryNotLeaf,
      data: { field: 'category_id' },
    });
    expect((await save(author, draft({ category_id: 999999 }))).json.msg).toBe(BAIKE_MSG.unknownCategory);
  });

  it('refuses a missing category with 请选择词条分类', async () => {
    expect((await save(author, draft({ category_id: '' }))).json.msg).toBe(BAIKE_MSG.badCategory);
  });

  it('refuses related entries that are not published', async () => {
    expect((await save(author, draft({ related: [entryId] }))).json).toMatchObject({
      msg: BAIKE_MSG.relatedInvalid,
      data: { field: 'related' },
    });
  });

  it('another member cannot read, change, submit or delete it', async () => {
    expect((await other('/api/baike/getMyBaikeVersion', { id })).json).toMatchObject({
      code: 0,
      msg: BAIKE_MSG.notYours,
    });
    expect((await save(other, { ...draft(), id })).json.msg).toBe(BAIKE_MSG.notYours);
    expect((await other('/api/baike/submitMyBaike', { id })).json.msg).toBe(BAIKE_MSG.notYours);
    expect((await other('/api/baike/delMyBaike', { id })).json.msg).toBe(BAIKE_MSG.notYours);
    expect((await versionRow(id))!.state).toBe('draft');
  });

  it('the author reads it, recall refuses a draft, submit moves it to pending', async () => {
    const read = await author('/api/baike/getMyBaikeVersion', { id });
    expect(read.json.data).toMatchObject({
      id,
      title: '测试麦',
      aliases: ['试验麦'],
      author: { uid: authorUid },
    });
    expect((await author('/api/baike/recallMyBaike', { id })).json.msg).toBe(BAIKE_MSG.cannotRecall);
    const sub = await author('/api/baike/submitMyBaike', { id });
    expect(sub.json).toMatchObject({ code: 1, data: { state: 'pending', submitted_at: NOW.toISOString() } });
  });

  it('a pending version cannot be edited, deleted or submitted again; recall makes it a draft', async () => {
    expect((await save(author, { ...draft(), id })).json.msg).toBe(BAIKE_MSG.notEditable);
    expect((await author('/api/baike/delMyBaike', { id })).json.msg).toBe(BAIKE_MSG.notDeletable);
    expect((await author('/api/baike/submitMyBaike', { id })).json.msg).toBe(BAIKE_MSG.cannotSubmit);
    expect((await other('/api/baike/recallMyBaike', { id })).json.msg).toBe(BAIKE_MSG.notYours);
    const back = await author('/api/baike/recallMyBaike', { id });
    expect(back.json).toMatchObject({ code: 1, data: { state: 'draft' } });
  });

  it('getMyBaike lists it with counts per state, newest first, and filters by state', async () => {
    const second = await save(author, draft({ title: '第二条' }));
    const all = await author('/api/baike/getMyBaike', { page: 1 });
    expect(all.json.data.counts).toEqual({ draft: 2, pending: 0, published: 0, refused: 0 });
    expect(all.json.data.list.map((x: { version_id: number }) => x.version_id)).toEqual([
      second.json.data.id,
      id,
    ]);
    expect(all.json.data.list[1]).toMatchObject({ state_label: '草稿', is_new: true, entry_href: null });
    const pending = await author('/api/baike/getMyBaike', { state: 'pending', page: 1 });
    expect(pending.json.data).toMatchObject({ list: [], total: 0 });
    expect((await other('/api/baike/getMyBaike', {})).json.data.total).toBe(0);
  });

  it("deleting a new entry's only version deletes its draft entry row", async () => {
    const res = await author('/api/baike/delMyBaike', { id });
    expect(res.json.code).toBe(1);
    expect(await versionRow(id)).toBeUndefined();
    expect(await t.db.select().from(baikeEntries).where(eq(baikeEntries.id, entryId))).toEqual([]);
  });
});

describe('an edit of a published entry', () => {
  let entry: number;
  let first: number;
  beforeAll(async () => {
    ({ entry, version: first } = await publishedEntry(author, editor, {
      title: '测试稻',
      aliases: ['试验稻'],
    }));
  });

  it("starts from the entry's current version", async () => {
    const res = await save(
      other,
      draft({ entry_id: entry, title: '测试稻', aliases: ['试验稻'], note: '补充' }),
    );
    expect(res.json).toMatchObject({
      code: 1,
      data: { entry_id: entry, base_version_id: first, state: 'draft' },
    });
    const list = await other('/api/baike/getMyBaike', {});
    expect(list.json.data.list[0]).toMatchObject({
      is_new: false,
      entry_href: `/application/baike/${entry}`,
    });
  });

  it('a published version cannot be edited or deleted by its author', async () => {
    expect((await save(author, { ...draft({ title: '测试稻' }), id: first })).json.msg).toBe(
      BAIKE_MSG.notEditable,
    );
    expect((await author('/api/baike/delMyBaike', { id: first })).json.msg).toBe(BAIKE_MSG.notDeletable);
  });

  it('a new entry may not take a published title, nor an alias that names another entry', async () => {
    const taken = await save(other, draft({ title: '测试稻', aliases: [] }));
    expect(taken.json).toMatchObject({ msg: BAIKE_MSG.titleTaken('测试稻'), data: { field: 'title' } });
    const qualified = await save(other, draft({ title: '测试稻', qualifier: '品种', aliases: [] }));
    expect(qualified.json.code).toBe(1);
    const alias = await save(other, draft({ title: '另一种', aliases: ['试验稻'] }));
    expect(alias.json).toMatchObject({
      msg: BAIKE_MSG.aliasTaken('试验稻', '测试稻'),
      data: { field: 'aliases' },
    });
    const aliasTitle = await save(other, draft({ title: '又一种', aliases: ['测试稻'] }));
    expect(aliasTitle.json.msg).toBe(BAIKE_MSG.aliasTaken('测试稻', '测试稻'));
  });

  it('related entries may name published ones', async () => {
    const res = await save(other, draft({ title: '相关测试', aliases: [], related: [entry] }));
    expect(res.json).toMatchObject({ code: 1, data: { related: [entry] } });
  });

  it('an edit of an entry that is not published is refused', async () => {
    expect((await save(other, draft({ entry_id: 999999 }))).json.msg).toBe(BAIKE_MSG.entryNotPublished);
  });
});

describe('limits', () => {
  it('refuses more pending versions than pendingPerMember, and the refused save+submit keeps nothing', async () => {
    const { call } = await signedIn(t, 'bkbusy');
    for (let i = 0; i < BAIKE_LIMITS.pendingPerMember; i++) {
      const r = await save(call, { ...draft({ title: `忙${i}`, aliases: [] }), submit: true });
      expect(r.json.code).toBe(1);
    }
    const over = await save(call, { ...draft({ title: '超出', aliases: [] }), submit: true });
    expect(over.json.msg).toBe(BAIKE_MSG.tooManyPending);
    const list = await call('/api/baike/getMyBaike', {});
    expect(list.json.data.counts).toMatchObject({ pending: BAIKE_LIMITS.pendingPerMember, draft: 0 });
  });
});
