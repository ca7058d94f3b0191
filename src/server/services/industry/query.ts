/**
 * getIndex, the query: indicators × regions × a period range → the cells held. The count is known before anything
 * is read (indicators × regions × periods) and refused over INDEX_MAX_CELLS; one indexed read of the series rollup
 * answers the rest.
 */
import { and, eq, sql } from 'drizzle-orm';
import { INDEX_MAX_CELLS } from '#lib/industry/limits.ts';
import { INDUSTRY_MSG } from '#lib/industry/messages.ts';
import { frequencyOf, periodCount, periodsBetween } from '#lib/industry/periods.ts';
import { cellIndex, seriesIndex } from '#lib/industry/cells.ts';
import type { IndexAnswer } from '#lib/industry/types.ts';
import type { IndustryIndexInput } from '#lib/industry/validators.ts';
import { arrayLiteral } from '#server/db/arrays.ts';
import type { Db } from '#server/db/client.ts';
import { Refusal } from '#server/core/refusal.ts';
import { indicatorSeries } from '#server/db/schema/index.ts';
import { readCatalogue } from './catalogue.ts';
import { regionOf } from './regions.ts';

/** What a query reads, checked against the catalogue (the cell count is known before anything is read). */
export type QueryHead = Pick<IndexAnswer, 'indicators' | 'regions' | 'periods' | 'count'>;

/**
 * A query's indicators, regions and periods as the catalogue knows them, or a Refusal with the Chinese reason
 * (unknown indicator or region, mixed frequency, periods of another frequency). No cell cap: each caller has its own.
 */
export async function resolveQuery(
  db: Db,
  input: Pick<IndustryIndexInput, 'indicators' | 'regions' | 'from' | 'to'>,
): Promise<QueryHead> {
  const c = await readCatalogue(db);
  const ids = [...new Set(input.indicators)];
  const chosen = ids.map((id) => {
    const i = c.indicatorById.get(id);
    if (!i) throw new Refusal(INDUSTRY_MSG.unknownIndicator(id));
    return i;
  });
  const frequency = chosen[0]!.frequency;
  if (chosen.some((i) => i.frequency !== frequency)) throw new Refusal(INDUSTRY_MSG.mixedFrequency);
  if (frequencyOf(input.from) !== frequency) throw new Refusal(INDUSTRY_MSG.periodFrequency(frequency));
  const codes = [...new Set(input.regions)];
  const regions = codes.map((code) => {
    const r = regionOf(code);
    if (!r) throw new Refusal(INDUSTRY_MSG.unknownRegion(code));
    return { code: r.code, name: r.name };
  });
  const count = chosen.length * regions.length * periodCount(input.from, input.to, frequency);
  return {
    indicators: chosen.map(({ id, name, unit, frequency: f, source }) => ({
      id,
      name,
      unit,
      frequency: f,
      source,
    })),
    regions,
    periods: periodsBetween(input.from, input.to, frequency),
    count,
  };
}

export async function indexQuery(db: Db, input: IndustryIndexInput): Promise<IndexAnswer> {
  const head = await resolveQuery(db, input);
  if (head.count > INDEX_MAX_CELLS) throw new Refusal(INDUSTRY_MSG.tooManyCells(head.count));
  if (input.countOnly) return { ...head, values: [], flags: {}, demoSeries: [], demo: false };
  return { ...head, ...(await readCells(db, head)) };
}

/** What reading cells needs of a query: the ids, codes and periods in the answer's order, and their product. */
export interface CellsHead {
  indicators: { id: number }[];
  regions: { code: string }[];
  periods: string[];
  count: number;
}

/**
 * The cells of a head (a whole query, one slice of the export's rows, 农业专题's regions in a year) in one indexed
 * read of the series rollup (indicator_series, kept by migration 0030's triggers), laid out dense (values by
 * cellIndex, flags and demo series by index).
 */
export async function readCells(db: Db, head: CellsHead) {
  const s = indicatorSeries;
  // One row of JSON holding a prebuilt array per series: PGlite pays per row returned and per value built (5×31×20
  // cells: 3,100 arrays built per call from the observations, 155 series embedded as stored from the rollup). As
  // text, parsed once here: PGlite's thread would parse it and copy the objects across.
  const [row] = await db
    .select({
      series: sql<string | null>`json_agg(json_build_array(${s.indicatorId}, ${s.region}, ${s.cells}))::text`,
    })
    .from(s)
    .where(
      and(
        sql`${s.indicatorId} = any(${arrayLiteral(head.indicators.map((i) => i.id))}::int[])`,
        sql`${s.region} = any(${arrayLiteral(head.regions.map((r) => r.code))}::varchar[])`,
        // The query's frequency only: 'YYYY' also sorts between 'YYYY-MM' forms (an import may hold several).
        eq(s.len, head.periods[0]!.length),
      ),
    );
  return denseCells(head, row?.series ? (JSON.parse(row.series) as Series[]) : []);
}

type Cell = [period: string, value: number, flag: string, demo: boolean];
type Series = [indicator: number, region: string, cells: Cell[]];

/** The held rows laid into the dense answer (values by cellIndex, flags and demo series by index). */
function denseCells(head: CellsHead, held: Series[]) {
  const ind = new Map(head.indicators.map((x, i) => [x.id, i]));
  const reg = new Map(head.regions.map((x, i) => [x.code, i]));
  const per = new Map(head.periods.map((x, i) => [x, i]));
  const values: (number | null)[] = new Array<number | null>(head.count).fill(null);
  const flags: Record<string, string> = {};
  const demoSeries = new Set<number>();
  for (const [indicator, region, cells] of held) {
    const i = ind.get(indicator);
    const r = reg.get(region);
    if (i === undefined || r === undefined) continue;
    // A series holds every period it has; the head's range keeps those of the query.
    for (const [period, value, flag, demo] of cells) {
      const p = per.get(period);
      if (p === undefined) continue;
      const k = cellIndex(head, i, r, p);
      values[k] = value;
      if (flag) flags[k] = flag;
      if (demo) demoSeries.add(seriesIndex(head, i, r));
    }
  }
  const series = [...demoSeries].sort((a, b) => a - b);
  return { values, flags, demoSeries: series, demo: series.length > 0 };
}
