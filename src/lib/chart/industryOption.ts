/**
 * 数据检索's chart: getIndex's answer as lines (periods on the x axis, a line per indicator × region), capped to a
 * readable number of lines; the same line chart every application draws (lineOption).
 */
import { cellIndex } from '#lib/industry/cells.ts';
import { periodLabel } from '#lib/industry/table.ts';
import type { IndexAnswer } from '#lib/industry/types.ts';
import { lineOption, type LineChartInput } from './lineOption.ts';

/** More lines than this are unreadable (and the palette has ten colours). */
export const RETRIEVAL_CHART_MAX_LINES = 10;

export interface RetrievalChart {
  input: LineChartInput;
  /** Lines in the answer; more than the input's when capped. */
  total: number;
}

type Answer = Pick<IndexAnswer, 'indicators' | 'regions' | 'periods' | 'values'>;

export function retrievalChartInput(a: Answer, max = RETRIEVAL_CHART_MAX_LINES): RetrievalChart {
  const units = [...new Set(a.indicators.map((i) => i.unit))];
  const oneIndicator = a.indicators.length === 1;
  const oneRegion = a.regions.length === 1;
  const lines: LineChartInput['lines'] = [];
  a.indicators.forEach((ind, i) =>
    a.regions.forEach((reg, r) => {
      if (lines.length >= max) return;
      // A line's name says only what varies between the lines (and the unit when units differ).
      const indName = units.length > 1 ? `${ind.name}（${ind.unit}）` : ind.name;
      const name = oneIndicator ? reg.name : oneRegion ? indName : `${reg.name} · ${indName}`;
      lines.push({ name, values: a.periods.map((_, p) => a.values[cellIndex(a, i, r, p)] ?? null) });
    }),
  );
  return {
    input: {
      x: a.periods.map(periodLabel),
      lines,
      unit: units.length === 1 ? units[0] : '',
      decimals: 2,
      zoomAbove: 60,
    },
    total: a.indicators.length * a.regions.length,
  };
}

/** The line chart with its legend on one scrolling row: names like 河南省 · 粮食产量 wrap over the plot on a phone. */
export function retrievalLineOption(input: LineChartInput): Record<string, unknown> {
  const option = lineOption(input);
  const legend = option.legend as Record<string, unknown>;
  return legend.show ? { ...option, legend: { ...legend, type: 'scroll', right: 0 } } : option;
}

export const industryOption = (a: Answer, max = RETRIEVAL_CHART_MAX_LINES) =>
  retrievalLineOption(retrievalChartInput(a, max).input);
