/** The chart's figures as a table, newest first: what the chart shows, readable and copyable. */
import { formatPrice } from '#lib/figures/format.ts';
import type { VegSeries } from '#lib/vegetable/types.ts';

export default function SeriesTable({ s }: { s: VegSeries }) {
  const seasonal = s.mode === 'seasonal';
  const rows = s.x
    .map((x, i) => ({ x, i }))
    .filter(({ i }) => s.lines.some((l) => l.values[i] !== null) || (s.band?.high[i] ?? null) !== null)
    .reverse();
  return (
    <div className="mt-4 max-h-80 overflow-auto rounded border border-line table-scroll">
      <table className="w-full text-sm" data-testid="veg-series-table">
        <thead className="sticky top-0 bg-surface text-xs text-ink-500">
          <tr>
            <th className="px-3 py-2 text-left font-medium">{seasonal ? '周' : '日期'}</th>
            {s.lines.map((l) => (
              <th key={l.name} className="px-3 py-2 text-right font-medium">
                {l.name}
              </th>
            ))}
            {s.band && <th className="px-3 py-2 text-right font-medium">{s.band.name}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ x, i }) => (
            <tr key={x} className="border-t border-line">
              <td className="px-3 py-1.5 tabular-nums text-ink-700">{seasonal ? `第${x}周` : x}</td>
              {s.lines.map((l) => (
                <td key={l.name} className="px-3 py-1.5 text-right tabular-nums">
                  {formatPrice(l.values[i])}
                </td>
              ))}
              {s.band && (
                <td className="px-3 py-1.5 text-right tabular-nums text-ink-500">
                  {s.band.low[i] == null
                    ? '—'
                    : `${formatPrice(s.band.low[i])} – ${formatPrice(s.band.high[i])}`}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="py-6 text-center text-sm text-ink-500">暂无数据</p>}
    </div>
  );
}
