/**
 * The food list: a second-level category's foods, or a whole first level ranked by any nutrient (蛋白质最高的豆类).
 * Sortable key-nutrient columns, a nutrient picker to rank by, paging; its state lives in the address.
 */
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

import { foodHref, formatAmount } from '#lib/food/format.ts';
import { foodListSearch, readFoodListState, type FoodListState } from '#lib/food/listQuery.ts';
import { KEY_NUTRIENTS, nutrientOf, SHOWN_NUTRIENTS, type NutrientKey } from '#lib/food/nutrients.ts';
import type { FoodCategoryTree, FoodPage } from '#lib/food/types.ts';
import { FOOD_PAGE_SIZE } from '#lib/food/limits.ts';
import { filterChip, filterField } from '#islands/ui/list/filterStyles.ts';
import { useAddressState } from '#islands/ui/list/useAddressState.ts';
import { useCall } from '#islands/ui/useCall.ts';
import Pagination from '#islands/ui/Pagination.tsx';
import CompareBar from './CompareBar.tsx';
import CompareButton from './CompareButton.tsx';

const EMPTY: FoodListState = { firstId: null, secondId: null, sort: null, order: 'desc', page: 1 };

export default function FoodList({ tree }: { tree: FoodCategoryTree[] }) {
  const { state, ready, update } = useAddressState<FoodListState>(EMPTY, readFoodListState, foodListSearch);
  // A bare address opens the first category: the list is never empty for want of a choice.
  const first = (state.firstId === null ? tree[0] : tree.find((f) => f.id === state.firstId)) ?? null;
  const second = first?.children.find((c) => c.id === state.secondId) ?? null;

  const { data, loading } = useCall<FoodPage>(ready && first ? '/api/food/getList' : null, {
    first_id: first?.id,
    second_id: second?.id,
    sort: state.sort ?? undefined,
    order: state.order,
    page: state.page,
    pageSize: FOOD_PAGE_SIZE,
  });

  const sortBy = (sort: NutrientKey) =>
    update({ sort, order: state.sort === sort && state.order === 'desc' ? 'asc' : 'desc' });

  if (ready && !first) {
    return (
      <section className="card p-8 text-center text-ink-500" data-testid="food-list-empty">
        没有找到该食物分类。
        <a href="/application/food" className="text-brand-700 hover:underline">
          返回食物营养首页
        </a>
      </section>
    );
  }

  const rows = data?.list ?? [];
  const columns: NutrientKey[] =
    state.sort && !(KEY_NUTRIENTS as readonly string[]).includes(state.sort)
      ? [...KEY_NUTRIENTS, state.sort]
      : [...KEY_NUTRIENTS];
  const offset = (state.page - 1) * FOOD_PAGE_SIZE;
  const title = second ? second.name : first ? `${first.name}（全部）` : '';

  return (
    <section className="card p-5" aria-labelledby="food-list-title" data-testid="food-list">
      <div className="mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="food-list-title" className="section-title" data-testid="food-list-title">
          {title}
        </h2>
        {state.sort && (
          <span className="text-sm text-ink-500" data-testid="food-ranking">
            按{nutrientOf(state.sort)!.name}
            {state.order === 'desc' ? '从高到低' : '从低到高'}排行
          </span>
        )}
      </div>
      <div className="space-y-3 border-b border-line pb-4">
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="一级分类">
          {tree.map((f) => (
            <button
              type="button"
              key={f.id}
              className={filterChip(f.id === first?.id)}
              aria-pressed={f.id === first?.id}
              onClick={() => update({ firstId: f.id, secondId: null })}
            >
              {f.name}
            </button>
          ))}
        </div>
        {first && (
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="二级分类">
            <button
              type="button"
              className={filterChip(!second)}
              aria-pressed={!second}
              onClick={() => update({ secondId: null })}
            >
              全部{first.name}
            </button>
            {first.children
              .filter((c) => c.count > 0)
              .map((c) => (
                <button
                  key={c.id}
                  type="button"
                  className={filterChip(second?.id === c.id)}
                  aria-pressed={second?.id === c.id}
                  onClick={() => update({ secondId: c.id })}
                >
                  {c.name}
                </button>
              ))}
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="flex items-center gap-2 text-ink-500">
            按营养素排行
            <select
              className={filterField}
              value={state.sort ?? ''}
              onChange={(e) =>
                update({ sort: (e.target.value || null) as NutrientKey | null, order: 'desc' })
              }
              aria-label="排行营养素"
              data-testid="nutrient-picker"
            >
              <option value="">默认顺序</option>
              {SHOWN_NUTRIENTS.map((n) => (
                <option key={n.key} value={n.key}>
                  {n.name}（{n.unit}）
                </option>
              ))}
            </select>
          </label>
          {state.sort && (
            <button
              type="button"
              className="btn-ghost h-9"
              onClick={() => update({ order: state.order === 'desc' ? 'asc' : 'desc' })}
            >
              {state.order === 'desc' ? '改为从低到高' : '改为从高到低'}
            </button>
          )}
          <span className="text-xs text-ink-500">每100克可食部；“—”为未测定，排在最后</span>
        </div>
      </div>

      <div className="table-scroll">
        <table className="w-full min-w-[900px] text-sm" aria-busy={loading} data-testid="food-table">
          <thead>
            <tr className="border-b border-line text-xs text-ink-500">
              <th scope="col" className="w-12 px-2 py-2.5 text-right font-normal">
                {state.sort ? '排名' : '序号'}
              </th>
              <th scope="col" className="px-3 py-2.5 text-left font-normal">
                食物
              </th>
              {!second && (
                <th scope="col" className="px-3 py-2.5 text-left font-normal">
                  分类
                </th>
              )}
              {columns.map((k) => {
                const n = nutrientOf(k)!;
                const active = state.sort === k;
                const Icon = active ? (state.order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                return (
                  <th
                    key={k}
                    scope="col"
                    className="px-3 py-2.5 text-right font-normal"
                    aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    <button
                      type="button"
                      className={`inline-flex items-center gap-1 whitespace-nowrap hover:text-brand-700 ${active ? 'font-semibold text-brand-700' : ''}`}
                      onClick={() => sortBy(k)}
                      data-sort={k}
                    >
                      {n.name}
                      <span className="text-ink-500">({n.unit})</span>
                      <Icon size={12} aria-hidden="true" />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((f, i) => (
              <tr key={f.code} className="border-b border-line/70 hover:bg-brand-50/50" data-code={f.code}>
                <td className="px-2 py-2 text-right tabular-nums text-ink-500">{offset + i + 1}</td>
                <td className="px-3 py-2">
                  <div className="flex items-center justify-between gap-3">
                    <a href={foodHref(f.code)} className="text-brand-700 hover:underline">
                      {f.name}
                    </a>
                    <CompareButton food={{ code: f.code, name: f.name }} compact />
                  </div>
                </td>
                {!second && <td className="whitespace-nowrap px-3 py-2 text-ink-500">{f.category_name}</td>}
                {columns.map((k) => (
                  <td
                    key={k}
                    className={`px-3 py-2 text-right tabular-nums ${state.sort === k ? 'font-semibold text-ink-900' : 'text-ink-700'}`}
                    data-nutrient={k}
                  >
                    {formatAmount(f.nutrients[k])}
                  </td>
                ))}
              </tr>
            ))}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 3} className="py-10 text-center text-ink-500">
                  该分类暂无食物
                </td>
              </tr>
            )}
            {loading &&
              rows.length === 0 &&
              Array.from({ length: 8 }, (_, i) => (
                <tr key={i} className="border-b border-line/70">
                  <td colSpan={columns.length + 3} className="py-2">
                    <div className="h-5 animate-pulse rounded bg-surface" />
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {data && data.total > FOOD_PAGE_SIZE && (
        <div className="mt-4">
          <Pagination
            page={state.page}
            pageSize={FOOD_PAGE_SIZE}
            total={data.total}
            onChange={(page) => update({ page })}
          />
        </div>
      )}
      <CompareBar />
    </section>
  );
}
