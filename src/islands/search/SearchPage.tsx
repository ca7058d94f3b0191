/** /search/result: full-text search over the prebuilt pages with pagefind; the keyword lives in the address. */
import { useEffect, useState } from 'react';
import { api } from '#lib/client.ts';
import { SEARCH_MSG } from '#lib/content/messages.ts';
import FoodMatches from '../food/FoodMatches.tsx';
import Pagination from '#islands/ui/Pagination.tsx';
import { Empty, Failed, Loading } from '#islands/ui/Status.tsx';
import { preloadSearch } from './engine.ts';
import HotKeywords from './HotKeywords.tsx';
import KindFilter from './KindFilter.tsx';
import ResultItem from './ResultItem.tsx';
import SearchForm from './SearchForm.tsx';
import { PAGE_SIZE } from './searchState.ts';
import { useSearchResults } from './useSearchResults.ts';
import { EMPTY, useSearchState } from './useSearchState.ts';

function useHotKeywords(): string[] {
  const [keywords, setKeywords] = useState<string[]>([]);
  useEffect(() => {
    void api
      .post<{ keyword: string }[]>('/api/article/hotKeywords', {}, { silent: true })
      .then((res) => res.success && setKeywords((res.data ?? []).map((k) => k.keyword)));
  }, []);
  return keywords;
}

export default function SearchPage() {
  const [address, go] = useSearchState();
  const state = address ?? EMPTY;
  const hot = useHotKeywords();
  const results = useSearchResults(state.keyword, state.kind, state.page);
  useEffect(preloadSearch, []);
  const search = (keyword: string) => go({ keyword, kind: null, page: 1 });

  return (
    <div className="flex flex-col gap-5">
      <section className="card flex flex-col gap-3 px-5 py-5 sm:px-8">
        <SearchForm keyword={state.keyword} onSearch={search} />
        {/* Once, under the box, in every state: an empty search or no results repeat nothing below. */}
        <HotKeywords keywords={hot} onPick={search} />
      </section>
      <FoodMatches keyword={state.keyword} />
      <section className="card px-5 py-5 sm:px-8" aria-live="polite" data-search-results>
        {results.status === 'idle' && address && <Empty text={SEARCH_MSG.prompt} />}
        {results.status === 'loading' && <Loading rows={4} />}
        {results.status === 'failed' && (
          <Failed msg={SEARCH_MSG.unavailable} onRetry={() => location.reload()} />
        )}
        {results.status === 'ready' && results.outcome.total === 0 && (
          <Empty text={SEARCH_MSG.noResults(state.keyword)} />
        )}
        {results.status === 'ready' && results.outcome.total > 0 && (
          <>
            <p className="mb-3 text-[13px] text-ink-500" data-result-count>
              {SEARCH_MSG.found(state.keyword, results.outcome.total)}
            </p>
            <KindFilter
              counts={results.outcome.counts}
              total={results.outcome.total}
              kind={state.kind}
              onChange={(kind) => go({ ...state, kind, page: 1 })}
            />
            {results.outcome.hits.length === 0 && <Empty text={SEARCH_MSG.noResults(state.keyword)} />}
            {results.items ? (
              <ul className="mt-2">
                {results.items.map((data) => (
                  <ResultItem key={data.url} data={data} keyword={state.keyword} />
                ))}
              </ul>
            ) : (
              <Loading rows={4} />
            )}
            {results.outcome.hits.length > PAGE_SIZE && (
              <div className="mt-4">
                <Pagination
                  page={state.page}
                  pageSize={PAGE_SIZE}
                  total={results.outcome.hits.length}
                  onChange={(page) => go({ ...state, page })}
                />
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
