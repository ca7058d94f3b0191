/** A market's profile: name, kind (产地/销地), where it is, latest priced day and its summary. */
import { CalendarDays, MapPin, Package } from 'lucide-react';
import { VEG_MARKET_KIND_LABEL } from '#lib/vegetable/messages.ts';
import type { VegMarketItem } from '#lib/vegetable/types.ts';

export default function MarketProfile({ market }: { market: VegMarketItem }) {
  const place =
    market.city && market.city !== market.province ? `${market.province} ${market.city}` : market.province;
  return (
    <section className="card p-6" aria-labelledby="market-name" data-testid="market-profile">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="market-name" className="text-xl font-semibold text-ink-900">
          {market.name}
        </h2>
        <span
          className={`rounded px-2 py-0.5 text-xs font-medium ${
            market.kind === 'producing' ? 'bg-brand-50 text-brand-700' : 'bg-amber-50 text-amber-700'
          }`}
        >
          {VEG_MARKET_KIND_LABEL[market.kind] ?? market.kind}市场
        </span>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-500">
        <div className="flex items-center gap-1.5">
          <MapPin size={14} aria-hidden="true" />
          <dt className="sr-only">所在地</dt>
          <dd>{place}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <CalendarDays size={14} aria-hidden="true" />
          <dt>最新报价日</dt>
          <dd className="tabular-nums text-ink-700">{market.latest_date ?? '—'}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Package size={14} aria-hidden="true" />
          <dt>当日品种</dt>
          <dd className="tabular-nums text-ink-700">{market.products} 个</dd>
        </div>
      </dl>
      {market.summary && <p className="mt-4 leading-7 text-ink-700">{market.summary}</p>}
    </section>
  );
}
