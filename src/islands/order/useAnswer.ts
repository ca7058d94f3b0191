/**
 * Like useCall, for calls whose refusal the page shows itself (already bought, order gone): no toast, and the
 * answer's code kept so the page can tell a refusal from a network failure.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Payload } from '../../lib/api.ts';
import { api } from '../../lib/client.ts';
import { CODE } from '../../lib/envelope.ts';
import { showPageError } from '../../lib/stores/pageError.ts';

export interface Answer<T> {
  data: T | null;
  /** The server's Chinese refusal (code 0). */
  refused: string | null;
  /** No usable answer (network, server error). */
  failed: string | null;
  reload: () => void;
}

export function useAnswer<T>(path: string, payload: Payload): Answer<T> {
  const key = JSON.stringify(payload);
  const [state, setState] = useState<Omit<Answer<T>, 'reload'>>({ data: null, refused: null, failed: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ data: null, refused: null, failed: null });
    void api.post<T>(path, JSON.parse(key) as Payload, { silent: true }).then((res) => {
      if (!live) return;
      if (res.success) return setState({ data: res.data, refused: null, failed: null });
      if (res.code === CODE.unauthorized) showPageError(401);
      const refusal = res.code === CODE.refused;
      setState({ data: null, refused: refusal ? res.msg : null, failed: refusal ? null : res.msg });
    });
    return () => {
      live = false;
    };
  }, [path, key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
