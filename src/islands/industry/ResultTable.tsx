/**
 * The query's table (tableOf: one layout rule with the export): rows and columns choosers, 行列互换, units in the
 * headers, flags as superscript markers with their legend, 演示数据 when generated, the units and each indicator's sources (official or demo, by series) under it.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { ArrowLeftRight } from 'lucide-react';
import { RETRIEVAL_MSG } from '#lib/industry/messages.ts';
import { DIMENSIONS, type Dimension, type IndustryQuery } from '#lib/industry/query.ts';
import { indicatorDecimals } from '#lib/industry/retrieval.ts';
import { seriesSources } from '#lib/industry/sources.ts';
import { DIMENSION_LABEL, indicatorLabel, tableOf } from '#lib/industry/table.ts';
import type { IndexAnswer } from '#lib/industry/types.ts';
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';
import { filterField } from '#islands/ui/list/filterStyles.ts';

type Layout = Pick<IndustryQuery, 'rows' | 'cols'>;

interface Props {
  answer: IndexAnswer;
  layout: Layout;
  onLayout: (layout: Layout) => void;
}

const MARKERS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** A figure as the yearbooks print it: grouped thousands, its indicator's decimals. */
const figure = (v: number, decimals: number) =>
  v.toLocaleString('zh-CN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** Choosing rows (or columns) as the other one swaps them, so the layout is always two different dimensions. */
function choose(layout: Layout, side: 'rows' | 'cols', d: Dimension): Layout {
  const other = side === 'rows' ? 'cols' : 'rows';
  if (layout[other] === d) return { [side]: d, [other]: layout[side] } as Layout;
  return { ...layout, [side]: d };
}

/** Holds the second label column beside the first (from sm up) once the first one's width is known. */
function useFirstColumnWidth() {
  const first = useRef<HTMLTableCellElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = first.current;
    if (!el) return;
    const measure = () => setWidth(el.offsetWidth);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  // One pixel over the first column's collapsed border, which its sticky cell does not cover: scrolled text showed there.
  return { first, held: width === null ? undefined : { left: width - 1 } };
}

export default function ResultTable({ answer, layout, onLayout }: Props) {
  const table = tableOf(answer, layout);
  // A long range scrolls: both label columns stay in view, so a scrolled row still says what it is.
  const { first, held } = useFirstColumnWidth();
  // Its edge is a shadow: a collapsed border is not painted by the sticky cell, and scrolled figures showed through it.
  const second = held ? 'sm:sticky sm:z-10 shadow-[1px_0_0_var(--color-line)]' : '';
  const flags = [...new Set(Object.values(answer.flags))].filter(Boolean);
  const marker = new Map(flags.map((f, n) => [f, MARKERS[n] ?? String(n + 1)]));
  const decimals = indicatorDecimals(answer);
  const nestedSize = {
    indicator: answer.indicators.length,
    region: answer.regions.length,
    period: answer.periods.length,
  }[table.rowDims[1]];
  /** The indicator of row n, column c (whichever dimension the indicators run along). */
  const indicatorAt = (n: number, c: number) =>
    table.rowDims[0] === 'indicator'
      ? Math.floor(n / nestedSize)
      : table.rowDims[1] === 'indicator'
        ? n % nestedSize
        : c;
  // Said per indicator and series as the export says it: the source for official series, 演示数据 for generated ones.
  const sources = seriesSources(answer).filter((s) => s.official.length || s.demo.length);

  return (
    <div className="space-y-3" data-testid="result">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {(['rows', 'cols'] as const).map((side) => (
          <label key={side} className="flex items-center gap-1.5 text-xs text-ink-500">
            {side === 'rows' ? RETRIEVAL_MSG.rows : RETRIEVAL_MSG.cols}
            <select
              value={layout[side]}
              onChange={(e) => onLayout(choose(layout, side, e.target.value as Dimension))}
              className={`${filterField} h-8`}
              data-testid={`layout-${side}`}
            >
              {DIMENSIONS.map((d) => (
                <option key={d} value={d}>
                  {DIMENSION_LABEL[d]}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button
          type="button"
          className="btn-ghost h-8 px-3 text-xs"
          onClick={() => onLayout({ rows: layout.cols, cols: layout.rows })}
          data-testid="swap"
        >
          <ArrowLeftRight size={14} aria-hidden="true" />
          {RETRIEVAL_MSG.swap}
        </button>
        <span className="text-xs text-ink-500">
          {RETRIEVAL_MSG.nested(DIMENSION_LABEL[table.rowDims[1]])}
        </span>
        <DemoBadge demo={answer.demo} />
      </div>

      <div className="overflow-x-auto rounded-md border border-line" data-testid="result-scroll">
        <table
          className="w-full border-collapse text-sm"
          data-testid="result-table"
          data-rows={layout.rows}
          data-cols={layout.cols}
        >
          <thead className="bg-surface text-xs text-ink-700">
            <tr>
              <th
                ref={first}
                scope="col"
                className="sticky left-0 z-10 border-b border-line bg-surface px-3 py-2 text-left font-medium whitespace-nowrap"
              >
                {table.head[0]}
              </th>
              <th
                scope="col"
                style={held}
                className={`${second} border-b border-line bg-surface px-3 py-2 text-left font-medium whitespace-nowrap`}
                data-held={held ? '' : undefined}
              >
                {table.head[1]}
              </th>
              {table.columns.map((c, n) => (
                <th
                  key={n}
                  scope="col"
                  className="border-b border-line px-3 py-2 text-right font-medium whitespace-nowrap"
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, n) => {
              const first = n === 0 || row.labels[0] !== table.rows[n - 1]!.labels[0];
              const span = first
                ? table.rows.slice(n).findIndex((r, k) => k > 0 && r.labels[0] !== row.labels[0])
                : 0;
              return (
                <tr
                  key={n}
                  className="border-b border-line/70 last:border-b-0 hover:bg-brand-50/40"
                  data-row={n}
                >
                  {first && (
                    <th
                      scope="rowgroup"
                      rowSpan={span === -1 ? table.rows.length - n : span}
                      className="sticky left-0 z-10 border-r border-line/70 bg-white px-3 py-1.5 text-left align-top font-medium whitespace-nowrap text-ink-900"
                    >
                      {row.labels[0]}
                    </th>
                  )}
                  <th
                    scope="row"
                    style={held}
                    className={`${second} bg-white px-3 py-1.5 text-left font-normal whitespace-nowrap text-ink-700`}
                  >
                    {row.labels[1]}
                  </th>
                  {row.values.map((v, c) => (
                    <td
                      key={c}
                      className="px-3 py-1.5 text-right tabular-nums whitespace-nowrap text-ink-900"
                      data-cell={c}
                    >
                      {v === null ? (
                        <span className="text-ink-500">{RETRIEVAL_MSG.noValue}</span>
                      ) : (
                        figure(v, decimals[indicatorAt(n, c)] ?? 2)
                      )}
                      {row.flags[c] && (
                        <sup
                          className="ml-0.5 text-[10px] text-gold-500"
                          title={row.flags[c]}
                          data-flag={row.flags[c]}
                        >
                          {marker.get(row.flags[c]!)}
                        </sup>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <div className="space-y-1 text-xs text-ink-500" data-testid="result-notes">
        <p>{RETRIEVAL_MSG.unitLine(answer.indicators.map(indicatorLabel).join('；'))}</p>
        {sources.map((s) => (
          <p key={s.indicator.name} data-testid="source-line" data-demo={s.demo.length > 0}>
            {RETRIEVAL_MSG.sourceLine(indicatorLabel(s.indicator), [
              ...(s.official.length ? [RETRIEVAL_MSG.sourceOfficial(s.official, s.indicator.source)] : []),
              ...(s.demo.length ? [RETRIEVAL_MSG.sourceDemo(s.demo)] : []),
            ])}
          </p>
        ))}
        <p>
          {RETRIEVAL_MSG.noValueNote}
          {flags.length > 0 && (
            <span data-testid="flag-legend">
              ；{RETRIEVAL_MSG.flagsLegend}：{flags.map((f) => `${marker.get(f)} ${f}`).join('，')}
            </span>
          )}
        </p>
      </div>
    </div>
  );
}
