/** The ranking beside the map: rank, region, value, share; hovering a row outlines it on the map, a click drills. */
import { useEffect, useRef } from 'react';
import { AST_MSG } from '#lib/ast/messages.ts';
import { formatAstShare, formatAstValue } from '#lib/ast/format.ts';
import { commonDecimals } from '#lib/figures/format.ts';
import type { AstRegionValue } from '#lib/ast/types.ts';

export default function RankingTable({
  rows,
  unit,
  shareHeader,
  highlight,
  onHighlight,
  onChoose,
}: {
  rows: AstRegionValue[];
  unit: string;
  /** The share column's header; null for a level (income, yield), which has no share. */
  shareHeader: string | null;
  highlight: string | null;
  onHighlight: (adcode: string | null) => void;
  /** A click on a region (a province drills); absent at city level. */
  onChoose?: (adcode: string) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const decimals = commonDecimals(rows.map((r) => r.value));
  // A region pointed at on the map scrolls into the table's view (the table's own box only, never the page).
  useEffect(() => {
    const el = box.current;
    const row = highlight ? el?.querySelector<HTMLElement>(`tr[data-adcode="${highlight}"]`) : null;
    if (!el || !row) return;
    const head = el.querySelector('thead')?.offsetHeight ?? 0;
    if (row.offsetTop - head < el.scrollTop) el.scrollTop = row.offsetTop - head;
    else if (row.offsetTop + row.offsetHeight > el.scrollTop + el.clientHeight)
      el.scrollTop = row.offsetTop + row.offsetHeight - el.clientHeight;
  }, [highlight]);
  return (
    <div ref={box} className="relative max-h-[460px] overflow-y-auto">
      <table className="w-full text-sm" data-testid="ast-ranking">
        <thead className="sticky top-0 bg-white">
          <tr className="border-b border-line text-xs text-ink-500">
            <th scope="col" className="w-10 py-2 text-left font-normal">
              {AST_MSG.rank}
            </th>
            <th scope="col" className="py-2 text-left font-normal">
              {AST_MSG.region}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-normal whitespace-nowrap">
              {AST_MSG.value}（{unit}）
            </th>
            {shareHeader && (
              <th scope="col" className="py-2 pl-2 text-right font-normal whitespace-nowrap">
                {shareHeader}
              </th>
            )}
          </tr>
        </thead>
        <tbody onMouseLeave={() => onHighlight(null)}>
          {rows.map((r) => (
            <tr
              key={r.adcode}
              data-adcode={r.adcode}
              aria-selected={highlight === r.adcode}
              onMouseEnter={() => onHighlight(r.adcode)}
              className={`border-b border-line/60 ${highlight === r.adcode ? 'bg-brand-50' : ''}`}
            >
              <td className="py-1.5 text-ink-500 tabular-nums">{r.rank}</td>
              <td className="py-1.5">
                {onChoose ? (
                  <button
                    type="button"
                    className="text-left text-ink-900 hover:text-brand-700 hover:underline"
                    onClick={() => onChoose(r.adcode)}
                    onFocus={() => onHighlight(r.adcode)}
                  >
                    {r.name}
                  </button>
                ) : (
                  r.name
                )}
              </td>
              <td className="py-1.5 pl-2 text-right tabular-nums">{formatAstValue(r.value, decimals)}</td>
              {shareHeader && (
                <td className="py-1.5 pl-2 text-right text-ink-500 tabular-nums">
                  {formatAstShare(r.share)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
