/**
 * 数据检索's chart: getIndex's answer as lines (periods on the x axis, a line per indicator × region), capped to a
 * readable number of lines; the same line chart every application draws (lineOption). 全国 beside provinces is drawn
 * on its own right axis: on one axis its totals flatten every province to the floor.
 */
import { cellIndex } from '#lib/industry/cells.ts';
import { NATIONAL_REGION } from '#lib/industry/limits.ts';
import { RETRIEVAL_MSG } from '#lib/industry/messages.ts';
import { periodLabel } from '#lib/industry/table.ts';
import type { IndexAnswer } from '#lib/industry/types.ts';
import { lineOption, type LineChartInput } from './lineOption.ts';

/** More lines than this are unreadable (and the palette has ten colours). */
export const RETRIEVAL_CHART_MAX_LINES = 10;

export interface RetrievalChart {
  input: LineChartInput;
  /** Lines in the answer; more than the input's when capped. */
  total: number;
  /** Per line: drawn on the right axis (全国 when regions are drawn beside it). */
  right: boolean[];
}

type Answer = Pick<IndexAnswer, 'indicators' | 'regions' | 'periods' | 'values'>;

export function retrievalChartInput(a: Answer, max = RETRIEVAL_CHART_MAX_LINES): RetrievalChart {
  const units = [...new Set(a.indicators.map((i) => i.unit))];
  const oneIndicator = a.indicators.length === 1;
  const oneRegion = a.regions.length === 1;
  const split = a.regions.length > 1 && a.regions.some((reg) => reg.code === NATIONAL_REGION);
  const lines: LineChartInput['lines'] = [];
  const right: boolean[] = [];
  a.indicators.forEach((ind, i) =>
    a.regions.forEach((reg, r) => {
      if (lines.length >= max) return;
      const onRight = split && reg.code === NATIONAL_REGION;
      // A line's name says only what varies between the lines (and the unit when units differ), and 右轴 when there.
      const indName = units.length > 1 ? `${ind.name}（${ind.unit}）` : ind.name;
      const base = oneIndicator ? reg.name : oneRegion ? indName : `${reg.name} · ${indName}`;
      const name = onRight ? RETRIEVAL_MSG.chartRightLine(base) : base;
      lines.push({ name, values: a.periods.map((_, p) => a.values[cellIndex(a, i, r, p)] ?? null) });
      right.push(onRight);
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
    right,
  };
}

/**
 * The line chart with its legend on one scrolling row (names like 河南省 · 粮食产量 wrap over the plot on a phone),
 * and a second, right value axis named 全国 for the lines `right` marks.
 */
export function retrievalLineOption(input: LineChartInput, right: boolean[] = []): Record<string, unknown> {
  const option = lineOption(input);
  const legend = option.legend as Record<string, unknown>;
  const withLegend = legend.show ? { ...option, legend: { ...legend, type: 'scroll', right: 0 } } : option;
  if (!right.some(Boolean) || right.every(Boolean)) return withLegend;
  const left = option.yAxis as Record<string, unknown>;
  const unit = input.unit ?? '';
  return {
    ...withLegend,
    grid: { ...(option.grid as Record<string, unknown>), right: 8 },
    yAxis: [
      { ...left, name: RETRIEVAL_MSG.chartLeftAxis(unit) },
      {
        ...left,
        position: 'right',
        name: RETRIEVAL_MSG.chartRightAxis(unit),
        nameTextStyle: { ...(left.nameTextStyle as Record<string, unknown>), align: 'right' },
        splitLine: { show: false },
      },
    ],
    series: (option.series as Record<string, unknown>[]).map((s) => {
      const n = Number(String(s.id).replace('line-', ''));
      return right[n] ? { ...s, yAxisIndex: 1 } : s;
    }),
  };
}

export function industryOption(a: Answer, max = RETRIEVAL_CHART_MAX_LINES) {
  const { input, right } = retrievalChartInput(a, max);
  return retrievalLineOption(input, right);
}
