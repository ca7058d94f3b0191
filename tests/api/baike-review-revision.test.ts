/**
 * An editor's 通过/退回 acts on the revision the review screen showed: a version recalled, changed and resubmitted
 * under the same id after the editor opened it is refused with 内容已变更，请重新审核 and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import type { Db } from '#server/db/client.ts';
import { baikeEntries, baikeVersions, contentEvents } from '#server/db/schema/index.ts';
import { recallMyBaike, submitMyBaike } from '#server/services/baike/versionsMove.ts';
import { Refusal } from '#server/core/refusal.ts';
import { approveVersion } from '#server/services/baike/versionsReview.ts';
import { saveMyBaike } from '#server/services/baike/versionsSave.ts';
import { baikeDraftSchema } from '#lib/baike/validators.ts';
import { draft, publishedEntry } from './baike-fixtures.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let author: Caller;
let authorUid: number;
let editor: Caller;
let editorUid: number;
let entryId: number;

const HARMLESS = '补充了小麦的主要产区和播种时间，供种植户参考。';
const ADVERT = '高效剧毒农药低价直销，甲胺磷对氧磷现货，量大从优，欢迎来电。';

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  ({ call: author, uid: authorUid } = await signedIn(t, 'rvnauthor'));
  ({ call: editor, uid: editorUid } = await signedIn(t, 'rvneditor', 'editor'));
  const other = (await signedIn(t, 'rvnfirst')).call;
  ({ entry: entryId } = await publishedEntry(other, editor, { title: '修订麦', aliases: [] }));
});
afterAll(() => t.close());

const entryRow = async () => (await t.db.select().from(baikeEntries).where(eq(baikeEntries.id, entryId)))[0]!;
const versionOf = async (id: number) =>
  (await t.db.select().from(baikeVersions).where(eq(baikeVersions.id, id)))[0]!;
const entryEvents = async () =>
  (
    await t.db
      .select()
      .from(contentEvents)
      .where(and(eq(contentEvents.entity, 'baike'), eq(contentEvents.entityId, entryId)))
  ).length;
const edit = (summary: string, over: Record<string, unknown> = {}) => ({
  ...draft({ title: '修订麦', aliases: [], summary, note: '补充摘要' }),
  ...over,
});

describe('approval of exactly what was reviewed', () => {
  it('refuses the swap: submit, editor reads, recall, edit, resubmit, approve the old revision', async () => {
    const sent = await author('/api/baike/saveMyBaike', {
      ...edit(HARMLESS),
      entry_id: entryId,
      submit: true,
    });
    expect(sent.json.data).toMatchObject({ state: 'pending' });
    const id = sent.json.data.id as number;

    const opened = await editor('/api/admin/baike/get', { id });
    expect(opened.json.data).toMatchObject({ version: { summary: HARMLESS } });

    // Behind the editor's back: the same version id, other text.
    expect((await author('/api/baike/recallMyBaike', { id })).json.data).toMatchObject({ state: 'draft' });
    expect((await author('/api/baike/saveMyBaike', { ...edit(ADVERT), id })).json.data.state).toBe('draft');
    expect((await author('/api/baike/submitMyBaike', { id })).json.data.state).toBe('pending');

    const entryBefore = await entryRow();
    const eventsBefore = await entryEvents();
    const approve = await editor('/api/admin/baike/approve', { id, revision: opened.json.data.revision });
    expect(approve.json).toMatchObject({ code: 0, msg: '内容已变更，请重新审核' });
    expect(BAIKE_MSG.revisionChanged).toBe('内容已变更，请重新审核');
    const refuse = await editor('/api/admin/baike/refuse', {
      id,
      revision: opened.json.data.revision,
      reason: '不通过',
    });
    expect(refuse.json).toMatchObject({ code: 0, msg: BAIKE_MSG.revisionChanged });
    expect(await entryRow()).toEqual(entryBefore);
    expect(await entryEvents()).toBe(eventsBefore);
    expect(await versionOf(id)).toMatchObject({ state: 'pending', summary: ADVERT, reason: '' });

    // Reopened, the editor reads the new text at its new revision; approving that one publishes what was read.
    const reread = await editor('/api/admin/baike/get', { id });
    expect(reread.json.data).toMatchObject({ revision: 4, version: { summary: ADVERT } });
    const ok = await editor('/api/admin/baike/approve', { id, revision: reread.json.data.revision });
    expect(ok.json).toMatchObject({ code: 1, data: { version: { state: 'published', summary: ADVERT } } });
    expect(await entryRow()).toMatchObject({ currentVersionId: id, summary: ADVERT });
    expect(await entryEvents()).toBe(eventsBefore + 1);
  });

  it('requires the revision: 通过 and 退回 without one are refused and change nothing', async () => {
    const sent = await author('/api/baike/saveMyBaike', {
      ...edit(HARMLESS),
      entry_id: entryId,
      submit: true,
    });
    const id = sent.json.data.id as number;
    for (const body of [{ id }, { id, revision: 0 }, { id, revision: 'x' }])
      expect((await editor('/api/admin/baike/approve', body)).json).toMatchObject({
        code: 0,
        msg: BAIKE_MSG.revisionChanged,
      });
    expect((await editor('/api/admin/baike/refuse', { id, reason: '缺少来源' })).json.msg).toBe(
      BAIKE_MSG.revisionChanged,
    );
    expect(await versionOf(id)).toMatchObject({ state: 'pending', revision: 1 });
    // Tidy for the next test: the author takes it back (one pending edit at a time is not a rule, but keeps it clear).
    await author('/api/baike/recallMyBaike', { id });
  });

  it('recalling and resubmitting unchanged text is a new revision too; a save alone is one', async () => {
    const sent = await author('/api/baike/saveMyBaike', { ...edit(HARMLESS), entry_id: entryId });
    const id = sent.json.data.id as number;
    expect(sent.json.data.revision).toBe(1);
    expect((await author('/api/baike/saveMyBaike', { ...edit(HARMLESS), id })).json.data.revision).toBe(2);
    expect((await author('/api/baike/submitMyBaike', { id })).json.data.revision).toBe(3);
    await author('/api/baike/recallMyBaike', { id });
    expect((await author('/api/baike/submitMyBaike', { id })).json.data.revision).toBe(5);
    expect((await editor('/api/admin/baike/approve', { id, revision: 3 })).json.msg).toBe(
      BAIKE_MSG.revisionChanged,
    );
    // 退回 of the revision read works, and names it in the answer.
    const refused = await editor('/api/admin/baike/refuse', { id, revision: 5, reason: '请补充参考资料' });
    expect(refused.json).toMatchObject({ code: 1, data: { revision: 5, version: { state: 'refused' } } });
  });

  it('a resubmit racing the approval: the check is the UPDATE itself, so the approval is refused', async () => {
    const sent = await author('/api/baike/saveMyBaike', {
      ...edit(HARMLESS),
      entry_id: entryId,
      submit: true,
    });
    const id = sent.json.data.id as number;
    const entryBefore = await entryRow();
    const eventsBefore = await entryEvents();
    const later = new Date(NOW.getTime() + 1000);
    // The author's recall, edit and resubmit land after the approval's reads, before its transaction writes.
    const racing = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
        return async (work: (tx: Db) => Promise<unknown>) => {
          await recallMyBaike(t.db, authorUid, id, later);
          await saveMyBaike(t.db, authorUid, baikeDraftSchema.parse({ ...edit(ADVERT), id }), later);
          await submitMyBaike(t.db, authorUid, id, later);
          return target.transaction(work as never);
        };
      },
    }) as Db;
    await expect(approveVersion(racing, editorUid, id, 1, later)).rejects.toThrow(
      new Refusal(BAIKE_MSG.revisionChanged),
    );
    expect(await entryRow()).toEqual(entryBefore);
    expect(await entryEvents()).toBe(eventsBefore);
    expect(await versionOf(id)).toMatchObject({ state: 'pending', summary: ADVERT, reviewerId: null });
  });
});
