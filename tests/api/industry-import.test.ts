/** The indicator import family: long-layout rows upserted by indicator × region × period; the cached answers follow. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { contentEvents, indicatorObservations } from '#server/db/schema/index.ts';
import { INDUSTRY_IMPORT_MSG, INDUSTRY_MSG } from '#lib/industry/messages.ts';
import { cellsOf } from '#lib/industry/cells.ts';
import type { IndexAnswer } from '#lib/industry/types.ts';
import { INDICATOR_FLAGS } from '#lib/industry/validators.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { importEnds, uploadAs } from './imports-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
let member: Caller;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  ({ call: editor } = await signedIn(t, 'indeditor', 'editor'));
  ({ call: member } = await signedIn(t, 'indmember'));
});
afterAll(() => t.close());

const HEADER = '指标,地区,时期,数值,标记';

async function importRows(lines: string[], mode = 'good_rows') {
  const res = await uploadAs(editor, [HEADER, ...lines].join('\n'), 'values.csv', mode, 'indicator');
  expect(res.json).toMatchObject({ code: 1 });
  return importEnds(editor, res.json.data.id);
}

const query = (regions: string[], from = '2023', to = '2023') =>
  t.call('/api/industry/getIndex', { indicators: [1021], regions, from, to });

describe('the indicator import', () => {
  it('is listed for editors with the long layout, and refused to a member', async () => {
    const res = await editor('/api/admin/import/families', {});
    const family = res.json.data.find((f: { key: string }) => f.key === 'indicator');
    expect(family.columns.map((c: { header: string }) => c.header)).toEqual([
      '指标',
      '地区',
      '时期',
      '数值',
      '标记',
    ]);
    expect(
      (await uploadAs(member, `${HEADER}\n小麦产量,河南,2023,1,`, 'a.csv', 'good_rows', 'indicator')).status,
    ).toBe(403);
  });

  it('writes values by name or code, logs one industry event and drops the cached query', async () => {
    const before = await query(['410000', '370000']);
    expect(cellsOf(before.json.data as IndexAnswer)).toEqual([]);
    const [last] = await t.db.select({ id: contentEvents.id }).from(contentEvents).orderBy(contentEvents.id);
    const rec = await importRows([
      '小麦产量,河南省,2023,3602.5,',
      '1021,370000,2023,2675.9,初步数',
      '小麦产量,郑州,2023,,',
    ]);
    expect(rec).toMatchObject({ status: 'done', inserted: 2, rows_bad: 1 });
    expect(rec.problems).toEqual([{ line: 4, column: '数值', reason: INDUSTRY_IMPORT_MSG.valueInvalid }]);
    const events = await t.db
      .select()
      .from(contentEvents)
      .where(and(eq(contentEvents.entity, 'industry'), gt(contentEvents.id, last?.id ?? 0)));
    expect(events).toHaveLength(1);
    const after = await query(['410000', '370000']);
    expect(cellsOf(after.json.data as IndexAnswer)).toEqual([
      { indicator: 1021, region: '410000', period: '2023', value: 3602.5, flag: '', demo: false },
      { indicator: 1021, region: '370000', period: '2023', value: 2675.9, flag: '初步数', demo: false },
    ]);
    // Again: the value replaces the one held (updated, not a second row).
    const again = await importRows(['小麦产量,河南,2023,3610,']);
    expect(again).toMatchObject({ status: 'done', inserted: 0, updated: 1 });
    const rows = await t.db
      .select()
      .from(indicatorObservations)
      .where(eq(indicatorObservations.region, '410000'));
    expect(rows.map((r) => r.value)).toEqual([3610]);
  });

  it('refuses an unknown indicator or region, a period in the wrong frequency and an unknown flag, line by line', async () => {
    const rec = await importRows(
      [
        '小麦产量,河北省,2022,1500,',
        '小麦总产,河北省,2022,1,',
        '小麦产量,火星,2022,1,',
        '小麦产量,河北省,2022-05,1,',
        '小麦产量,河北省,2022Q5,1,',
        '小麦产量,河北省,2021,1,终值',
      ],
      'all_or_nothing',
    );
    expect(rec.status).toBe('refused');
    expect(rec.problems).toEqual([
      { line: 3, column: '指标', reason: INDUSTRY_IMPORT_MSG.unknownIndicator('小麦总产') },
      { line: 4, column: '地区', reason: INDUSTRY_IMPORT_MSG.unknownRegion('火星') },
      { line: 5, column: '时期', reason: INDUSTRY_IMPORT_MSG.periodFrequency('小麦产量', '年度') },
      { line: 6, column: '时期', reason: INDUSTRY_MSG.badPeriod },
      { line: 7, column: '标记', reason: INDUSTRY_IMPORT_MSG.flagInvalid(INDICATOR_FLAGS) },
    ]);
    expect(
      await t.db.select().from(indicatorObservations).where(eq(indicatorObservations.region, '130000')),
    ).toEqual([]);
  });
});

describe('the indicator import, wide layout', () => {
  it('reads a column per period as rows, blank cells skipped, a bad cell reported on its line', async () => {
    const csv = [
      '指标,地区,2021年,2022年,2023年',
      '玉米产量,吉林省,3039.8,,3186.9',
      '玉米产量,辽宁省,abc,1900,',
    ].join('\n');
    const res = await uploadAs(editor, csv, 'wide.csv', 'good_rows', 'indicator');
    const rec = await importEnds(editor, res.json.data.id);
    expect(rec).toMatchObject({ status: 'done', inserted: 3, rows_bad: 1 });
    expect(rec.problems).toEqual([{ line: 3, column: '数值', reason: INDUSTRY_IMPORT_MSG.valueInvalid }]);
    const got = await t.call('/api/industry/getIndex', {
      indicators: [1031],
      regions: ['220000', '210000'],
      from: '2021',
      to: '2023',
    });
    expect(cellsOf(got.json.data as IndexAnswer).map((c) => [c.region, c.period, c.value])).toEqual([
      // In the order asked: 220000 first.
      ['220000', '2021', 3039.8],
      ['220000', '2023', 3186.9],
      ['210000', '2022', 1900],
    ]);
  });
});
