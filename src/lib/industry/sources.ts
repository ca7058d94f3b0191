/**
 * Where 数据检索's figures come from, said as the export says it: per indicator, the regions whose series are
 * official (with the indicator's source) and those holding generated demo data, never the source for demo values;
 * and an indicator's definition only when the reference data gives one that is more than its name.
 */
import { cellIndex, seriesIndex } from './cells.ts';
import type { IndexAnswer } from './types.ts';

export interface SeriesSource {
  indicator: { name: string; unit: string; source: string };
  /** Regions whose series hold official values (none of them demo). */
  official: string[];
  /** Regions whose series hold generated demo values. */
  demo: string[];
}

type Answer = Pick<IndexAnswer, 'indicators' | 'regions' | 'periods' | 'values' | 'demoSeries'>;

/** Per indicator, its held series split into official and demo (the export's 数据性质 rule). */
export function seriesSources(a: Answer): SeriesSource[] {
  const demo = new Set(a.demoSeries);
  return a.indicators.map((indicator, i) => {
    const out: SeriesSource = { indicator, official: [], demo: [] };
    a.regions.forEach((reg, r) => {
      if (demo.has(seriesIndex(a, i, r))) out.demo.push(reg.name);
      else if (a.periods.some((_, p) => a.values[cellIndex(a, i, r, p)] != null)) out.official.push(reg.name);
    });
    return out;
  });
}

/** Punctuation and spaces do not make a name into a definition. */
const bare = (s: string) => s.replace(/[\s，。、；：,.;:（）()]/g, '');

/** The definition to show: none when the reference data has none, or only repeats the indicator's name. */
export const indicatorDefinition = (i: { name: string; definition?: string | null }): string => {
  const d = (i.definition ?? '').trim();
  return d && bare(d) !== bare(i.name) ? d : '';
};
