/** Load one member call for a page: data, failure message, reload; a 401 on the way shows the 401 page. */
import { useCallback, useEffect, useState } from 'react';
import type { Payload } from '../../lib/api.ts';
import { api } from '../../lib/client.ts';
import { CODE } from '../../lib/envelope.ts';
import { showPageError } from '../../lib/stores/pageError.ts';
import { toast } from '../../lib/stores/toast.ts';

export interface CallState<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

export function useCall<T>(path: string, payload: Payload = {}): CallState<T> {
  const key = JSON.stringify(payload);
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: string | null }>({
    data: null,
    loading: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    void api.post<T>(path, JSON.parse(key) as Payload, { silent: true }).then((res) => {
      if (!live) return;
      if (res.success) {
        setState({ data: res.data, loading: false, error: null });
        return;
      }
      if (res.code === CODE.unauthorized) showPageError(401);
      else toast.error(res.msg);
      setState((s) => ({ ...s, loading: false, error: res.msg }));
    });
    return () => {
      live = false;
    };
  }, [path, key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
