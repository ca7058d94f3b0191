/**
 * The scaffold of a list island whose page the build prerenders: the view in the address, the filters (the build's,
 * else asked once), the typed keyword, and the list call whose first page the build answered for the unfiltered
 * address (a filtered address shows skeletons until its own answer).
 */
import { useState } from 'react';
import type { Payload } from '#lib/api.ts';
import { api } from '#lib/client.ts';
import { useCall } from '../useCall.ts';
import { useAddressState } from './useAddressState.ts';
import { useTypedKeyword } from './useTypedKeyword.ts';

export interface PrebuiltList<S, F, A> {
  /** The view when the address names none, how an address reads, and the query a view writes ('' unfiltered). */
  fallback: S;
  read: (query: URLSearchParams) => S;
  search: (state: S) => string;
  filtersPath: string;
  initialFilters: F | null;
  listPath: string;
  initial: A | null;
  /** The list call's body for a view, or null while it cannot be asked yet (a filter that needs the filters). */
  body: (state: S, filters: F | null) => Payload | null;
  /** How long typing pauses before the keyword applies. */
  keywordPauseMs?: number;
}

export function usePrebuiltList<S extends { page: number; keyword: string }, F, A>(
  list: PrebuiltList<S, F, A>,
) {
  const [filters, setFilters] = useState<F | null>(list.initialFilters);
  const { state, ready, update } = useAddressState<S>(list.fallback, list.read, list.search, (wanted) => {
    // onRead runs in the mount effect, after `answer` below exists.
    // eslint-disable-next-line react-hooks/immutability
    if (list.search(wanted)) answer.show(null);
    if (!list.initialFilters)
      void api.post<F>(list.filtersPath, {}).then((r) => {
        if (r.success) setFilters(r.data);
      });
  });
  const keyword = useTypedKeyword(
    ready,
    state.keyword,
    (typed) => update({ keyword: typed } as Partial<S>),
    list.keywordPauseMs,
  );
  const body = list.body(state, filters);
  const answer = useCall<A>(ready && body ? list.listPath : null, body ?? {}, {
    initial: list.initial,
    skipFirst: true,
  });
  // 重置: the unfiltered view, the typed keyword cleared with it.
  const reset = () => {
    keyword.setTyped('');
    update({ ...list.fallback });
  };
  return { state, ready, update, reset, filters, ...keyword, data: answer.data, loading: answer.loading };
}
