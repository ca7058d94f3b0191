/** The weekly class index cards at the top of the list page: each class and the whole, value and week-on-week change. */
import { VEG_LIST_PAGE } from '#lib/vegetable/listQuery.ts';
import type { VegClassIndex } from '#lib/vegetable/types.ts';
import Change from '#islands/ui/figures/Change.tsx';
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';

const mmdd = (iso: string) => `${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日`;

/**
 * Rendered at build time only (links, no controls): a price write logs a vegetable event, whose publish run renders
 * the page again, so the cards never need a script or a second fetch.
 */
export default function ClassIndexCards({ initial: data }: { initial: VegClassIndex | null }) {
  const cards = data?.cards ?? Array.from({ length: 9 }, () => null);
  return (
    <section className="card p-5" aria-labelledby="veg-index-title" data-testid="class-index">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="veg-index-title" className="section-title">
          蔬菜价格指数
        </h2>
        {data?.latest_week && (
          <span className="text-sm text-ink-500">
            {mmdd(data.latest_week)}当周 · 定基指数（基期=100） · 较上周
          </span>
        )}
        {data && <DemoBadge demo={data.demo} />}
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-9">
        {cards.map((c, i) =>
          c ? (
            <li key={c.key}>
              <a
                href={c.key === 'all' ? VEG_LIST_PAGE : `${VEG_LIST_PAGE}?type=${c.key}`}
                className={`block h-full rounded-md border px-3 py-2.5 transition-colors hover:border-brand-500 ${
                  c.key === 'all' ? 'border-brand-200 bg-brand-50' : 'border-line bg-white'
                }`}
                data-testid="index-card"
                data-key={c.key}
              >
                <span className="block truncate text-xs text-ink-500">{c.name}</span>
                <span className="mt-0.5 block text-xl font-semibold tabular-nums text-ink-900">
                  {c.value == null ? '—' : c.value.toFixed(2)}
                </span>
                <span className="text-xs">
                  <Change value={c.change} />
                </span>
              </a>
            </li>
          ) : (
            <li key={i} className="h-[76px] animate-pulse rounded-md bg-surface" aria-hidden="true" />
          ),
        )}
      </ul>
    </section>
  );
}
