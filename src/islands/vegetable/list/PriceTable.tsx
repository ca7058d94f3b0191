/**
 * The day's price table of the list page: class chips, market and province selects, a keyword box (pinyin works),
 * sortable columns, day and week changes, a sparkline per row, paging. Its state lives in the address (listQuery.ts).
 */
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo } from 'react';
import { formatPrice } from '#lib/figures/format.ts';
import {
  classKeyOf,
  listSearch,
  readListState,
  VEG_LIST_DEFAULT,
  VEG_LIST_PAGE_SIZE,
  vegDetailHref,
  type VegListState,
  type VegSort,
} from '#lib/vegetable/listQuery.ts';
import { VEG_LIST_MSG } from '#lib/vegetable/messages.ts';
import type { VegFilterList, VegList } from '#lib/vegetable/types.ts';
import { filterChip, filterField } from '#islands/ui/list/filterStyles.ts';
import SearchButtons from '#islands/ui/list/SearchButtons.tsx';
import SearchField from '#islands/ui/list/SearchField.tsx';
import { usePrebuiltList } from '#islands/ui/list/usePrebuiltList.ts';
import Pagination from '#islands/ui/Pagination.tsx';
import Change from '#islands/ui/figures/Change.tsx';
import DemoBadge from '#islands/ui/figures/DemoBadge.tsx';
import Sparkline from './Sparkline.tsx';

const COLUMNS: { sort: VegSort | null; label: string; num?: boolean; first?: 'asc' | 'desc' }[] = [
  { sort: 'product', label: '品种', first: 'asc' },
  { sort: 'market', label: '批发市场', first: 'asc' },
  { sort: null, label: '产地' },
  { sort: 'low', label: '最低价', num: true, first: 'desc' },
  { sort: 'avg', label: '平均价', num: true, first: 'desc' },
  { sort: 'high', label: '最高价', num: true, first: 'desc' },
  { sort: 'change', label: '日环比', num: true, first: 'desc' },
  { sort: 'weekChange', label: '周同比', num: true, first: 'desc' },
  { sort: null, label: '近14天' },
];

const mmdd = (iso: string | null) =>
  iso ? `${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日` : '—';

interface Props {
  /** The build's unfiltered first page and filters (the first paint); the island asks again once hydrated. */
  initial?: VegList | null;
  initialFilters?: VegFilterList | null;
}

export default function PriceTable({ initial = null, initialFilters = null }: Props) {
  // The prebuilt first view is the unfiltered answer (the page is rendered again by every price write's publish).
  const { state, update, filters, typed, setTyped, submit, reset, data, loading } = usePrebuiltList<
    VegListState,
    VegFilterList,
    VegList
  >({
    fallback: VEG_LIST_DEFAULT,
    read: readListState,
    search: listSearch,
    filtersPath: '/api/vegetable/filterList',
    initialFilters,
    listPath: '/api/vegetable/vegList',
    initial,
    // A ?type= waits for the classes, which turn a legacy Chinese name into its key.
    body: (s, f) =>
      s.type && !f
        ? null
        : {
            type: (f ? classKeyOf(s.type, f.classes) : s.type) || undefined,
            market: s.market ?? undefined,
            province: s.province || undefined,
            keyword: s.keyword || undefined,
            sort: s.sort,
            order: s.order,
            page: s.page,
            pageSize: VEG_LIST_PAGE_SIZE,
          },
  });

  // A legacy or shared ?type= may name the class in Chinese: once the classes are known it becomes their key.
  const typeKey = useMemo(
    () => (filters ? classKeyOf(state.type, filters.classes) : state.type),
    [filters, state.type],
  );

  const sortBy = (sort: VegSort, first: 'asc' | 'desc') =>
    update({ sort, order: state.sort === sort ? (state.order === 'asc' ? 'desc' : 'asc') : first });

  const markets = (filters?.markets ?? []).filter(
    (m) => !state.province || m.province_code === state.province,
  );
  const rows = data?.list ?? [];

  return (
    <section className="card p-5" aria-labelledby="veg-prices-title" id="prices" data-testid="price-table">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="veg-prices-title" className="section-title">
          批发市场价格
        </h2>
        {data && <DemoBadge demo={data.demo} />}
        <span className="text-sm text-ink-500" data-testid="price-day">
          {data?.date
            ? `${data.date} 行情 · 日环比对比${mmdd(data.prev_date)} · 周同比对比${mmdd(data.week_date)}`
            : ''}
        </span>
      </div>

      <div className="space-y-3 border-b border-line pb-4">
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="蔬菜类别">
          <span className="mr-1 text-sm text-ink-500">类别</span>
          <button
            type="button"
            className={filterChip(!typeKey)}
            aria-pressed={!typeKey}
            onClick={() => update({ type: '' })}
          >
            全部
          </button>
          {filters?.classes.map((c) => (
            <button
              key={c.key}
              type="button"
              className={filterChip(typeKey === c.key)}
              aria-pressed={typeKey === c.key}
              onClick={() => update({ type: c.key })}
            >
              {c.name}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm text-ink-500">
            省份
            <select
              className={filterField}
              value={state.province}
              onChange={(e) => update({ province: e.target.value, market: null })}
              aria-label="省份"
            >
              <option value="">全部省份</option>
              {filters?.provinces.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm text-ink-500">
            市场
            <select
              className={filterField}
              value={state.market ?? ''}
              onChange={(e) => update({ market: e.target.value ? Number(e.target.value) : null })}
              aria-label="批发市场"
            >
              <option value="">全部市场</option>
              {markets.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.short_name}
                </option>
              ))}
            </select>
          </label>
          <form className="flex min-w-64 flex-1 items-center gap-2" role="search" onSubmit={submit}>
            <SearchField
              name="keyword"
              label="搜索品种"
              placeholder="品种名称 / 拼音 / 首字母"
              maxLength={20}
              value={typed}
              onChange={setTyped}
              describedBy="veg-keyword-hint"
              size="sm"
            />
            <SearchButtons onReset={reset} submitClass="h-9" resetClass="h-9" />
          </form>
        </div>
        <p id="veg-keyword-hint" className="text-xs text-ink-500">
          {VEG_LIST_MSG.keywordHint}
        </p>
      </div>

      <div className="table-scroll">
        <table className="w-full min-w-[880px] text-sm" aria-busy={loading}>
          <thead>
            <tr className="border-b border-line text-xs text-ink-500">
              {COLUMNS.map((col) => {
                const active = col.sort !== null && state.sort === col.sort;
                const Icon = active ? (state.order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                return (
                  <th
                    key={col.label}
                    scope="col"
                    className={`px-2 py-2.5 font-medium whitespace-nowrap ${col.num ? 'text-right' : 'text-left'}`}
                    aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {col.sort ? (
                      <button
                        type="button"
                        className={`inline-flex items-center gap-1 hover:text-brand-700 ${active ? 'text-brand-700' : ''}`}
                        onClick={() => sortBy(col.sort!, col.first ?? 'asc')}
                      >
                        {col.label}
                        <Icon size={12} aria-hidden="true" className={active ? '' : 'text-ink-500'} />
                      </button>
                    ) : (
                      col.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={loading && data ? 'opacity-60' : ''}>
            {!data &&
              Array.from({ length: 8 }, (_, i) => (
                <tr key={i} className="border-b border-line" aria-hidden="true">
                  <td colSpan={COLUMNS.length} className="px-2 py-2.5">
                    <div className="h-5 animate-pulse rounded bg-surface" />
                  </td>
                </tr>
              ))}
            {data && rows.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="py-10 text-center text-ink-500">
                  {data.date ? VEG_LIST_MSG.noRows : VEG_LIST_MSG.noDay}
                </td>
              </tr>
            )}
            {rows.map((r) => (
              <tr
                key={`${r.market.id}:${r.product.id}`}
                className="border-b border-line hover:bg-surface"
                data-testid="price-row"
              >
                <td className="px-2 py-2">
                  <a
                    href={vegDetailHref(r.product.name, r.product.class_key)}
                    className="font-medium text-ink-900 hover:text-brand-700"
                    data-testid="product-link"
                  >
                    {r.product.name}
                  </a>
                  <span className="ml-1.5 text-xs text-ink-500">{r.product.class_name}</span>
                </td>
                <td className="px-2 py-2 whitespace-nowrap text-ink-700">
                  {r.market.short_name}
                  <span className="ml-1 text-xs text-ink-500">{r.market.province_name}</span>
                </td>
                <td className="px-2 py-2 text-ink-700">{r.origin ?? '—'}</td>
                <td className="px-2 py-2 text-right tabular-nums text-ink-700">{formatPrice(r.low)}</td>
                <td
                  className="px-2 py-2 text-right font-semibold tabular-nums text-ink-900"
                  data-testid="avg"
                >
                  {formatPrice(r.avg)}
                </td>
                <td className="px-2 py-2 text-right tabular-nums text-ink-700">{formatPrice(r.high)}</td>
                <td className="px-2 py-2 text-right" data-testid="change-day">
                  <Change value={r.change_day} />
                </td>
                <td className="px-2 py-2 text-right" data-testid="change-week">
                  <Change value={r.change_week} />
                </td>
                <td className="px-2 py-1">
                  <Sparkline values={r.spark} change={r.change_week} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <span className="text-xs text-ink-500">价格单位：{rows[0]?.unit ?? '元/公斤'}</span>
        {data && data.total > 0 && (
          <Pagination
            page={state.page}
            pageSize={VEG_LIST_PAGE_SIZE}
            total={data.total}
            onChange={(page) => update({ page })}
          />
        )}
      </div>
    </section>
  );
}
