/**
 * getIndex's answer laid out as the user chose (rows × columns, the third dimension nested in the rows): one rule
 * for the page's table, its chart and the export's data sheet (which lays out one slice of the rows at a time).
 */
import { cellIndex } from './cells.ts';
import { FREQUENCY_LABEL, frequencyOf } from './periods.ts';
import { nestedDimension, type Dimension, type IndustryQuery } from './query.ts';
import type { IndexAnswer } from './types.ts';

export const DIMENSION_LABEL: Record<Dimension, string> = {
  indicator: '指标',
  region: '地区',
  period: '时期',
};

/** 2024 → 2024年, 2024Q1 → 2024年第1季度, 2024-03 → 2024年3月. */
export function periodLabel(period: string): string {
  const f = frequencyOf(period);
  if (f === 'quarter') return `${period.slice(0, 4)}年第${period.slice(5)}季度`;
  if (f === 'month') return `${period.slice(0, 4)}年${Number(period.slice(5))}月`;
  return `${period}年`;
}

/** An indicator with its unit, as a header says it: 粮食产量（万吨）. */
export const indicatorLabel = (i: { name: string; unit: string }): string =>
  i.unit ? `${i.name}（${i.unit}）` : i.name;

export const frequencyLabel = (period: string): string => FREQUENCY_LABEL[frequencyOf(period) ?? 'year'];

export interface TableRow {
  /** The row's outer (rows) and inner (nested) names, e.g. ['河南省', '粮食产量（万吨）']. */
  labels: [string, string];
  values: (number | null)[];
  /** The note of each cell ('' for none). */
  flags: string[];
}

export interface QueryTable {
  rowDims: [Dimension, Dimension];
  colDim: Dimension;
  /** The row header's two titles (地区, 指标) then each column's label. */
  head: [string, string];
  columns: string[];
  rows: TableRow[];
}

type Answer = Pick<IndexAnswer, 'indicators' | 'regions' | 'periods' | 'values' | 'flags'>;

function labelsOf(a: Answer, d: Dimension): string[] {
  if (d === 'indicator') return a.indicators.map(indicatorLabel);
  if (d === 'region') return a.regions.map((r) => r.name);
  return a.periods.map(periodLabel);
}

/** The answer as rows and columns of the layout (the page shows it; the export writes it slice by slice). */
export function tableOf(a: Answer, layout: Pick<IndustryQuery, 'rows' | 'cols'>): QueryTable {
  const nested = nestedDimension(layout);
  const labels = {
    indicator: labelsOf(a, 'indicator'),
    region: labelsOf(a, 'region'),
    period: labelsOf(a, 'period'),
  };
  const pos: Record<Dimension, number> = { indicator: 0, region: 0, period: 0 };
  const rows: TableRow[] = [];
  labels[layout.rows].forEach((outer, o) => {
    pos[layout.rows] = o;
    labels[nested].forEach((inner, n) => {
      pos[nested] = n;
      const values: (number | null)[] = [];
      const flags: string[] = [];
      labels[layout.cols].forEach((_, c) => {
        pos[layout.cols] = c;
        const k = cellIndex(a, pos.indicator, pos.region, pos.period);
        values.push(a.values[k] ?? null);
        flags.push(a.flags[k] ?? '');
      });
      rows.push({ labels: [outer, inner], values, flags });
    });
  });
  return {
    rowDims: [layout.rows, nested],
    colDim: layout.cols,
    head: [DIMENSION_LABEL[layout.rows], DIMENSION_LABEL[nested]],
    columns: labels[layout.cols],
    rows,
  };
}
