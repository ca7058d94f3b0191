/**
 * A filtered list's state kept in the address (a shared link opens the same view), for the lists of prebuilt
 * application pages (蔬菜行情 prices, 标准查询, 食物营养): the address is read after hydration, so the first client
 * render matches the prebuilt markup; `onRead` sees what it asks for before the first render with it.
 */
import { useEffect, useState } from 'react';

export function useAddressState<S extends { page: number }>(
  fallback: S,
  read: (query: URLSearchParams) => S,
  search: (state: S) => string,
  onRead?: (wanted: S) => void,
) {
  const [state, setState] = useState<S>(fallback);
  const [ready, setReady] = useState(false);

  // The address is the external state read once after hydration (reading it during render would break hydration).
  useEffect(() => {
    const wanted = read(new URLSearchParams(location.search));
    onRead?.(wanted);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(wanted);
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A filter change starts again at page 1 (a page change names its page) and replaces the address. */
  const update = (change: Partial<S>) => {
    const next = { ...state, page: 1, ...change };
    history.replaceState(history.state, '', `${location.pathname}${search(next)}`);
    setState(next);
  };

  return { state, ready, update };
}
