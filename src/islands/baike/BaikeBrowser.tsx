/**
 * 农业百科's index browsing: the search box (an exact title or alias lands on its entry, several are a 多义词 list),
 * the category tree (first level as tabs, with counts), a category's or a search's entries, and, with neither, 热门词条
 * and 最近更新. The view lives in the address (?category=&keyword=&page=); the first view is prebuilt.
 */
import { Clock, Flame } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { api } from '#lib/client.ts';
import { chinaDate } from '#lib/chinaTime.ts';
import { BAIKE_LIMITS } from '#lib/baike/limits.ts';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import {
  BAIKE_BROWSE_EMPTY,
  baikeBrowseSearch,
  readBaikeBrowse,
  type BaikeBrowseState,
} from '#lib/baike/listQuery.ts';
import type { BaikeCard, BaikeHotContent, BaikeListAnswer, BaikeTreeNode } from '#lib/baike/types.ts';
import SearchField from '#islands/ui/list/SearchField.tsx';
import { useAddressState } from '#islands/ui/list/useAddressState.ts';
import { useCall } from '#islands/ui/useCall.ts';
import Pagination from '#islands/ui/Pagination.tsx';

const PAGE_SIZE = BAIKE_LIMITS.listPage;

/** A node's path from the root (the list's heading and crumbs). */
function pathTo(tree: BaikeTreeNode[], id: number): BaikeTreeNode[] {
  for (const n of tree) {
    if (n.id === id) return [n];
    const below = pathTo(n.children, id);
    if (below.length) return [n, ...below];
  }
  return [];
}

function EntryCard({ card, hot }: { card: BaikeCard; hot?: boolean }) {
  return (
    <li
      className="rounded-md border border-line p-3 transition-colors hover:border-brand-500"
      data-baike-card={card.id}
    >
      <div className="flex items-baseline justify-between gap-2">
        <a href={card.href} className="truncate font-medium text-ink-900 hover:text-brand-700">
          {card.title}
          {card.qualifier && <span className="ml-1 text-xs text-ink-500">（{card.qualifier}）</span>}
        </a>
        <span className="shrink-0 text-xs text-ink-500">{card.category.name}</span>
      </div>
      <p className="mt-1 line-clamp-2 text-[13px] leading-5 text-ink-500">{card.summary}</p>
      <p className="mt-1.5 text-xs text-ink-500">
        {hot
          ? `近${BAIKE_LIMITS.hotDays}日浏览 ${card.views}`
          : card.changed_at
            ? `更新于 ${chinaDate(card.changed_at)}`
            : ''}
        {card.aliases.length > 0 && <span className="ml-2">又名 {card.aliases.slice(0, 3).join('、')}</span>}
      </p>
    </li>
  );
}

export default function BaikeBrowser({ tree, recent }: { tree: BaikeTreeNode[]; recent: BaikeCard[] }) {
  const [typed, setTyped] = useState('');
  const { state, ready, update } = useAddressState<BaikeBrowseState>(
    BAIKE_BROWSE_EMPTY,
    readBaikeBrowse,
    baikeBrowseSearch,
    (wanted) => wanted.keyword && setTyped(wanted.keyword),
  );
  // A search sent before the island hydrated arrives as ?keyword=…&go=1 (the form's plain GET): it still lands.
  const go = useRef(false);
  const [tab, setTab] = useState<number>(tree[0]?.id ?? 0);
  const [hot, setHot] = useState<BaikeCard[]>([]);
  const listing = state.category !== null || state.keyword !== '';
  const { data, loading } = useCall<BaikeListAnswer>(ready && listing ? '/api/baike/getBaikeLists' : null, {
    category: state.category ?? undefined,
    keyword: state.keyword || undefined,
    page: state.page,
    pageSize: PAGE_SIZE,
  });

  useEffect(() => {
    void api.post<BaikeHotContent>('/api/baike/hotBaikeContent', { limit: 8 }, { silent: true }).then((r) => {
      if (r.success && r.data.ranked_by === 'views') setHot(r.data.list);
    });
  }, []);

  // Once, when the address has been read (the state of that moment, not of later changes).
  const landGo = useEffectEvent(() => {
    const q = new URLSearchParams(location.search);
    if (!q.has('go')) return;
    go.current = state.keyword !== '';
    history.replaceState(history.state, '', `${location.pathname}${baikeBrowseSearch(state)}`);
  });
  useEffect(() => {
    if (ready) landGo();
  }, [ready]);

  useEffect(() => {
    if (!go.current || !data) return;
    go.current = false;
    if (data.exact.length === 1) location.replace(data.exact[0]!.href);
  }, [data]);

  // Each new state (the address read, a filter, a page) opens the tab of its category, adjusted while rendering.
  const [followed, setFollowed] = useState(state);
  if (followed !== state) {
    setFollowed(state);
    const root = ready && state.category !== null ? pathTo(tree, state.category)[0] : undefined;
    if (root) setTab(root.id);
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const keyword = typed.trim().replace(/\s+/g, ' ');
    if (!keyword) return update({ keyword: '', category: null });
    const r = await api.post<BaikeListAnswer>('/api/baike/getBaikeLists', { keyword, pageSize: PAGE_SIZE });
    // One entry is named exactly (title or alias): straight to it, as an encyclopedia's redirect does.
    if (r.success && r.data.exact.length === 1) return location.assign(r.data.exact[0]!.href);
    update({ keyword, category: null });
  };

  const current = tree.find((n) => n.id === tab) ?? tree[0];
  const path = state.category !== null ? pathTo(tree, state.category) : [];
  const unknownCategory = ready && state.category !== null && path.length === 0;
  const chip = (n: BaikeTreeNode, strong = false, label = n.name) => (
    <button
      type="button"
      key={n.id}
      onClick={() => update({ category: n.id, keyword: '' })}
      aria-pressed={state.category === n.id}
      className={`rounded-full border px-3 py-1 text-[13px] transition-colors ${
        state.category === n.id
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-line bg-white text-ink-700 hover:border-brand-500 hover:text-brand-700'
      } ${strong ? 'font-medium' : ''}`}
      data-category={n.id}
    >
      {label}
      <span className={`ml-1 text-xs ${state.category === n.id ? 'text-white' : 'text-ink-500'}`}>
        {n.count}
      </span>
    </button>
  );

  return (
    <div className="flex flex-col gap-5">
      <section className="card p-5" aria-label="搜索词条">
        <form
          role="search"
          onSubmit={submit}
          className="flex flex-wrap items-center gap-2"
          data-testid="baike-search-form"
        >
          <input type="hidden" name="go" value="1" />
          <SearchField
            name="keyword"
            label="搜索词条"
            placeholder={BAIKE_MSG.searchPlaceholder}
            maxLength={BAIKE_LIMITS.title}
            value={typed}
            onChange={setTyped}
            size="lg"
          />
          <button type="submit" className="btn-primary h-11 px-6">
            进入词条
          </button>
        </form>
      </section>

      <section
        className={`card p-5 ${listing ? 'max-lg:order-last' : ''}`}
        aria-labelledby="baike-tree-title"
        data-testid="baike-tree"
      >
        <h2 id="baike-tree-title" className="section-title mb-3">
          分类浏览
        </h2>
        <div
          role="tablist"
          aria-label="一级分类"
          className="-mx-1 flex gap-1 overflow-x-auto border-b border-line px-1 whitespace-nowrap"
        >
          {tree.map((n) => (
            <button
              type="button"
              role="tab"
              key={n.id}
              aria-selected={current?.id === n.id}
              onClick={() => setTab(n.id)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm transition-colors ${
                current?.id === n.id
                  ? 'border-brand-600 font-medium text-brand-700'
                  : 'border-transparent text-ink-700 hover:text-brand-700'
              }`}
              data-tab={n.id}
            >
              {n.name}
              <span className="ml-1 text-xs text-ink-500">{n.count}</span>
            </button>
          ))}
        </div>
        {current && (
          <div role="tabpanel" className="mt-4 space-y-3" data-tabpanel={current.id}>
            <div>{chip(current, true, `全部${current.name}`)}</div>
            {current.children.map((second) => (
              <div key={second.id} className="flex flex-col gap-2 sm:flex-row sm:items-start">
                <div className="shrink-0 sm:w-32">{chip(second, true)}</div>
                <div className="flex flex-wrap gap-2">{second.children.map((leaf) => chip(leaf))}</div>
              </div>
            ))}
          </div>
        )}
      </section>

      {listing ? (
        <section
          className="card p-5"
          aria-labelledby="baike-list-title"
          data-testid="baike-list"
          aria-busy={loading}
        >
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="baike-list-title" className="section-title">
              {state.keyword
                ? BAIKE_MSG.searchResults(state.keyword, data?.total ?? 0)
                : path.map((p) => p.name).join(' › ') || BAIKE_MSG.title}
            </h2>
            <button
              type="button"
              onClick={() => {
                setTyped('');
                update({ category: null, keyword: '' });
              }}
              className="text-[13px] text-ink-500 hover:text-brand-700"
            >
              返回百科首页
            </button>
          </div>
          {unknownCategory ? (
            <p className="py-8 text-center text-ink-500">{BAIKE_MSG.unknownCategory}</p>
          ) : (
            <>
              {data && data.exact.length > 1 && (
                <div
                  className="mb-4 rounded-md border border-brand-100 bg-brand-50 p-4"
                  data-testid="baike-disambiguation"
                >
                  <p className="mb-2 text-sm font-medium text-ink-900">
                    {BAIKE_MSG.disambiguation(state.keyword)}
                  </p>
                  <ul className="space-y-1.5 text-[13px]">
                    {data.exact.map((x) => (
                      <li key={x.id}>
                        <a href={x.href} className="font-medium text-brand-700 hover:underline">
                          {x.title}
                          {x.qualifier && `（${x.qualifier}）`}
                        </a>
                        <span className="ml-2 text-ink-500">
                          {x.alias ? `又名“${x.alias}”，` : ''}
                          {x.category.name}：{x.summary.slice(0, 40)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {data && data.list.length === 0 && !loading ? (
                <p className="py-8 text-center text-ink-500">
                  {state.keyword ? BAIKE_MSG.noResults(state.keyword) : BAIKE_MSG.emptyCategory}
                </p>
              ) : (
                <ul className="grid gap-3 md:grid-cols-2">
                  {(data?.list ?? []).map((c) => (
                    <EntryCard key={c.id} card={c} />
                  ))}
                </ul>
              )}
              {data && data.total > PAGE_SIZE && (
                <div className="mt-4">
                  <Pagination
                    page={state.page}
                    pageSize={PAGE_SIZE}
                    total={data.total}
                    onChange={(page) => update({ page })}
                  />
                </div>
              )}
            </>
          )}
        </section>
      ) : (
        <div className={`grid gap-5 ${hot.length ? 'lg:grid-cols-2' : ''}`}>
          {hot.length > 0 && (
            <section className="card p-5" aria-labelledby="baike-hot-title" data-testid="baike-hot">
              <h2 id="baike-hot-title" className="section-title mb-3">
                <Flame size={16} className="text-rose-500" aria-hidden="true" />
                热门词条
              </h2>
              <ul className="grid gap-3">
                {hot.map((c) => (
                  <EntryCard key={c.id} card={c} hot />
                ))}
              </ul>
            </section>
          )}
          <section className="card p-5" aria-labelledby="baike-recent-title" data-testid="baike-recent">
            <h2 id="baike-recent-title" className="section-title mb-3">
              <Clock size={16} className="text-brand-600" aria-hidden="true" />
              最近更新
            </h2>
            <ul className={`grid gap-3 ${hot.length ? '' : 'md:grid-cols-2'}`}>
              {recent.map((c) => (
                <EntryCard key={c.id} card={c} />
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
