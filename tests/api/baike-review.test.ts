/** The editors' review of 百科 versions: queue, approve (entry row, event, points once), refuse, withdraw, restore. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import { withToc } from '#lib/baike/toc.ts';
import { baikeEntries, baikeVersions, contentEvents, scoreRecords } from '#server/db/schema/index.ts';
import { BODY, draft } from './baike-fixtures.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let author: Caller;
let authorUid: number;
let other: Caller;
let editor: Caller;
let editorUid: number;
let notified = 0;

beforeAll(async () => {
  t = await testApp({
    now: () => NOW,
    publisher: () => ({ notify: () => void notified++ }) as never,
  });
  ({ call: author, uid: authorUid } = await signedIn(t, 'rvauthor'));
  ({ call: other } = await signedIn(t, 'rvother'));
  ({ call: editor, uid: editorUid } = await signedIn(t, 'rveditor', 'editor'));
});
afterAll(() => t.close());

const events = async () =>
  (await t.db.select().from(contentEvents).orderBy(asc(contentEvents.id)))
    .filter((e) => e.entity === 'baike')
    .map((e) => ({ id: e.entityId, action: e.action, by: e.byUid }));
const points = async () =>
  t.db
    .select()
    .from(scoreRecords)
    .where(and(eq(scoreRecords.uid, authorUid), eq(scoreRecords.rule, 'baike_publish')));
/** The revision the review screen shows for a version: what 通过 and 退回 name. */
const read = async (id: number) => ({
  id,
  revision: (await editor('/api/admin/baike/get', { id })).json.data.revision,
});
const submitted = async (over: Record<string, unknown> = {}) => {
  const res = await author('/api/baike/saveMyBaike', { ...draft(over), submit: true });
  expect(res.json).toMatchObject({ code: 1, msg: BAIKE_MSG.submitted, data: { state: 'pending' } });
  return res.json.data as { id: number; entry_id: number };
};

describe('who may review', () => {
  const calls = ['list', 'get', 'approve', 'refuse', 'withdraw', 'restore'];
  it.each(calls)('%s: a visitor 401, a member 403', async (name) => {
    expect((await t.browser()(`/api/admin/baike/${name}`, { id: 1, reason: '不' })).status).toBe(401);
    expect((await author(`/api/admin/baike/${name}`, { id: 1, reason: '不' })).status).toBe(403);
  });
});

describe('a new entry through review', () => {
  let v: { id: number; entry_id: number };
  it('the queue lists pending versions oldest first', async () => {
    v = await submitted();
    const later = await submitted({ title: '后来者', aliases: [] });
    const list = await editor('/api/admin/baike/list', {});
    expect(list.json.data.list.map((x: { version_id: number }) => x.version_id)).toEqual([v.id, later.id]);
    expect(list.json.data.list[0]).toMatchObject({
      is_new: true,
      author: { uid: authorUid },
      state: 'pending',
    });
    await author('/api/baike/recallMyBaike', { id: later.id });
  });

  it('get answers the version and no current version for a new entry', async () => {
    const res = await editor('/api/admin/baike/get', { id: v.id });
    expect(res.json.data).toMatchObject({
      revision: 1,
      version: { id: v.id, revision: 1 },
      current: null,
      entry: { id: v.entry_id, status: 'draft', href: null },
    });
  });

  it('get answers the body as the entry page renders it (headings anchored), sanitised even if the row was not', async () => {
    const shown = (await editor('/api/admin/baike/get', { id: v.id })).json.data.rendered_html as string;
    expect(shown).toBe(withToc(BODY).html);
    expect(shown).toContain('<h2 id="section-1">形态特征</h2>');
    expect(shown).not.toContain('## ');
    // A row written around the save's sanitiser still reaches the editor's screen clean.
    const [row] = await t.db.select().from(baikeVersions).where(eq(baikeVersions.id, v.id));
    await t.db
      .update(baikeVersions)
      .set({ contentHtml: `${BODY}<script>alert(1)</script><img src="x" onerror="alert(1)">` })
      .where(eq(baikeVersions.id, v.id));
    const dirty = (await editor('/api/admin/baike/get', { id: v.id })).json.data.rendered_html as string;
    await t.db.update(baikeVersions).set({ contentHtml: row!.contentHtml }).where(eq(baikeVersions.id, v.id));
    expect(dirty).toBe(withToc(BODY).html);
  });

  it('approve publishes: the entry row takes the fields, an event is logged, the publisher told, points granted', async () => {
    const before = notified;
    const res = await editor('/api/admin/baike/approve', await read(v.id));
    expect(res.json).toMatchObject({
      code: 1,
      data: { version: { state: 'published', reviewer: { uid: editorUid } } },
    });
    expect(notified).toBe(before + 1);
    const [entry] = await t.db.select().from(baikeEntries).where(eq(baikeEntries.id, v.entry_id));
    expect(entry).toMatchObject({
      status: 'published',
      title: '测试麦',
      aliases: ['试验麦'],
      categoryId: draft().category_id,
      currentVersionId: v.id,
      changedAt: NOW,
      publishedAt: NOW,
    });
    expect(entry!.pinyin).toContain('ceshimai');
    expect(await events()).toEqual([{ id: v.entry_id, action: 'publish', by: editorUid }]);
    expect(await points()).toHaveLength(1);
    expect((await points())[0]!.delta).toBe(20);
  });

  it('an approved version cannot be approved, refused, recalled or deleted again; points stay granted once', async () => {
    expect((await editor('/api/admin/baike/approve', await read(v.id))).json.msg).toBe(BAIKE_MSG.notPending);
    expect(
      (await editor('/api/admin/baike/refuse', { ...(await read(v.id)), reason: '重复' })).json.msg,
    ).toBe(BAIKE_MSG.notPending);
    expect((await author('/api/baike/recallMyBaike', { id: v.id })).json.msg).toBe(BAIKE_MSG.cannotRecall);
    expect((await author('/api/baike/delMyBaike', { id: v.id })).json.msg).toBe(BAIKE_MSG.notDeletable);
    expect(await points()).toHaveLength(1);
    const mine = await author('/api/baike/getMyBaike', { state: 'published' });
    expect(mine.json.data.list[0]).toMatchObject({
      state_label: '已发布',
      entry_href: `/application/baike/${v.entry_id}`,
    });
  });

  it('an edit by another member is approved as an update; the older version is kept unchanged', async () => {
    const edit = await other('/api/baike/saveMyBaike', {
      ...draft({ summary: '修改后的摘要，补充了主产区等信息。', note: '补充摘要' }),
      entry_id: v.entry_id,
      submit: true,
    });
    expect(edit.json.data.base_version_id).toBe(v.id);
    const review = await editor('/api/admin/baike/get', { id: edit.json.data.id });
    expect(review.json.data).toMatchObject({
      current: { id: v.id },
      entry: { status: 'published', href: `/application/baike/${v.entry_id}` },
    });
    const [oldBefore] = await t.db.select().from(baikeVersions).where(eq(baikeVersions.id, v.id));
    expect((await editor('/api/admin/baike/approve', await read(edit.json.data.id))).json.code).toBe(1);
    const [oldAfter] = await t.db.select().from(baikeVersions).where(eq(baikeVersions.id, v.id));
    expect(oldAfter).toEqual(oldBefore);
    const versions = await t.db.select().from(baikeVersions).where(eq(baikeVersions.entryId, v.entry_id));
    expect(versions.map((x) => x.state).sort()).toEqual(['published', 'published']);
    const [entry] = await t.db.select().from(baikeEntries).where(eq(baikeEntries.id, v.entry_id));
    expect(entry).toMatchObject({
      currentVersionId: edit.json.data.id,
      summary: '修改后的摘要，补充了主产区等信息。',
    });
    expect((await events()).at(-1)).toEqual({ id: v.entry_id, action: 'update', by: editorUid });
  });

  it('approval checks the title again: a second new entry with a now published title is refused', async () => {
    // Saved while the title was free? Here: submitted under a qualifier, then an approval of a clash is refused.
    const clash = await submitted({ title: '冲突麦', aliases: [] });
    await t.db.update(baikeVersions).set({ title: '测试麦' }).where(eq(baikeVersions.id, clash.id));
    expect((await editor('/api/admin/baike/approve', await read(clash.id))).json.msg).toBe(
      BAIKE_MSG.titleTaken('测试麦'),
    );
    expect((await t.db.select().from(baikeVersions).where(eq(baikeVersions.id, clash.id)))[0]!.state).toBe(
      'pending',
    );
  });

  it('withdraw removes the page (event unpublish), restore brings it back', async () => {
    expect((await editor('/api/admin/baike/restore', { id: v.entry_id })).json.msg).toBe(
      BAIKE_MSG.entryNotWithdrawn,
    );
    const off = await editor('/api/admin/baike/withdraw', { id: v.entry_id });
    expect(off.json).toMatchObject({ code: 1, data: { status: 'unpublished' } });
    expect((await events()).at(-1)).toEqual({ id: v.entry_id, action: 'unpublish', by: editorUid });
    expect((await editor('/api/admin/baike/withdraw', { id: v.entry_id })).json.msg).toBe(
      BAIKE_MSG.entryGone,
    );
    expect((await other('/api/baike/saveMyBaike', { ...draft(), entry_id: v.entry_id })).json.msg).toBe(
      BAIKE_MSG.entryNotPublished,
    );
    const on = await editor('/api/admin/baike/restore', { id: v.entry_id });
    expect(on.json).toMatchObject({ code: 1, data: { status: 'published' } });
    expect((await events()).at(-1)).toEqual({ id: v.entry_id, action: 'publish', by: editorUid });
  });
});

describe('refusal', () => {
  it('needs a reason; a refused version shows it, can be edited (a draft again) and resubmitted', async () => {
    const v = await submitted({ title: '退回麦', aliases: [] });
    expect((await editor('/api/admin/baike/refuse', { ...(await read(v.id)), reason: '' })).json.msg).toBe(
      BAIKE_MSG.reasonRequired,
    );
    const res = await editor('/api/admin/baike/refuse', { ...(await read(v.id)), reason: '缺少参考资料' });
    expect(res.json).toMatchObject({
      code: 1,
      data: { version: { state: 'refused', reason: '缺少参考资料', reviewer: { uid: editorUid } } },
    });
    const mine = await author('/api/baike/getMyBaike', { state: 'refused' });
    expect(mine.json.data.list[0]).toMatchObject({
      version_id: v.id,
      state_label: '未通过',
      reason: '缺少参考资料',
    });
    const edited = await author('/api/baike/saveMyBaike', {
      ...draft({ title: '退回麦', aliases: [] }),
      id: v.id,
    });
    expect(edited.json.data).toMatchObject({ state: 'draft', reason: '' });
    const again = await author('/api/baike/submitMyBaike', { id: v.id });
    expect(again.json.data.state).toBe('pending');
    expect(
      (await editor('/api/admin/baike/refuse', { ...(await read(v.id)), reason: '仍需补充' })).json.code,
    ).toBe(1);
    // A refused version may also be deleted by its author, not by another member.
    expect((await other('/api/baike/delMyBaike', { id: v.id })).json.msg).toBe(BAIKE_MSG.notYours);
    expect((await author('/api/baike/delMyBaike', { id: v.id })).json.code).toBe(1);
  });

  it('a draft cannot be approved or refused', async () => {
    const d = await author('/api/baike/saveMyBaike', draft({ title: '草稿麦', aliases: [] }));
    expect((await editor('/api/admin/baike/approve', await read(d.json.data.id))).json.msg).toBe(
      BAIKE_MSG.notPending,
    );
    expect(
      (await editor('/api/admin/baike/refuse', { ...(await read(d.json.data.id)), reason: '不' })).json.msg,
    ).toBe(BAIKE_MSG.notPending);
    expect((await editor('/api/admin/baike/get', { id: 999999 })).json.msg).toBe(BAIKE_MSG.versionGone);
  });
});
