/** Runs a search when keyword or kind change, then loads the fragments of the page shown. */
import { useEffect, useState } from 'react';
import { searchSite, type ResultData, type SearchOutcome } from './engine.ts';
import { PAGE_SIZE } from './searchState.ts';

export type Results =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; outcome: SearchOutcome; items: ResultData[] | null };

export function useSearchResults(keyword: string, kind: string | null, page: number): Results {
  const [outcome, setOutcome] = useState<{ key: string; value: SearchOutcome | 'failed' } | null>(null);
  const [items, setItems] = useState<{ key: string; value: ResultData[] } | null>(null);
  const key = JSON.stringify([keyword, kind]);
  const pageKey = JSON.stringify([keyword, kind, page]);

  useEffect(() => {
    if (!keyword) return;
    let live = true;
    searchSite(keyword, kind).then(
      (value) => live && setOutcome({ key, value }),
      () => live && setOutcome({ key, value: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [key, keyword, kind]);

  const current = outcome?.key === key ? outcome.value : null;
  useEffect(() => {
    if (!current || current === 'failed') return;
    let live = true;
    const hits = current.hits.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    Promise.all(hits.map((h) => h.data())).then(
      (value) => live && setItems({ key: pageKey, value }),
      () => live && setOutcome({ key, value: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [current, key, page, pageKey]);

  if (!keyword) return { status: 'idle' };
  if (current === 'failed') return { status: 'failed' };
  if (!current) return { status: 'loading' };
  return { status: 'ready', outcome: current, items: items?.key === pageKey ? items.value : null };
}
