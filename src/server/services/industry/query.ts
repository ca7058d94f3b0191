/**
 * getIndex, the query: indicators × regions × a period range → the cells held. The count is known before anything
 * is read (indicators × regions × periods) and refused over INDEX_MAX_CELLS; one indexed read answers the rest.
 */
import { and, between, inArray, sql } from 'drizzle-orm';
import { INDEX_MAX_CELLS } from '#lib/industry/limits.ts';
import { INDUSTRY_MSG } from '#lib/industry/messages.ts';
import { frequencyOf, periodCount, periodsBetween } from '#lib/industry/periods.ts';
import { cellIndex, seriesIndex } from '#lib/industry/cells.ts';
import type { IndexAnswer } from '#lib/industry/types.ts';
import type { IndustryIndexInput } from '#lib/industry/validators.ts';
import type { Db } from '#server/db/client.ts';
import { indicatorObservations } from '#server/db/schema/index.ts';
import { readCatalogue } from './catalogue.ts';
import { regionOf } from './regions.ts';

/** A query the store cannot answer, with the Chinese reason. */
export class IndexRefusal extends Error {}

export async function indexQuery(db: Db, input: IndustryIndexInput): Promise<IndexAnswer> {
  const c = await readCatalogue(db);
  const ids = [...new Set(input.indicators)];
  const chosen = ids.map((id) => {
    const i = c.indicatorById.get(id);
    if (!i) throw new IndexRefusal(INDUSTRY_MSG.unknownIndicator(id));
    return i;
  });
  const frequency = chosen[0]!.frequency;
  if (chosen.some((i) => i.frequency !== frequency)) throw new IndexRefusal(INDUSTRY_MSG.mixedFrequency);
  if (frequencyOf(input.from) !== frequency) throw new IndexRefusal(INDUSTRY_MSG.periodFrequency(frequency));
  const codes = [...new Set(input.regions)];
  const regions = codes.map((code) => {
    const r = regionOf(code);
    if (!r) throw new IndexRefusal(INDUSTRY_MSG.unknownRegion(code));
    return { code: r.code, name: r.name };
  });
  const count = chosen.length * regions.length * periodCount(input.from, input.to, frequency);
  if (count > INDEX_MAX_CELLS) throw new IndexRefusal(INDUSTRY_MSG.tooManyCells(count));
  const head = {
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
  if (input.countOnly) return { ...head, values: [], flags: {}, demoSeries: [], demo: false };
  const o = indicatorObservations;
  // One row of JSON rather than a row per cell: PGlite pays per row returned (3,100 rows: ~30 ms, this: a few).
  const [row] = await db
    .select({
      cells: sql<Row[] | null>`json_agg(json_build_array(
        ${o.indicatorId}, ${o.region}, ${o.period}, ${o.value}, ${o.flag}, ${o.isDemo}))`,
    })
    .from(o)
    .where(
      and(
        inArray(o.indicatorId, ids),
        inArray(o.region, codes),
        between(o.period, input.from, input.to),
        // 'YYYY' also sorts between 'YYYY-MM' forms: keep only the query's frequency (an import may hold several).
        sql`length(${o.period}) = ${input.from.length}`,
      ),
    );
  return { ...head, ...denseCells(head, row?.cells ?? []) };
}

type Row = [number, string, string, number, string, boolean];

/** The held rows laid into the dense answer (values by cellIndex, flags and demo series by index). */
function denseCells(head: Pick<IndexAnswer, 'indicators' | 'regions' | 'periods' | 'count'>, rows: Row[]) {
  const ind = new Map(head.indicators.map((x, i) => [x.id, i]));
  const reg = new Map(head.regions.map((x, i) => [x.code, i]));
  const per = new Map(head.periods.map((x, i) => [x, i]));
  const values: (number | null)[] = new Array<number | null>(head.count).fill(null);
  const flags: Record<string, string> = {};
  const demoSeries = new Set<number>();
  for (const [indicator, region, period, value, flag, demo] of rows) {
    const i = ind.get(indicator);
    const r = reg.get(region);
    const p = per.get(period);
    if (i === undefined || r === undefined || p === undefined) continue;
    const k = cellIndex(head, i, r, p);
    values[k] = value;
    if (flag) flags[k] = flag;
    if (demo) demoSeries.add(seriesIndex(head, i, r));
  }
  const series = [...demoSeries].sort((a, b) => a - b);
  return { values, flags, demoSeries: series, demo: series.length > 0 };
}
