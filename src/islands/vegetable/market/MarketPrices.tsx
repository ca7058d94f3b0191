/** The market's latest day's prices: product (to its price page), class, low/average/high, volume and origin. */
import { formatPrice } from '#lib/figures/format.ts';
import { VEG_MARKET_MSG } from '#lib/vegetable/messages.ts';
import type { VegMarketItem, VegMarketPrice } from '#lib/vegetable/types.ts';
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';

const detailHref = (p: VegMarketPrice) =>
  `/application/vegetable/detail?name=${encodeURIComponent(p.name)}&type=${encodeURIComponent(p.class_key)}`;

export default function MarketPrices({
  market,
  prices,
}: {
  market: VegMarketItem;
  prices: VegMarketPrice[];
}) {
  return (
    <section className="card overflow-hidden" aria-labelledby="market-prices" data-testid="market-prices">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-6 py-4">
        <h2 id="market-prices" className="section-title">
          最新价格
        </h2>
        <div className="flex items-center gap-2 text-sm text-ink-500">
          {market.latest_date && <span className="tabular-nums">{market.latest_date}</span>}
          <span>单位：元/公斤</span>
          <DemoBadge demo={market.demo} />
        </div>
      </div>
      {prices.length === 0 ? (
        <p className="px-6 py-10 text-center text-ink-500">{VEG_MARKET_MSG.noPrices}</p>
      ) : (
        <div className="table-scroll">
          <table className="w-full text-sm">
            <thead className="bg-surface text-left text-ink-500">
              <tr>
                <th scope="col" className="px-6 py-2.5 font-medium">
                  品种
                </th>
                <th scope="col" className="px-3 py-2.5 font-medium">
                  类别
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  最低价
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  平均价
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  最高价
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-medium">
                  成交量(吨)
                </th>
                <th scope="col" className="px-6 py-2.5 font-medium">
                  产地
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {prices.map((p) => (
                <tr key={p.product_id} className="hover:bg-surface/60" data-product={p.name}>
                  <td className="px-6 py-2.5">
                    <a href={detailHref(p)} className="font-medium text-brand-700 hover:underline">
                      {p.name}
                    </a>
                  </td>
                  <td className="px-3 py-2.5 text-ink-500">{p.class_name}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums text-ink-700">{formatPrice(p.low)}</td>
                  <td className="px-3 py-2.5 text-right font-semibold tabular-nums text-ink-900">
                    {formatPrice(p.avg)}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums text-ink-700">{formatPrice(p.high)}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums text-ink-500">{p.volume ?? '—'}</td>
                  <td className="px-6 py-2.5 text-ink-500">{p.origin ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
