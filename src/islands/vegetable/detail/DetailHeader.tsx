/** The product's heading: name, class, aliases, the latest national average and its changes, the demo badge. */
import { formatPrice } from '#lib/figures/format.ts';
import type { VegDetail } from '#lib/vegetable/types.ts';
import Change from '#islands/ui/figures/Change.tsx';
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';

export default function DetailHeader({ d }: { d: VegDetail }) {
  return (
    <section className="card flex flex-wrap items-end gap-x-10 gap-y-4 p-5" aria-label="品种概况">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold text-ink-900" data-testid="veg-name">
            {d.name}
          </h2>
          <a
            href={`/application/vegetable/list?type=${encodeURIComponent(d.class_key)}`}
            className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700 hover:bg-brand-100"
          >
            {d.class_name}
          </a>
          <DemoBadge demo={d.demo} />
        </div>
        {d.aliases.length > 0 && <p className="mt-1 text-xs text-ink-500">又名：{d.aliases.join('、')}</p>}
      </div>
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-ink-500">全国均价（{d.unit}）</dt>
          <dd className="text-2xl font-semibold tabular-nums text-ink-900" data-testid="veg-average">
            {formatPrice(d.average)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">较前一日</dt>
          <dd className="mt-1.5">
            <Change value={d.change_day} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">较上周同日</dt>
          <dd className="mt-1.5">
            <Change value={d.change_week} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">报价日期</dt>
          <dd className="mt-1.5 tabular-nums text-ink-700">{d.date ?? '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
