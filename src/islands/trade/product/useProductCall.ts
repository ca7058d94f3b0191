/** One trade call of the product page: loading, the answer or the Chinese refusal, a retry; a later question wins. */
import { useEffect, useState } from 'react';
import { api } from '#lib/client.ts';

export type CallState<T> = { kind: 'loading' } | { kind: 'ok'; data: T } | { kind: 'error'; msg: string };

/** `body` null: nothing to ask (a code without flows). */
export function useProductCall<T>(path: string, body: Record<string, unknown> | null) {
  const [state, setState] = useState<CallState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = body ? JSON.stringify(body) : '';

  useEffect(() => {
    if (!body) return;
    const ctl = new AbortController();
    setState({ kind: 'loading' });
    api
      .post<T>(`/api/trade/${path}`, body, { silent: true, signal: ctl.signal })
      .then((r) => setState(r.success ? { kind: 'ok', data: r.data } : { kind: 'error', msg: r.msg }))
      .catch(() => undefined);
    return () => ctl.abort();
  }, [path, key, attempt]);

  return { state, retry: () => setAttempt((a) => a + 1) };
}
