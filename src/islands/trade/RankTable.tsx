/** A ranking of products or partners: name (a link), value in 万, share and 同比, numbers right-aligned. */
import Change from '#islands/ui/figures/Change.tsx';
import { formatShare, formatWan, tradeValueUnit } from '#lib/trade/format.ts';
import { TRADE_VIEW_MSG as M } from '#lib/trade/messages.ts';
import type { TradeCurrency } from '#lib/trade/choices.ts';

export interface RankRow {
  key: string;
  name: string;
  /** Shown under the name (an HS code). */
  sub?: string;
  href: string;
  value: number;
  share: number | null;
  yoy: number | null;
}

export default function RankTable({
  rows,
  currency,
  nameHeader,
  valueHeader,
  testId,
}: {
  rows: RankRow[];
  currency: TradeCurrency;
  nameHeader: string;
  valueHeader: string;
  testId?: string;
}) {
  if (!rows.length) return <p className="py-6 text-center text-sm text-ink-500">{M.noProducts}</p>;
  return (
    <div className="table-scroll">
      <table className="w-full min-w-[300px] text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b border-line text-xs text-ink-500">
            <th scope="col" className="hidden w-10 py-2 text-left font-normal sm:table-cell">
              {M.rank}
            </th>
            <th scope="col" className="py-2 text-left font-normal">
              {nameHeader}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-normal whitespace-nowrap">
              {valueHeader}({tradeValueUnit(currency)})
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-normal whitespace-nowrap">
              {M.share}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-normal whitespace-nowrap">
              {M.yoy}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.key} className="border-b border-line/70" data-key={r.key}>
              <td className="hidden py-1.5 text-ink-500 tabular-nums sm:table-cell">{i + 1}</td>
              <td className="py-1.5 pr-2">
                <a href={r.href} className="link-inline">
                  {r.name}
                </a>
                {r.sub && <span className="ml-1.5 text-xs text-ink-500 tabular-nums">{r.sub}</span>}
              </td>
              <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums" data-value={r.value}>
                {formatWan(r.value)}
              </td>
              <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">
                {formatShare(r.share)}
              </td>
              <td className="py-1.5 pl-2 text-right whitespace-nowrap">
                <Change value={r.yoy} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
