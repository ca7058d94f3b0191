/**
 * 农业专题's figures: a topic's year for a set of regions, ranked with their shares of the whole, and a region's
 * series over the years. Reads go by the observations' key (indicator, region, period).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { indicatorObservations } from '#server/db/schema/index.ts';
import { readCells } from '#server/services/industry/query.ts';
import type { AstFigure, AstRegionValue, AstSeriesPoint } from '#lib/ast/types.ts';

const o = indicatorObservations;

/** A year's values of the regions named, keyed by region (the indicator store's one read of cells). */
export async function valuesInYear(
  db: Db,
  indicatorId: number,
  regions: string[],
  year: string,
): Promise<Map<string, AstFigure>> {
  const head = {
    indicators: [{ id: indicatorId }],
    regions: regions.map((code) => ({ code })),
    periods: [year],
  };
  const cells = await readCells(db, { ...head, count: regions.length });
  const demo = new Set(cells.demoSeries);
  const out = new Map<string, AstFigure>();
  cells.values.forEach((value, r) => {
    if (value !== null) out.set(regions[r]!, { value, flag: cells.flags[r] ?? '', demo: demo.has(r) });
  });
  return out;
}

/** One region's yearly series, ascending. */
export async function seriesOf(db: Db, indicatorId: number, region: string): Promise<AstSeriesPoint[]> {
  const rows = await db
    .select({ year: o.period, value: o.value, flag: o.flag, demo: o.isDemo })
    .from(o)
    .where(and(eq(o.indicatorId, indicatorId), eq(o.region, region)))
    .orderBy(asc(o.period));
  return rows.filter((r) => /^\d{4}$/.test(r.year));
}

/**
 * The regions held, highest first, ranked 1…n (equal values share a rank); share of `whole` in percent, two
 * decimals, when the values add up (`additive`) and the whole is known.
 */
export function ranked(
  regions: { adcode: string; name: string }[],
  values: Map<string, AstFigure>,
  whole: number | null,
  additive: boolean,
): AstRegionValue[] {
  const held = regions
    .filter((r) => values.has(r.adcode))
    .map((r) => ({ ...r, ...values.get(r.adcode)! }))
    .sort((a, b) => b.value - a.value || a.adcode.localeCompare(b.adcode));
  let rank = 0;
  return held.map((r, i) => {
    if (i === 0 || held[i - 1]!.value !== r.value) rank = i + 1;
    const share = additive && whole ? Math.round((r.value / whole) * 10_000) / 100 : null;
    return { adcode: r.adcode, name: r.name, value: r.value, flag: r.flag, demo: r.demo, rank, share };
  });
}
