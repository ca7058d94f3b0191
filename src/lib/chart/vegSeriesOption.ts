/** A vegetable product's series (getEchart's answer) as the line chart: national, per market, or seasonal. */
import type { VegSeries } from '#lib/vegetable/types.ts';
import { lineOption, type LineChartInput } from './lineOption.ts';

const WEEK_LABEL = (w: string) => `第${w}周`;

export function vegSeriesInput(s: VegSeries, staticRender = false): LineChartInput {
  const seasonal = s.mode === 'seasonal';
  return {
    x: seasonal ? s.x.map(WEEK_LABEL) : s.x,
    lines: s.lines.map((l, i) => ({
      name: l.name,
      values: l.values,
      strong: i === 0 && s.mode !== 'markets',
      dashed: seasonal && i > 0,
    })),
    band: s.band,
    unit: s.product.unit,
    staticRender,
  };
}

export const vegSeriesOption = (s: VegSeries, staticRender = false) =>
  lineOption(vegSeriesInput(s, staticRender));
