/**
 * Where 数据检索's figures come from, said as the export says it: per indicator, the regions whose series are
 * official (with the indicator's source) and those holding generated demo data, never the source for demo values;
 * and an indicator's definition only when the reference data gives one that is more than its name.
 */
import { cellIndex, seriesIndex } from './cells.ts';
import { RETRIEVAL_MSG } from './messages.ts';
import type { HeldSources, IndexAnswer } from './types.ts';

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

/**
 * The indicator picker's 来源 by the same rule, before regions are chosen: the levels holding official values with
 * the indicator's source, those holding generated values as 演示数据 (全国（国家统计局）；分省、地市（演示数据）).
 */
export function heldSourceText(held: HeldSources, source: string): { text: string; demo: boolean } {
  const names = (levels: HeldSources['official']) => levels.map((l) => RETRIEVAL_MSG.levelName[l]);
  const parts = [
    ...(held.official.length ? [RETRIEVAL_MSG.sourceOfficial(names(held.official), source)] : []),
    ...(held.demo.length ? [RETRIEVAL_MSG.pickerDemo(names(held.demo))] : []),
  ];
  return { text: parts.join('；') || RETRIEVAL_MSG.pickerNoValues, demo: held.demo.length > 0 };
}

/** Punctuation and spaces do not make a name into a definition. */
const bare = (s: string) => s.replace(/[\s，。、；：,.;:（）()]/g, '');

/** The definition to show: none when the reference data has none, or only repeats the indicator's name. */
export const indicatorDefinition = (i: { name: string; definition?: string | null }): string => {
  const d = (i.definition ?? '').trim();
  return d && bare(d) !== bare(i.name) ? d : '';
};
