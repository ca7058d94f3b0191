/**
 * The standards list: a number-or-title search box (GBT2763-2021, gb/t 2763, 2763, 小麦 all work), filters by type
 * and sub-class, status, CCS, ICS and 发布 year with their counts, the results table and paging. The state lives in
 * the address (#lib/standard/listQuery.ts), so a shared link opens the same view.
 */
import SearchField from '#islands/ui/list/SearchField.tsx';
import { orDash, statusBadgeClass } from '#lib/standard/format.ts';
import {
  readStdListState,
  standardDetailHref,
  STD_LIST_DEFAULT,
  stdListBody,
  stdListSearch,
  type StdListState,
} from '#lib/standard/listQuery.ts';
import type { StandardFacet, StandardList as ListAnswer, StandardTypeList } from '#lib/standard/types.ts';
import { STD_LIST_LIMITS, STD_LIST_PAGE_SIZE } from '#lib/standard/limits.ts';
import { filterChip, filterField } from '#islands/ui/list/filterStyles.ts';
import SearchButtons from '#islands/ui/list/SearchButtons.tsx';
import { usePrebuiltList } from '#islands/ui/list/usePrebuiltList.ts';
import Pagination from '#islands/ui/Pagination.tsx';

function Chips({
  label,
  items,
  value,
  onPick,
  testId,
}: {
  label: string;
  items: StandardFacet[];
  value: string;
  onPick: (key: string) => void;
  testId: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={label} data-testid={testId}>
      <span className="w-16 shrink-0 text-sm text-ink-500">{label}</span>
      <button
        type="button"
        className={filterChip(!value, 'sm')}
        aria-pressed={!value}
        onClick={() => onPick('')}
      >
        全部
      </button>
      {items.map((f) => (
        <button
          key={f.key}
          type="button"
          className={filterChip(value === f.key, 'sm')}
          aria-pressed={value === f.key}
          onClick={() => onPick(f.key)}
        >
          {f.name}
          <span className={`ml-1 text-xs ${value === f.key ? 'text-white' : 'text-ink-500'}`}>{f.count}</span>
        </button>
      ))}
    </div>
  );
}

function Select({
  label,
  items,
  value,
  onPick,
  code,
}: {
  label: string;
  items: StandardFacet[];
  value: string;
  onPick: (key: string) => void;
  code?: boolean;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink-500">
      {label}
      <select
        className={filterField}
        value={value}
        onChange={(e) => onPick(e.target.value)}
        aria-label={label}
      >
        <option value="">全部</option>
        {items.map((f) => (
          <option key={f.key} value={f.key}>
            {code ? `${f.key} ${f.name}` : f.name}（{f.count}）
          </option>
        ))}
      </select>
    </label>
  );
}

interface Props {
  /** The build's filters and unfiltered first page (the first paint); the island asks again once a filter is set. */
  initialTypes?: StandardTypeList | null;
  initialList?: ListAnswer | null;
}

export default function StandardList({ initialTypes = null, initialList = null }: Props) {
  // The prebuilt counts and first page are current: every status change (the daily job) and import renders the page.
  const {
    state,
    update,
    filters: types,
    typed,
    setTyped,
    submit,
    reset,
    data,
    loading,
  } = usePrebuiltList<StdListState, StandardTypeList, ListAnswer>({
    fallback: STD_LIST_DEFAULT,
    read: readStdListState,
    search: stdListSearch,
    filtersPath: '/api/standard/getTypeList',
    initialFilters: initialTypes,
    listPath: '/api/standard/getList',
    initial: initialList,
    body: (s) => stdListBody(s, STD_LIST_PAGE_SIZE),
    keywordPauseMs: 400,
  });

  const subs = types?.types.find((t) => t.key === state.type)?.subs ?? [];
  const rows = data?.list ?? [];

  return (
    <section className="card p-5" aria-labelledby="std-list-title" data-testid="standard-list">
      <form className="flex flex-wrap items-center gap-2" role="search" onSubmit={submit}>
        <SearchField
          name="keyword"
          label="搜索标准"
          placeholder="输入标准号或标准名称，如 GB 2763、gb/t 1351、NY/T391、小麦"
          maxLength={STD_LIST_LIMITS.keyword}
          value={typed}
          onChange={setTyped}
        />
        <SearchButtons onReset={reset} submitClass="h-10 px-5" resetClass="h-10" />
      </form>
      <p className="mt-2 text-xs text-ink-500">
        标准号不区分大小写、全角半角，斜杠、空格和年代号可省略（GBT2763-2021、gb/t 2763、2763 均可找到 GB
        2763）。
      </p>

      <div className="mt-4 space-y-3 border-y border-line py-4">
        <Chips
          label="标准类型"
          items={types?.types ?? []}
          value={state.type}
          onPick={(type) => update({ type: type as StdListState['type'], sub: '' })}
          testId="filter-type"
        />
        {subs.length > 1 && (
          <Chips
            label="类别"
            items={subs}
            value={state.sub}
            onPick={(sub) => update({ sub })}
            testId="filter-sub"
          />
        )}
        <Chips
          label="标准状态"
          items={types?.statuses ?? []}
          value={state.status}
          onPick={(status) => update({ status: status as StdListState['status'] })}
          testId="filter-status"
        />
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <Select
            label="CCS分类"
            items={types?.ccs ?? []}
            value={state.ccs}
            onPick={(ccs) => update({ ccs })}
            code
          />
          <Select
            label="ICS分类"
            items={types?.ics ?? []}
            value={state.ics}
            onPick={(ics) => update({ ics })}
            code
          />
          <Select
            label="发布年份"
            items={types?.years ?? []}
            value={state.year}
            onPick={(year) => update({ year })}
          />
        </div>
      </div>

      <div className="mt-4 mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="std-list-title" className="section-title">
          标准列表
        </h2>
        <span className="text-sm text-ink-500" data-testid="std-total" aria-live="polite">
          {data
            ? `${data.keyword_as === 'number' ? '按标准号' : data.keyword_as === 'text' ? '按名称' : ''}找到 ${data.total} 项标准`
            : '正在查询…'}
        </span>
      </div>
      <div className="table-scroll">
        <table className="w-full min-w-[760px] text-sm" aria-busy={loading}>
          <thead>
            <tr className="border-b border-line text-left text-xs text-ink-500">
              <th scope="col" className="px-2 py-2.5 font-medium">
                标准号
              </th>
              <th scope="col" className="px-2 py-2.5 font-medium">
                标准名称
              </th>
              <th scope="col" className="px-2 py-2.5 font-medium">
                类型
              </th>
              <th scope="col" className="px-2 py-2.5 font-medium">
                状态
              </th>
              <th scope="col" className="px-2 py-2.5 font-medium whitespace-nowrap">
                发布日期
              </th>
              <th scope="col" className="px-2 py-2.5 font-medium whitespace-nowrap">
                实施日期
              </th>
            </tr>
          </thead>
          <tbody className={loading && data ? 'opacity-60' : ''}>
            {!data &&
              Array.from({ length: 8 }, (_, i) => (
                <tr key={i} className="border-b border-line" aria-hidden="true">
                  <td colSpan={6} className="px-2 py-2.5">
                    <div className="h-5 animate-pulse rounded bg-surface" />
                  </td>
                </tr>
              ))}
            {data && rows.length === 0 && (
              <tr>
                <td colSpan={6} className="py-10 text-center text-ink-500">
                  没有找到符合条件的标准，请换个标准号或关键词试试。
                </td>
              </tr>
            )}
            {rows.map((s) => (
              <tr
                key={s.id}
                className="border-b border-line align-top hover:bg-surface"
                data-testid="std-row"
              >
                <td className="px-2 py-2.5 whitespace-nowrap">
                  <a
                    href={standardDetailHref(s.id)}
                    className="font-medium text-brand-700 tabular-nums hover:underline"
                    data-testid="std-number"
                  >
                    {s.number}
                  </a>
                </td>
                <td className="px-2 py-2.5">
                  <a href={standardDetailHref(s.id)} className="text-ink-900 hover:text-brand-700">
                    {s.name}
                  </a>
                  {s.name_en && <div className="mt-0.5 line-clamp-1 text-xs text-ink-500">{s.name_en}</div>}
                </td>
                <td className="px-2 py-2.5 whitespace-nowrap text-ink-700">
                  {s.type_name}
                  <div className="text-xs text-ink-500">{s.sub_name}</div>
                </td>
                <td className="px-2 py-2.5">
                  <span className={statusBadgeClass(s.status)} data-status={s.status}>
                    {s.status_name}
                  </span>
                </td>
                <td className="px-2 py-2.5 text-ink-700 tabular-nums whitespace-nowrap">
                  {orDash(s.issued)}
                </td>
                <td className="px-2 py-2.5 text-ink-700 tabular-nums whitespace-nowrap">
                  {orDash(s.effective)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && data.total > 0 && (
        <div className="mt-4">
          <Pagination
            page={state.page}
            pageSize={STD_LIST_PAGE_SIZE}
            total={data.total}
            onChange={(page) => update({ page })}
          />
        </div>
      )}
    </section>
  );
}
