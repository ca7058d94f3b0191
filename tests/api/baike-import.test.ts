/** The 农业百科 import family: entries upserted on (title, qualifier); a change is a new version, never an overwrite. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt } from 'drizzle-orm';
import { BAIKE_IMPORT_MSG, BAIKE_MSG } from '#lib/baike/messages.ts';
import { baikeEntries, baikeVersions, contentEvents } from '#server/db/schema/index.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { importEnds, uploadAs } from './imports-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
let editorUid: number;
let member: Caller;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  ({ call: editor, uid: editorUid } = await signedIn(t, 'bkimporter', 'editor'));
  ({ call: member } = await signedIn(t, 'bkimportmember'));
});
afterAll(() => t.close());

const HEADER = '词条名称,区分说明,别名,分类,摘要,信息框,正文,参考资料,关联(蔬菜/食物/HS/指标/标准),发布';
const SUMMARY = '导入词条是为测试导入而写的一段摘要文字。';
const BODY =
  '"## 概述\n这是第一段正文，讲述导入词条的来历与用途，足够五十个字以上，用来满足正文最短长度的要求。\n## 栽培\n第二段正文。"';
const row = (
  title: string,
  extra: Partial<Record<'summary' | 'body' | 'links' | 'publish' | 'category', string>> = {},
) =>
  [
    title,
    '',
    '别名甲、别名乙',
    extra.category ?? '谷类作物',
    extra.summary ?? SUMMARY,
    '学名：Testus importus；科属：禾本科',
    extra.body ?? BODY,
    '中国农业百科全书；农业农村部网站 https://www.moa.gov.cn/',
    extra.links ?? '/20080/1001/1021/GB/T 1536-2021',
    extra.publish ?? '是',
  ].join(',');

async function importRows(rows: string[], mode = 'good_rows') {
  const res = await uploadAs(editor, [HEADER, ...rows].join('\n'), 'baike.csv', mode, 'baike');
  expect(res.json).toMatchObject({ code: 1 });
  return importEnds(editor, res.json.data.id);
}

const entryOf = async (title: string) =>
  (await t.db.select().from(baikeEntries).where(eq(baikeEntries.title, title)))[0]!;
const versionsOf = async (id: number) =>
  t.db.select().from(baikeVersions).where(eq(baikeVersions.entryId, id)).orderBy(asc(baikeVersions.id));

describe('the baike import', () => {
  it('is listed for editors with its columns, and refused to a member', async () => {
    const res = await editor('/api/admin/import/families', {});
    const family = res.json.data.find((f: { key: string }) => f.key === 'baike');
    expect(family.label).toBe(BAIKE_IMPORT_MSG.label);
    expect(family.columns.map((c: { header: string }) => c.header)).toEqual(HEADER.split(','));
    expect((await uploadAs(member, `${HEADER}\n${row('甲')}`, 'a.csv', 'good_rows', 'baike')).status).toBe(
      403,
    );
  });

  it('adds a new entry as its first published version by the importing editor, with a content event', async () => {
    const [last] = await t.db.select({ id: contentEvents.id }).from(contentEvents).orderBy(contentEvents.id);
    const rec = await importRows([row('导入词条')]);
    expect(rec).toMatchObject({ status: 'done', inserted: 1, updated: 0, rows_bad: 0 });
    const e = await entryOf('导入词条');
    expect(e).toMatchObject({
      status: 'published',
      aliases: ['别名甲', '别名乙'],
      categoryId: 1101,
      links: { food: '20080', trade: '1001', indicator: 1021, standard: 'GB/T 1536-2021' },
    });
    const [v] = await versionsOf(e.id);
    expect(v).toMatchObject({ state: 'published', authorId: editorUid, reviewerId: editorUid });
    expect(v!.id).toBe(e.currentVersionId);
    expect(v!.infobox).toEqual([
      ['学名', 'Testus importus'],
      ['科属', '禾本科'],
    ]);
    expect(v!.contentHtml).toMatch(/^<h2>概述<\/h2><p>这是第一段正文/);
    expect(v!.references).toEqual([
      { title: '中国农业百科全书' },
      { title: '农业农村部网站', url: 'https://www.moa.gov.cn/' },
    ]);
    const events = await t.db
      .select()
      .from(contentEvents)
      .where(and(gt(contentEvents.id, last?.id ?? 0), eq(contentEvents.entity, 'baike')));
    expect(events.map((x) => [x.entityId, x.action])).toEqual([[e.id, 'publish']]);
  });

  it('gives a changed entry a new version on top of the current one and keeps the old; an unchanged one is left alone', async () => {
    const e = await entryOf('导入词条');
    const again = await importRows([row('导入词条')]);
    expect(again).toMatchObject({ inserted: 0, updated: 0 });
    const rec = await importRows([row('导入词条', { summary: '导入词条的摘要改过了，这是第二个版本。' })]);
    expect(rec).toMatchObject({ inserted: 0, updated: 1 });
    const versions = await versionsOf(e.id);
    expect(versions).toHaveLength(2);
    expect(versions[0]!.summary).toBe(SUMMARY);
    expect(versions[1]).toMatchObject({
      baseVersionId: versions[0]!.id,
      summary: '导入词条的摘要改过了，这是第二个版本。',
    });
    const after = await entryOf('导入词条');
    expect(after).toMatchObject({
      currentVersionId: versions[1]!.id,
      summary: '导入词条的摘要改过了，这是第二个版本。',
    });
  });

  it('withdraws an entry marked 发布 否 without a new version', async () => {
    const rec = await importRows([
      row('导入词条', { summary: '导入词条的摘要改过了，这是第二个版本。', publish: '否' }),
    ]);
    expect(rec).toMatchObject({ updated: 1 });
    const e = await entryOf('导入词条');
    expect(e.status).toBe('unpublished');
    expect(await versionsOf(e.id)).toHaveLength(2);
  });

  it('reports bad rows by their first line and column: unknown category, markup, a short body', async () => {
    const rec = await importRows(
      [
        row('坏分类', { category: '不存在的分类' }),
        row('坏摘要', { summary: '<script>alert(1)</script>这是一段摘要' }),
        row('坏正文', { body: '太短' }),
      ],
      'all_or_nothing',
    );
    expect(rec.status).toBe('refused');
    expect(rec.problems).toEqual([
      { line: 2, column: '分类', reason: BAIKE_IMPORT_MSG.categoryUnknown('不存在的分类') },
      { line: 6, column: '摘要', reason: BAIKE_MSG.scriptRefused },
      { line: 10, column: '正文', reason: BAIKE_MSG.bodyTooShort },
    ]);
  });
});
