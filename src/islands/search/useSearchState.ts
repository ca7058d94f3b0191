/** The page's search state, read from and written to the address; the back button walks through searches. */
import { useCallback, useEffect, useState } from 'react';
import { readState, searchHref, type SearchState } from './searchState.ts';

/** Empty until mounted: the prebuilt page cannot know the address's keyword. */
const EMPTY: SearchState = { keyword: '', kind: null, page: 1 };

export function useSearchState(): [SearchState | null, (next: SearchState) => void] {
  const [state, setState] = useState<SearchState | null>(null);
  useEffect(() => {
    const sync = () => setState(readState(location.search));
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);
  const go = useCallback((next: SearchState) => {
    const href = searchHref(next);
    if (href !== location.pathname + location.search) history.pushState(null, '', href);
    setState(next);
    window.scrollTo({ top: 0 });
  }, []);
  return [state, go];
}

export { EMPTY };
