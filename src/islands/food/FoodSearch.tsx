/** The food search page: ?keyword= by name, alias, pinyin or initials, closest first, paged; a new search stays here. */
import SearchField from '#islands/ui/list/SearchField.tsx';
import { useState, type FormEvent } from 'react';
import { foodHref, formatAmount } from '#lib/food/format.ts';
import { KEY_NUTRIENTS, nutrientOf } from '#lib/food/nutrients.ts';
import type { FoodPage } from '#lib/food/types.ts';
import { FOOD_KEYWORD_MAX, FOOD_PAGE_SIZE } from '#lib/food/limits.ts';
import { useAddress } from '#islands/ui/useAddress.ts';
import { useCall } from '#islands/ui/useCall.ts';
import Pagination from '#islands/ui/Pagination.tsx';
import CompareBar from './CompareBar.tsx';
import CompareButton from './CompareButton.tsx';

export default function FoodSearch() {
  const search = useAddress('search');
  const fromAddress = (new URLSearchParams(search ?? '').get('keyword') ?? '')
    .trim()
    .slice(0, FOOD_KEYWORD_MAX);
  const [searched, setSearched] = useState<string | null>(null);
  const keyword = searched ?? fromAddress;
  const [edited, setTyped] = useState<string | null>(null);
  const typed = edited ?? fromAddress;
  const [page, setPage] = useState(1);

  const { data, loading } = useCall<FoodPage>(keyword ? '/api/food/search' : null, {
    keyword,
    page,
    pageSize: FOOD_PAGE_SIZE,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = typed.trim();
    if (!k) return;
    history.replaceState(history.state, '', `${location.pathname}?keyword=${encodeURIComponent(k)}`);
    setPage(1);
    setSearched(k);
  };
  const rows = data?.list ?? [];
  const columns = KEY_NUTRIENTS.slice(0, 6);

  return (
    <section className="card p-5" data-testid="food-search">
      <form className="flex flex-wrap items-center gap-2" role="search" onSubmit={submit}>
        <SearchField
          name="keyword"
          label="搜索食物"
          placeholder="食物名称 / 别名 / 拼音 / 首字母"
          maxLength={FOOD_KEYWORD_MAX}
          value={typed}
          onChange={setTyped}
        />
        <button type="submit" className="btn-primary h-10 px-6">
          搜索
        </button>
      </form>
      <p className="mt-3 text-sm text-ink-500" data-testid="food-search-summary">
        {keyword
          ? loading && !data
            ? '正在搜索…'
            : `“${keyword}”共找到 ${data?.total ?? 0} 种食物，按匹配程度排序`
          : '请输入食物名称、别名或拼音，如：苹果、pingguo、pg'}
      </p>
      {keyword && (
        <div className="mt-2 table-scroll">
          <table
            className="w-full min-w-[760px] text-sm"
            aria-busy={loading}
            data-testid="food-search-results"
          >
            <thead>
              <tr className="border-b border-line text-xs text-ink-500">
                <th scope="col" className="px-3 py-2.5 text-left font-normal">
                  食物
                </th>
                <th scope="col" className="px-3 py-2.5 text-left font-normal">
                  分类
                </th>
                {columns.map((k) => (
                  <th key={k} scope="col" className="px-3 py-2.5 text-right font-normal">
                    {nutrientOf(k)!.name}
                    <span className="text-ink-500">({nutrientOf(k)!.unit})</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((f) => (
                <tr key={f.code} className="border-b border-line/70 hover:bg-brand-50/50" data-code={f.code}>
                  <td className="px-3 py-2">
                    <div className="flex items-center justify-between gap-3">
                      <span>
                        <a href={foodHref(f.code)} className="text-brand-700 hover:underline">
                          {f.name}
                        </a>
                        {f.aliases.length > 0 && (
                          <span className="ml-2 text-xs text-ink-500">{f.aliases.join('、')}</span>
                        )}
                      </span>
                      <CompareButton food={{ code: f.code, name: f.name }} compact />
                    </div>
                  </td>
                  <td className="px-3 py-2 text-ink-500">{f.category_name}</td>
                  {columns.map((k) => (
                    <td key={k} className="px-3 py-2 text-right tabular-nums text-ink-700">
                      {formatAmount(f.nutrients[k])}
                    </td>
                  ))}
                </tr>
              ))}
              {!loading && data && rows.length === 0 && (
                <tr>
                  <td colSpan={columns.length + 2} className="py-10 text-center text-ink-500">
                    没有找到相关食物，换个名称或拼音试试；也可以
                    <a href="/application/food" className="text-brand-700 hover:underline">
                      按分类浏览
                    </a>
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total > FOOD_PAGE_SIZE && (
        <div className="mt-4">
          <Pagination page={page} pageSize={FOOD_PAGE_SIZE} total={data.total} onChange={setPage} />
        </div>
      )}
      <CompareBar />
    </section>
  );
}
