/** The class index chart: the whole index (thick) and the class sub-indices over weeks, base period = 100. */
import type { VegClassIndexChart } from '#lib/vegetable/types.ts';
import { lineOption, type LineChartInput } from './lineOption.ts';

/** Mondays as 11-16 (the year is in the section's heading). */
const shortWeek = (w: string) => w.slice(5);

export function classIndexInput(c: VegClassIndexChart, staticRender = false): LineChartInput {
  return {
    x: c.weeks,
    xLabel: shortWeek,
    lines: c.series.map((s, i) => ({ name: s.name, values: s.values, strong: i === 0 })),
    unit: '点',
    markY: { value: 100, label: '基期=100' },
    decimals: 2,
    zoomAbove: 200,
    staticRender,
  };
}

export const classIndexOption = (c: VegClassIndexChart, staticRender = false) =>
  lineOption(classIndexInput(c, staticRender));
