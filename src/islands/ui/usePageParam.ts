/** The list page number kept in the address (?page=3), so reload and back keep the member's place. */
import { useCallback, useState } from 'react';

const readPage = (): number => {
  if (typeof location === 'undefined') return 1;
  const n = Number(new URLSearchParams(location.search).get('page'));
  return Number.isInteger(n) && n > 1 ? n : 1;
};

export function usePageParam(): [number, (page: number) => void] {
  const [page, setPage] = useState(readPage);
  const change = useCallback((next: number) => {
    const url = new URL(location.href);
    if (next > 1) url.searchParams.set('page', String(next));
    else url.searchParams.delete('page');
    history.replaceState(history.state, '', url);
    setPage(next);
    window.scrollTo({ top: 0 });
  }, []);
  return [page, change];
}
