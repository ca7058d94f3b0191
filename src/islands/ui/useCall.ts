/**
 * Load one member call for a page: data, failure message, reload; a 401 on the way shows the 401 page.
 * `quiet`: the page shows a refusal itself (order gone, already bought), so no toast; `refused` tells a
 * refusal (code 0) from a failure (network, server error).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Payload } from '#lib/api.ts';
import { api } from '#lib/client.ts';
import { CODE } from '#lib/envelope.ts';
import { showPageError } from '#lib/stores/pageError.ts';
import { toast } from '#lib/stores/toast.ts';

export interface CallState<T> {
  data: T | null;
  loading: boolean;
  /** Any failure's message, a refusal's included. */
  error: string | null;
  /** The server's Chinese refusal (code 0), when that was the failure. */
  refused: string | null;
  reload: () => void;
}

type Loaded<T> = Omit<CallState<T>, 'reload'>;

export function useCall<T>(
  path: string,
  payload: Payload = {},
  opts: { quiet?: boolean } = {},
): CallState<T> {
  const key = JSON.stringify(payload);
  const quiet = opts.quiet ?? false;
  const [state, setState] = useState<Loaded<T>>({ data: null, loading: true, error: null, refused: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null, refused: null }));
    void api.post<T>(path, JSON.parse(key) as Payload, { silent: true }).then((res) => {
      if (!live) return;
      if (res.success) {
        setState({ data: res.data, loading: false, error: null, refused: null });
        return;
      }
      if (res.code === CODE.unauthorized) showPageError(401);
      else if (!quiet) toast.error(res.msg);
      const refused = res.code === CODE.refused ? res.msg : null;
      setState((s) => ({ ...s, loading: false, error: res.msg, refused }));
    });
    return () => {
      live = false;
    };
  }, [path, key, attempt, quiet]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
