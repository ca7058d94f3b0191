/**
 * 食物对比: two to four foods side by side, every nutrient per 100 g edible portion, the highest of each row marked.
 * The foods live in the address (?codes=09003,09040), so the page is shareable; add by search, remove per column.
 */
import { Plus, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '#lib/client.ts';
import { compareCodesOf, FOOD_COMPARE_MAX } from '#lib/food/limits.ts';
import { foodCompareHref, foodHref, formatAmount } from '#lib/food/format.ts';
import { FOOD_MSG } from '#lib/food/messages.ts';
import { kilojoules, NUTRIENT_GROUPS, SHOWN_NUTRIENTS, type NutrientKey } from '#lib/food/nutrients.ts';
import type { FoodDetail, FoodItem, FoodPage } from '#lib/food/types.ts';
import { useAddress } from '#islands/ui/useAddress.ts';

export default function FoodCompare() {
  const search = useAddress('search');
  const [chosen, setChosen] = useState<string[] | null>(null);
  const codes = useMemo(
    () => chosen ?? (search === null ? null : compareCodesOf(new URLSearchParams(search).get('codes'))),
    [chosen, search],
  );
  // The last answer stays on screen while the next is asked; its failure only for the codes it answered.
  const [answer, setAnswer] = useState<{ key: string; foods: FoodDetail[]; error: string } | null>(null);
  const key = codes?.join(',') ?? '';
  const foods = codes?.length ? (answer?.foods ?? []) : [];
  const error = codes?.length && answer?.key === key ? answer.error : '';
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<FoodItem[]>([]);
  const asked = useRef(0);

  useEffect(() => {
    const id = ++asked.current;
    if (!codes?.length) return;
    const answer =
      codes.length === 1
        ? api
            .post<FoodDetail>('/api/food/getDetail', { code: codes[0] }, { silent: true })
            .then((r) => ({ ...r, data: r.success ? { foods: [r.data] } : null }))
        : api.post<{ foods: FoodDetail[] }>('/api/food/compare', { codes }, { silent: true });
    void answer.then((r) => {
      if (id !== asked.current) return;
      setAnswer(
        r.success && r.data ? { key, foods: r.data.foods, error: '' } : { key, foods: [], error: r.msg },
      );
    });
  }, [codes, key]);

  useEffect(() => {
    const k = typed.trim();
    if (!k) return;
    const timer = setTimeout(() => {
      void api
        .post<FoodPage>('/api/food/search', { keyword: k, pageSize: 8 }, { silent: true })
        .then((r) => setFound(r.success ? r.data.list : []));
    }, 250);
    return () => clearTimeout(timer);
  }, [typed]);

  const go = (next: string[]) => {
    history.replaceState(history.state, '', next.length ? foodCompareHref(next) : location.pathname);
    setChosen(next);
  };
  const list = codes ?? [];
  const full = list.length >= FOOD_COMPARE_MAX;
  const best = (key: NutrientKey) => {
    const values = foods.map((f) => f.nutrients[key]).filter((v): v is number => v !== null);
    const top = Math.max(...values);
    // Nothing to mark when only one food has a figure or the highest is 0.
    return values.length > 1 && top > 0 ? top : null;
  };

  return (
    <section className="card p-5" data-testid="food-compare">
      <div className="flex flex-wrap items-center gap-3 border-b border-line pb-4">
        <div className="relative min-w-64 flex-1">
          <input
            type="search"
            className="h-10 w-full rounded-md border border-line bg-white px-3 focus:border-brand-500 disabled:bg-surface"
            value={typed}
            maxLength={20}
            onChange={(e) => {
              setTyped(e.target.value);
              if (!e.target.value.trim()) setFound([]);
            }}
            placeholder={full ? `最多对比 ${FOOD_COMPARE_MAX} 种食物` : '添加食物：输入名称或拼音'}
            aria-label="添加对比食物"
            readOnly={full}
          />
          {found.length > 0 && !full && (
            <ul
              className="absolute z-10 mt-1 w-full overflow-hidden rounded-md border border-line bg-white shadow-lg"
              role="listbox"
            >
              {found.map((f) => (
                <li key={f.code}>
                  <button
                    type="button"
                    className="flex w-full items-center justify-between px-3 py-2 text-left text-sm hover:bg-brand-50 disabled:opacity-40"
                    disabled={list.includes(f.code)}
                    onClick={() => {
                      setTyped('');
                      setFound([]);
                      go([...list, f.code]);
                    }}
                  >
                    <span>{f.name}</span>
                    <span className="text-xs text-ink-500">{f.category_name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <span className="text-sm text-ink-500">
          已选 {list.length}/{FOOD_COMPARE_MAX}，可复制地址分享对比结果
        </span>
      </div>
      {error && (
        <p
          className="mt-4 rounded-md bg-rise/10 px-3 py-2 text-sm text-rise"
          role="alert"
          data-testid="compare-error"
        >
          {error}
        </p>
      )}
      {codes && list.length < 2 && !error && (
        <p className="mt-4 text-sm text-ink-500">{FOOD_MSG.compareCount}，在上方搜索添加。</p>
      )}
      {foods.length > 0 && (
        <div className="mt-4 table-scroll">
          {/* On a phone the held label column narrows so two foods show side by side; the rest scrolls. */}
          <table className="w-full text-sm sm:min-w-[720px]" data-testid="compare-table">
            <thead>
              <tr className="border-b border-line">
                <th
                  scope="col"
                  className="min-w-28 px-3 py-2.5 text-left text-xs font-normal text-ink-500 sm:w-48"
                >
                  每100克可食部
                </th>
                {foods.map((f) => (
                  <th
                    key={f.code}
                    scope="col"
                    className="min-w-24 px-3 py-2.5 text-right align-bottom"
                    data-code={f.code}
                  >
                    <a href={foodHref(f.code)} className="font-semibold text-brand-700 hover:underline">
                      {f.name}
                    </a>
                    <button
                      type="button"
                      className="ml-1 inline-grid size-5 place-items-center rounded text-ink-500 hover:bg-surface hover:text-rise"
                      aria-label={`移除${f.name}`}
                      onClick={() => go(list.filter((c) => c !== f.code))}
                    >
                      <X size={12} aria-hidden="true" />
                    </button>
                    <div className="text-xs font-normal text-ink-500">{f.path.second.name}</div>
                  </th>
                ))}
                {!full && (
                  <th scope="col" className="w-24 px-3 text-right text-xs font-normal text-ink-500">
                    <Plus size={14} className="inline" aria-hidden="true" /> 添加
                  </th>
                )}
              </tr>
            </thead>
            {NUTRIENT_GROUPS.map((g) => (
              <tbody key={g.key}>
                <tr className="bg-surface">
                  <th
                    scope="rowgroup"
                    colSpan={foods.length + 2}
                    className="px-3 py-1.5 text-left text-xs font-semibold text-ink-700"
                  >
                    {g.name}
                  </th>
                </tr>
                {g.key === 'energy' && (
                  <tr className="border-b border-line/70">
                    <th scope="row" className="px-3 py-1.5 text-left font-normal text-ink-700">
                      能量（千焦）<span className="text-xs text-ink-500"> kJ</span>
                    </th>
                    {foods.map((f) => (
                      <td key={f.code} className="px-3 py-1.5 text-right tabular-nums">
                        {f.nutrients.energy === null ? FOOD_MSG.missing : kilojoules(f.nutrients.energy)}
                      </td>
                    ))}
                  </tr>
                )}
                {SHOWN_NUTRIENTS.filter((n) => n.group === g.key).map((n) => {
                  const top = best(n.key);
                  return (
                    <tr key={n.key} className="border-b border-line/70" data-nutrient={n.key}>
                      <th scope="row" className="px-3 py-1.5 text-left font-normal text-ink-700">
                        {n.key === 'energy' ? '能量（千卡）' : n.name}
                        <span className="text-xs text-ink-500"> {n.unit}</span>
                      </th>
                      {foods.map((f) => {
                        const v = f.nutrients[n.key];
                        return (
                          <td
                            key={f.code}
                            className={`px-3 py-1.5 text-right tabular-nums ${v !== null && v === top ? 'font-semibold text-brand-700' : 'text-ink-900'}`}
                          >
                            {formatAmount(v)}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            ))}
          </table>
          <p className="mt-3 text-xs text-ink-500">
            绿色加粗为该行最高值。{FOOD_MSG.missingNote}。数据来源：
            {[...new Set(foods.map((f) => f.source))].join('、')}。
          </p>
        </div>
      )}
    </section>
  );
}
