/** The product's markets on its latest day, dearest first: where it sells high and where it comes from. */
import { formatPrice } from '#lib/figures/format.ts';
import type { VegDetail } from '#lib/vegetable/types.ts';
import Change from '#islands/ui/figures/Change.tsx';

export default function MarketRanking({ d }: { d: VegDetail }) {
  return (
    <section className="card p-5" aria-labelledby="veg-markets-title">
      <div className="flex items-baseline justify-between">
        <h2 id="veg-markets-title" className="section-title">
          各市场最新报价
        </h2>
        <span className="text-xs text-ink-500">
          {d.date ?? ''} · 单位：{d.unit} · 按均价从高到低
        </span>
      </div>
      {d.markets.length === 0 ? (
        <p className="py-8 text-center text-sm text-ink-500">暂无市场报价</p>
      ) : (
        <div className="mt-3 table-scroll">
          <table className="w-full text-sm" data-testid="veg-market-ranking">
            <thead className="bg-surface text-xs text-ink-500">
              <tr>
                <th className="px-3 py-2 text-left font-medium">排名</th>
                <th className="px-3 py-2 text-left font-medium">批发市场</th>
                <th className="px-3 py-2 text-left font-medium">省份</th>
                <th className="px-3 py-2 text-right font-medium">最低价</th>
                <th className="px-3 py-2 text-right font-medium">均价</th>
                <th className="px-3 py-2 text-right font-medium">最高价</th>
                <th className="px-3 py-2 text-right font-medium">较前一日</th>
                <th className="px-3 py-2 text-left font-medium">产地</th>
              </tr>
            </thead>
            <tbody>
              {d.markets.map((m, i) => (
                <tr key={m.market_id} className="border-t border-line hover:bg-brand-50/40">
                  <td className="px-3 py-2 tabular-nums text-ink-500">{i + 1}</td>
                  <td className="px-3 py-2">
                    <a
                      href={`/application/vegetable/survey_detail?id=${m.market_id}`}
                      className="text-ink-900 hover:text-brand-700"
                    >
                      {m.market}
                    </a>
                  </td>
                  <td className="px-3 py-2 text-ink-700">{m.province}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPrice(m.low)}</td>
                  <td className="px-3 py-2 text-right font-medium tabular-nums text-ink-900">
                    {formatPrice(m.avg)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPrice(m.high)}</td>
                  <td className="px-3 py-2 text-right">
                    <Change value={m.change} />
                  </td>
                  <td className="px-3 py-2 text-ink-700">{m.origin ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
