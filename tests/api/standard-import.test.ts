/**
 * The standards import family (POST /api/admin/import/*, family `standard`): the columns of standards.csv by Chinese
 * or English headers, numbers however typed stored canonical, upsert on the number (no duplicate on a second file),
 * lineage rows, content events of the written standards and their lineage; bad rows reported by line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt, max } from 'drizzle-orm';
import { STD_IMPORT_MSG } from '#lib/standard/messages.ts';
import { FAMILY } from '#lib/pageFamilies.ts';
import { contentEvents, standardReplaces, standards } from '#server/db/schema/index.ts';
import { planFor } from '#server/services/publish/planner.ts';
import { signedIn } from './content-fixtures.ts';
import { importEnds, uploadAs } from './imports-fixtures.ts';
import { NOW, resetStandards } from './standard-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
let member: Caller;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  ({ call: editor } = await signedIn(t, 'stdeditor', 'editor'));
  ({ call: member } = await signedIn(t, 'stdmember'));
  await resetStandards(t.db);
});
afterAll(() => t.close());

const importCsv = async (csv: string, mode = 'good_rows') => {
  const res = await uploadAs(editor, csv, 'standards.csv', mode, 'standard');
  expect(res.json).toMatchObject({ code: 1 });
  return importEnds(editor, res.json.data.id);
};
const byNumber = async (number: string) =>
  (await t.db.select().from(standards).where(eq(standards.number, number)))[0];
const lastEventId = async () =>
  (await t.db.select({ id: max(contentEvents.id) }).from(contentEvents))[0]?.id ?? 0;
const standardEvents = async (from: number) =>
  (await t.db.select().from(contentEvents).where(gt(contentEvents.id, from))).filter(
    (e) => e.entity === 'standard',
  );
/** The detail pages a run plans for the events after `from`. */
const plannedPages = async (from: number) =>
  (
    await planFor(
      t.db,
      (await standardEvents(from)).map((e) => ({ entity: e.entity, entityId: e.entityId, before: null })),
    )
  ).now.families[FAMILY.standardDetail] as number[];
const idOf = async (number: string) => (await byNumber(number))!.id;

describe('standard import', () => {
  it('is an editor’s family, with the columns of standards.csv', async () => {
    const res = await editor('/api/admin/import/families', {});
    const family = res.json.data.find((f: { key: string }) => f.key === 'standard');
    expect(family.columns.map((c: { field: string }) => c.field)).toEqual([
      'number',
      'name',
      'name_en',
      'issued',
      'effective',
      'withdrawn',
      'replaces',
      'ccs',
      'ics',
      'department',
      'committee',
      'drafters',
      'concerns',
    ]);
    const refused = await uploadAs(member, 'number,name\nGB 1-2020,x\n', 'a.csv', 'good_rows', 'standard');
    expect(refused.json.code).not.toBe(1);
  });

  it('stores sloppy numbers canonical, with lineage, an event for the row and its chain’s pages planned', async () => {
    const from = await lastEventId();
    const csv = [
      'number,name,name_en,issued,effective,withdrawn,replaces,ccs,ics,department,committee,drafters,concerns',
      'gbt 99100—2026,测试导入标准,Imported,2026-01-02,2027-01-01,,gb/t 1351-2023|NY/T 391-2021,b22,67.060,,,甲单位|乙单位,小麦|面粉',
    ].join('\n');
    const done = await importCsv(csv);
    expect(done).toMatchObject({ status: 'done', inserted: 1, updated: 0 });
    const row = await byNumber('GB/T 99100-2026');
    expect(row).toMatchObject({
      prefix: 'GB/T',
      base: 'GB',
      code: '99100',
      year: '2026',
      type: 'national',
      ccs: 'B22',
    });
    expect(row!.drafters).toBe('甲单位|乙单位');
    const links = await t.db.select().from(standardReplaces).where(eq(standardReplaces.standardId, row!.id));
    expect(links.map((l) => l.replacedNumber).sort()).toEqual(['GB/T 1351-2023', 'NY/T 391-2021']);
    // The new neighbours are the planner's to find (from the row's event), not events of their own.
    expect((await standardEvents(from)).map((e) => e.entityId)).toEqual([row!.id]);
    const planned = await plannedPages(from);
    for (const n of ['GB/T 99100-2026', 'GB/T 1351-2023', 'GB 1351-2008', 'NY/T 391-2021'])
      expect(planned).toContain(await idOf(n));
  });

  it('updates on the canonical number instead of adding a second row, by Chinese headers too', async () => {
    const csv = [
      '标准号,标准名称,实施日期,代替标准',
      'GB/T 99100-2026,测试导入标准（修订）,2027-02-01,',
    ].join('\n');
    const from = await lastEventId();
    expect(await importCsv(csv)).toMatchObject({ inserted: 0, updated: 1 });
    // The neighbours it no longer replaces get events: after the write no lineage leads the planner to them.
    const touched = new Set((await standardEvents(from)).map((e) => e.entityId));
    for (const n of ['GB/T 99100-2026', 'GB/T 1351-2023', 'NY/T 391-2021'])
      expect(touched).toContain(await idOf(n));
    expect(await plannedPages(from)).toContain(await idOf('GB 1351-2008'));
    const row = await byNumber('GB/T 99100-2026');
    expect(row).toMatchObject({ name: '测试导入标准（修订）', effective: '2027-02-01' });
    expect(
      await t.db.select().from(standardReplaces).where(eq(standardReplaces.standardId, row!.id)),
    ).toEqual([]);
  });

  it('reports bad rows with their line and writes the good ones', async () => {
    const csv = [
      'number,name,effective,withdrawn,replaces',
      '不是标准号,名称,,,',
      'GB 99101-2026,,,,',
      'GB 99102-2026,名称,2026-02-30,,',
      'GB 99103-2026,名称,2026-05-01,2026-01-01,',
      'GB 99104-2026,名称,,,GB 99104-2026',
      'GB 99105-2026,好的一行,,,',
    ].join('\n');
    const done = await importCsv(csv);
    expect(done).toMatchObject({ inserted: 1 });
    const reasons = (done.problems as { line: number; reason: string }[]).map((e) => [e.line, e.reason]);
    expect(reasons).toEqual([
      [2, STD_IMPORT_MSG.numberInvalid],
      [3, STD_IMPORT_MSG.nameRequired],
      [4, STD_IMPORT_MSG.dateInvalid('实施日期')],
      [5, STD_IMPORT_MSG.withdrawnBeforeEffective],
      [6, STD_IMPORT_MSG.replacesItself],
    ]);
    expect(await byNumber('GB 99105-2026')).toBeDefined();
  });
});
