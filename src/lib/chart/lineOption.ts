/**
 * The line chart every application draws (prices, indices, trade, statistics): lines over a category axis, an
 * optional shaded low–high band, a legend for several lines, a zoom for long series. Pure: the server renders it to
 * SVG and the island hands it to ECharts. The band is two stacked series (the low, invisible, then high − low,
 * filled); the tooltip shows the band's real low and high.
 */
import { CHART_PALETTE, CHART_TOKENS } from './theme.ts';

export interface ChartLine {
  name: string;
  values: (number | null)[];
  /** A dashed, thinner line (a reference such as a past mean). */
  dashed?: boolean;
  /** A thicker line (the headline series). */
  strong?: boolean;
}

export interface ChartBand {
  name: string;
  low: (number | null)[];
  high: (number | null)[];
}

export interface LineChartInput {
  x: string[];
  lines: ChartLine[];
  band?: ChartBand | null;
  /** The value axis's unit (元/公斤, 点). */
  unit?: string;
  /** A horizontal reference (the base period's 100). */
  markY?: { value: number; label: string };
  /** The axis label of an x (the tooltip keeps the whole x): 2026-11-16 → 11-16. */
  xLabel?: (x: string) => string;
  /** Decimals in the tooltip. */
  decimals?: number;
  /** Show a zoom bar when there are more points than this (default 120). */
  zoomAbove?: number;
  /** Server rendering: no animation, no tooltip. */
  staticRender?: boolean;
}

export const BAND_STACK = 'band';

/** Whether there is any value to draw. */
export const hasValues = (input: Pick<LineChartInput, 'lines' | 'band'>) =>
  input.lines.some((l) => l.values.some((v) => v !== null)) ||
  Boolean(input.band?.high.some((v) => v !== null));

interface TooltipParam {
  seriesName: string;
  seriesId?: string;
  axisValueLabel: string;
  marker: string;
  value: unknown;
  data: unknown;
}

const fixed = (v: unknown, decimals: number) => (typeof v === 'number' ? v.toFixed(decimals) : '—');

/** The axis tooltip's HTML: one row per line; the band as "low – high". Texts are the series' own names. */
export function tooltipHtml(params: TooltipParam[], decimals: number, unit = ''): string {
  if (!params.length) return '';
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const rows: string[] = [
    `<div style="font-weight:600;margin-bottom:4px">${esc(params[0]!.axisValueLabel)}</div>`,
  ];
  for (const p of params) {
    if (p.seriesId === `${BAND_STACK}-low`) continue;
    const data = p.data as { low?: number | null; high?: number | null } | number | null;
    const text =
      p.seriesId === `${BAND_STACK}-high`
        ? typeof data === 'object' && data !== null && data.low != null
          ? `${fixed(data.low, decimals)} – ${fixed(data.high, decimals)}`
          : '—'
        : fixed(
            typeof data === 'object' && data !== null ? (data as { value?: unknown }).value : data,
            decimals,
          );
    rows.push(
      `<div>${p.marker}${esc(p.seriesName)}<span style="float:right;margin-left:16px;font-weight:600">${text}</span></div>`,
    );
  }
  if (unit) rows.push(`<div style="color:${CHART_TOKENS.ink500};margin-top:4px">单位：${esc(unit)}</div>`);
  return rows.join('');
}

/** A value axis label: grouped thousands (800,000 reads at a glance; 800000 does not), at most two decimals. */
export const axisNumber = (v: number): string => v.toLocaleString('zh-CN', { maximumFractionDigits: 2 });

export function lineOption(input: LineChartInput): Record<string, unknown> {
  const decimals = input.decimals ?? 2;
  const zoom = !input.staticRender && input.x.length > (input.zoomAbove ?? 120);
  const legend = input.lines.length > 1 || Boolean(input.band);
  const series: Record<string, unknown>[] = [];
  if (input.band) {
    const { low, high } = input.band;
    series.push({
      id: `${BAND_STACK}-low`,
      name: input.band.name,
      type: 'line',
      stack: BAND_STACK,
      data: low,
      symbol: 'none',
      lineStyle: { opacity: 0 },
      silent: true,
      tooltip: { show: false },
    });
    series.push({
      id: `${BAND_STACK}-high`,
      name: input.band.name,
      type: 'line',
      stack: BAND_STACK,
      data: high.map((h, i) => {
        const l = low[i];
        return h === null || l === null || l === undefined
          ? null
          : { value: Math.round((h - l) * 100) / 100, low: l, high: h };
      }),
      symbol: 'none',
      lineStyle: { opacity: 0 },
      areaStyle: { color: CHART_TOKENS.band },
      itemStyle: { color: CHART_TOKENS.brandLight },
      silent: true,
    });
  }
  input.lines.forEach((line, i) => {
    series.push({
      id: `line-${i}`,
      name: line.name,
      type: 'line',
      data: line.values,
      // Lines keep the palette's order whatever bands come first (the band's series would take its first colours).
      color: CHART_PALETTE[i % CHART_PALETTE.length],
      symbol: 'none',
      connectNulls: false,
      lineStyle: { width: line.strong ? 2.5 : line.dashed ? 1.5 : 2, type: line.dashed ? 'dashed' : 'solid' },
      ...(input.markY && i === 0
        ? {
            markLine: {
              silent: true,
              symbol: 'none',
              label: {
                formatter: input.markY.label,
                position: 'insideEndTop',
                color: CHART_TOKENS.ink500,
                fontSize: 11,
              },
              data: [{ yAxis: input.markY.value }],
            },
          }
        : {}),
    });
  });
  return {
    animation: !input.staticRender,
    // The legend on the first row, the value axis's unit under it.
    grid: { left: 8, right: 28, top: legend ? 60 : 32, bottom: zoom ? 56 : 8 },
    legend: legend
      ? {
          show: true,
          top: 0,
          left: 0,
          data: [...(input.band ? [input.band.name] : []), ...input.lines.map((l) => l.name)],
        }
      : { show: false },
    ...(input.staticRender
      ? {}
      : {
          tooltip: {
            trigger: 'axis',
            confine: true,
            formatter: (params: TooltipParam[]) => tooltipHtml(params, decimals, input.unit),
          },
        }),
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: input.x,
      ...(input.xLabel ? { axisLabel: { formatter: input.xLabel } } : {}),
    },
    yAxis: {
      type: 'value',
      scale: true,
      name: input.unit ?? '',
      nameTextStyle: { color: CHART_TOKENS.ink500, fontSize: 11, align: 'left' },
      axisLabel: { formatter: axisNumber },
    },
    dataZoom: zoom
      ? [
          { type: 'inside', start: 0, end: 100 },
          { type: 'slider', start: 0, end: 100, height: 20, bottom: 8 },
        ]
      : [],
    series,
  };
}
