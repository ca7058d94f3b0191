/** The weekly market list: each market's latest survey reports, title, summary and key figures, paged. */
import { addDays } from '#lib/chinaTime.ts';
import { useEffect, useState } from 'react';
import { api } from '#lib/client.ts';
import { formatPrice } from '#lib/figures/format.ts';
import { vegSurveyHref } from '#lib/vegetable/listQuery.ts';
import { VEG_LIST_MSG } from '#lib/vegetable/messages.ts';
import type { VegMarketWeekly, VegMarketWeeklyList } from '#lib/vegetable/types.ts';
import Pagination from '#islands/ui/Pagination.tsx';
import Change from '#islands/ui/figures/Change.tsx';
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';

const PAGE_SIZE = 6;
const mmdd = (iso: string) => `${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日`;
const sunday = (monday: string) => addDays(monday, 6);
const numberOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function Report({ r }: { r: VegMarketWeekly }) {
  const avg = numberOf(r.figures.avgPrice);
  const change = numberOf(r.figures.change);
  const volume = numberOf(r.figures.volume);
  return (
    <li className="flex flex-col rounded-md border border-line p-4" data-testid="weekly-report">
      <div className="mb-1 flex items-center gap-2 text-xs text-ink-500">
        <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">{r.short_name}</span>
        <span>{r.province_name}</span>
        <span className="ml-auto tabular-nums">
          {mmdd(r.week)}—{mmdd(sunday(r.week))}
        </span>
      </div>
      <a
        href={vegSurveyHref(r.market_id)}
        className="font-medium text-ink-900 hover:text-brand-700"
        data-testid="weekly-link"
      >
        {r.title}
      </a>
      <p className="mt-1 line-clamp-2 text-sm leading-6 text-ink-500">{r.summary}</p>
      <dl className="mt-auto flex gap-5 pt-3 text-sm">
        <div>
          <dt className="text-xs text-ink-500">周均价</dt>
          <dd className="tabular-nums text-ink-900">{formatPrice(avg)} 元/公斤</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">较上周</dt>
          <dd>
            <Change value={change} />
          </dd>
        </div>
        {volume != null && (
          <div>
            <dt className="text-xs text-ink-500">交易量</dt>
            <dd className="tabular-nums text-ink-900">{volume.toLocaleString('zh-CN')} 吨</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

export default function MarketWeeklyList() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<VegMarketWeeklyList | null>(null);
  useEffect(() => {
    let live = true;
    void api
      .post<VegMarketWeeklyList>('/api/vegetable/getMarketWeeklyList', { page, pageSize: PAGE_SIZE })
      .then((r) => {
        if (live && r.success) setData(r.data);
      });
    return () => {
      live = false;
    };
  }, [page]);
  return (
    <section className="card p-5" aria-labelledby="veg-weekly-title" data-testid="weekly-list">
      <div className="mb-4 flex items-center gap-3">
        <h2 id="veg-weekly-title" className="section-title">
          市场周报
        </h2>
        {data && <DemoBadge demo={data.demo} />}
      </div>
      {data && data.list.length === 0 ? (
        <p className="py-8 text-center text-sm text-ink-500">{VEG_LIST_MSG.noReports}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {data
            ? data.list.map((r) => <Report key={r.id} r={r} />)
            : Array.from({ length: PAGE_SIZE }, (_, i) => (
                <li key={i} className="h-40 animate-pulse rounded-md bg-surface" aria-hidden="true" />
              ))}
        </ul>
      )}
      {data && data.total > PAGE_SIZE && (
        <div className="mt-4">
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
        </div>
      )}
    </section>
  );
}
