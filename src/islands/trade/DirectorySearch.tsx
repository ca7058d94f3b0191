/**
 * The directory's search: HS codes by code prefix (0201, 0201.30), Chinese name, pinyin or initials (the `search`
 * call), a page at a time, the match marked; the keyword lives in the address (`?keyword=`, tradeDirectoryHref).
 */
import SearchField from '#islands/ui/list/SearchField.tsx';
import { useEffect } from 'react';
import { X } from 'lucide-react';
import { tradeProductHref } from '#lib/trade/hrefs.ts';
import { TRADE_DIRECTORY_MSG } from '#lib/trade/messages.ts';
import type { TradeSearch } from '#lib/trade/types.ts';
import { TRADE_LIMITS } from '#lib/trade/choices.ts';
import { useAddressState } from '#islands/ui/list/useAddressState.ts';
import { useCall } from '#islands/ui/useCall.ts';
import { useTypedKeyword } from '#islands/ui/list/useTypedKeyword.ts';
import { termParts, type Part } from '#islands/ui/highlight.ts';
import Marked from '#islands/ui/Marked.tsx';
import Pagination from '#islands/ui/Pagination.tsx';

const PAGE_SIZE = 20;
interface State {
  keyword: string;
  page: number;
}
const EMPTY: State = { keyword: '', page: 1 };

const read = (q: URLSearchParams): State => ({
  keyword: (q.get('keyword') ?? '').trim().slice(0, 40),
  page: Math.max(1, Number.parseInt(q.get('page') ?? '1', 10) || 1),
});
const search = (s: State) => {
  const q = new URLSearchParams();
  if (s.keyword) q.set('keyword', s.keyword);
  if (s.keyword && s.page > 1) q.set('page', String(s.page));
  const text = q.toString();
  return text ? `?${text}` : '';
};

/** The trade names a keyword found (豆粕 on 2304's row), so a hit whose HS name lacks the word explains itself. */
const knownAs = (name: string, aliases: string[], words: string): string[] => {
  const fresh = words
    .toLowerCase()
    .split(' ')
    .filter((w) => w && !name.toLowerCase().includes(w));
  return aliases.filter((a) => fresh.some((w) => a.toLowerCase().includes(w)));
};

/** The 又称 line: the aliases that matched the words (or none), marked. */
function KnownAs({ name, aliases, words }: { name: string; aliases: string[]; words: string }) {
  const names = knownAs(name, aliases, words);
  if (names.length === 0) return null;
  return (
    <span className="ml-2 text-xs text-ink-500" data-known-as>
      {TRADE_DIRECTORY_MSG.knownAs}
      <Marked parts={termParts(names.join('、'), words)} />
    </span>
  );
}

/** The code's typed prefix marked (dots and spaces as people type them: 0201.30). */
function codeParts(code: string, keyword: string): Part[] {
  const prefix = keyword
    .split(/\s+/)
    .map((w) => w.replace(/\./g, ''))
    .find((w) => /^\d+$/.test(w) && code.startsWith(w));
  return prefix
    ? [
        { text: prefix, marked: true },
        { text: code.slice(prefix.length), marked: false },
      ].filter((p) => p.text)
    : [{ text: code, marked: false }];
}

export default function DirectorySearch() {
  const { state, ready, update } = useAddressState<State>(EMPTY, read, search);
  const { data, loading, show } = useCall<TradeSearch>(
    ready && state.keyword ? '/api/trade/search' : null,
    { keyword: state.keyword, page: state.page, pageSize: PAGE_SIZE },
    { quiet: true },
  );
  const { typed, setTyped, submit } = useTypedKeyword(ready, state.keyword, (keyword) => update({ keyword }));

  // `show` is stable (useCall's useCallback): this runs when the keyword is cleared.
  useEffect(() => {
    if (ready && !state.keyword) show(null);
  }, [ready, state.keyword, show]);

  const words = state.keyword
    .split(/\s+/)
    .filter((w) => !/^[\d.]+$/.test(w))
    .join(' ');

  return (
    <div data-testid="trade-search">
      <form role="search" className="flex flex-wrap items-center gap-2" onSubmit={submit}>
        <SearchField
          name="keyword"
          label={TRADE_DIRECTORY_MSG.searchLabel}
          placeholder={TRADE_DIRECTORY_MSG.searchPlaceholder}
          maxLength={TRADE_LIMITS.keyword}
          value={typed}
          onChange={setTyped}
          size="lg"
        />
        <button type="submit" className="btn-primary h-11 px-6">
          {TRADE_DIRECTORY_MSG.search}
        </button>
        {state.keyword && (
          <button
            type="button"
            className="btn-ghost h-11 px-3"
            onClick={() => {
              setTyped('');
              update({ keyword: '' });
            }}
          >
            <X size={14} aria-hidden="true" />
            {TRADE_DIRECTORY_MSG.clear}
          </button>
        )}
      </form>

      {state.keyword && (
        <div className="mt-4" aria-live="polite" data-testid="trade-search-results">
          {loading && !data ? (
            <p className="py-6 text-center text-sm text-ink-500">{TRADE_DIRECTORY_MSG.searching}</p>
          ) : !data?.list.length ? (
            <p className="py-6 text-center text-sm text-ink-500" data-testid="trade-search-empty">
              {TRADE_DIRECTORY_MSG.noMatch(state.keyword)}
            </p>
          ) : (
            <>
              <ul className={`divide-y divide-line border-y border-line ${loading ? 'opacity-60' : ''}`}>
                {data.list.map((r) => (
                  <li key={r.code}>
                    <a
                      href={tradeProductHref(r.code)}
                      className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-1 py-2.5 hover:bg-surface"
                      data-code={r.code}
                      data-has-data={r.has_data ? '1' : '0'}
                    >
                      <span className="w-16 shrink-0 font-mono text-sm tabular-nums text-ink-700">
                        <Marked parts={codeParts(r.code, state.keyword)} />
                      </span>
                      <span className={`min-w-0 flex-1 ${r.has_data ? 'text-ink-900' : 'text-ink-500'}`}>
                        <Marked parts={termParts(r.name, words)} />
                        <KnownAs name={r.name} aliases={r.aliases} words={words} />
                      </span>
                      <span className="text-xs text-ink-500">
                        {TRADE_DIRECTORY_MSG.level[r.level as 2 | 4 | 6]}
                        {r.has_data ? '' : ` · ${TRADE_DIRECTORY_MSG.noFlows}`}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
              <div className="mt-3">
                <Pagination
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onChange={(page) => update({ page })}
                />
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
