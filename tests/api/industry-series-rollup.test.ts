/**
 * getIndex reads the series rollup (indicator_series, migration 0030) instead of a row per cell: its answers stay
 * byte for byte those of the observations, after inserts, updates (a value, a flag, a key), deletes and a truncate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { cellIndex, cellsOf, seriesIndex } from '#lib/industry/cells.ts';
import type { IndexAnswer } from '#lib/industry/types.ts';
import { arrayLiteral } from '#server/db/arrays.ts';
import { indicatorObservations, indicatorSeries } from '#server/db/schema/index.ts';
import { readCells, resolveQuery, type CellsHead } from '#server/services/industry/query.ts';
import { NOW } from './content-fixtures.ts';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ now: () => NOW });
});
afterAll(() => t.close());

const o = indicatorObservations;
type Row = [number, string, string, number, string, boolean];

/** The cells as getIndex read them before the rollup: one array per observation, laid out dense the same way. */
async function fromObservations(head: CellsHead) {
  const from = head.periods[0]!;
  const to = head.periods[head.periods.length - 1]!;
  const [row] = await t.db
    .select({
      cells: sql<Row[] | null>`json_agg(json_build_array(
        ${o.indicatorId}, ${o.region}, ${o.period}, ${o.value}, ${o.flag}, ${o.isDemo}))`,
    })
    .from(o)
    .where(
      and(
        sql`${o.indicatorId} = any(${arrayLiteral(head.indicators.map((i) => i.id))}::int[])`,
        sql`${o.region} = any(${arrayLiteral(head.regions.map((r) => r.code))}::varchar[])`,
        sql`${o.period} between ${from} and ${to} and length(${o.period}) = ${from.length}`,
      ),
    );
  const ind = new Map(head.indicators.map((x, i) => [x.id, i]));
  const reg = new Map(head.regions.map((x, i) => [x.code, i]));
  const per = new Map(head.periods.map((x, i) => [x, i]));
  const values = new Array<number | null>(head.count).fill(null);
  const flags: Record<string, string> = {};
  const demo = new Set<number>();
  for (const [indicator, region, period, value, flag, isDemo] of row?.cells ?? []) {
    const [i, r, p] = [ind.get(indicator)!, reg.get(region)!, per.get(period)!];
    const k = cellIndex(head, i, r, p);
    values[k] = value;
    if (flag) flags[k] = flag;
    if (isDemo) demo.add(seriesIndex(head, i, r));
  }
  const demoSeries = [...demo].sort((a, b) => a - b);
  return { values, flags, demoSeries, demo: demoSeries.length > 0 };
}

const QUERIES = [
  { indicators: [1021, 1001], regions: ['410000', '370000', '000000'], from: '2019', to: '2023' },
  { indicators: [1021], regions: ['410000'], from: '2021', to: '2021' },
  { indicators: [1021, 1001], regions: ['370000', '410000'], from: '1990', to: '2030' },
];

async function expectSameAnswers() {
  for (const q of QUERIES) {
    const head = await resolveQuery(t.db, q);
    expect(JSON.stringify(await readCells(t.db, head))).toBe(JSON.stringify(await fromObservations(head)));
  }
}

describe('the series rollup behind getIndex', () => {
  it('answers as the observations do after inserts, updates, deletes and a truncate', async () => {
    await t.db.delete(o).where(sql`${o.indicatorId} in (1001, 1021) and ${o.region} in ('410000', '370000')`);
    const rows = [2019, 2020, 2021, 2022, 2023].flatMap((year) => [
      { indicatorId: 1021, region: '410000', period: String(year), value: 3500 + year / 7, flag: '' },
      { indicatorId: 1021, region: '370000', period: String(year), value: 2600.1, isDemo: year === 2020 },
    ]);
    // A year the query skips, a month among the years and a flag: the rollup keeps the frequency apart.
    await t.db
      .insert(o)
      .values([
        ...rows,
        { indicatorId: 1001, region: '410000', period: '2021', value: 0.1 + 0.2, flag: '初步数' },
        { indicatorId: 1001, region: '410000', period: '2021-06', value: 12 },
        { indicatorId: 1001, region: '370000', period: '2018', value: 1e-7 },
      ]);
    const answer = (await t.call('/api/industry/getIndex', QUERIES[0])).json.data as IndexAnswer;
    expect(cellsOf(answer).filter((c) => c.region !== '000000')).toHaveLength(11);
    expect(cellsOf(answer)).toContainEqual({
      indicator: 1001,
      region: '410000',
      period: '2021',
      value: 0.1 + 0.2,
      flag: '初步数',
      demo: false,
    });
    await expectSameAnswers();

    await t.db
      .update(o)
      .set({ value: 1.5, flag: '估计数' })
      .where(and(eq(o.indicatorId, 1021), eq(o.region, '410000'), eq(o.period, '2022')));
    // A key moved: the series it left and the one it joined are both rebuilt.
    await t.db
      .update(o)
      .set({ region: '410000', isDemo: true })
      .where(and(eq(o.indicatorId, 1001), eq(o.region, '370000')));
    await t.db.delete(o).where(and(eq(o.indicatorId, 1021), eq(o.region, '370000'), eq(o.period, '2023')));
    await expectSameAnswers();

    await t.db.delete(o).where(and(eq(o.indicatorId, 1021), eq(o.region, '370000')));
    const gone = await t.db
      .select()
      .from(indicatorSeries)
      .where(and(eq(indicatorSeries.indicatorId, 1021), eq(indicatorSeries.region, '370000')));
    expect(gone).toEqual([]);
    await expectSameAnswers();

    await t.db.execute(sql`truncate ${o}`);
    expect(await t.db.select().from(indicatorSeries)).toEqual([]);
    await expectSameAnswers();
  });
});
