/**
 * The one data-loading hook: ask `path` with `payload` whenever either changes (or `again`), and hold data, failure
 * and loading in one `CallState`. A newer ask aborts the older one, so a stale answer never lands. `path` null asks
 * nothing yet and keeps what is shown. By default a failure toasts (but with `quiet`) and a 401 opens the 401 page;
 * `inPlace` is for a public section that shows every failure itself (see CallOptions).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
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
  /** Shows data that needs no call (the build's figures, or nothing), with `path` null so nothing overwrites it. */
  show: (data: T | null) => void;
}

export interface CallOptions<T> {
  /** The page shows a refusal itself (order gone, already bought): no toast. */
  quiet?: boolean;
  /**
   * A public section: no toast and no 401 page, and each answer replaces the state whole (a failure clears the data;
   * asking again keeps the last data or failure on screen until the next answer).
   */
  inPlace?: boolean;
  /** Ask again whenever this changes: the sign-in an answer depends on, a count bumped after a write. */
  again?: string | number;
  /** Data on screen before the first answer (the build's first page): not loading until something is asked. */
  initial?: T | null;
  /** `initial` is the answer to the first question asked, so that one is not asked (until `show` replaces it). */
  skipFirst?: boolean;
}

type Loaded<T> = Omit<CallState<T>, 'reload' | 'show'>;

export function useCall<T>(
  path: string | null,
  payload: Payload = {},
  opts: CallOptions<T> = {},
): CallState<T> {
  const key = JSON.stringify(payload);
  const { quiet = false, inPlace = false, again, initial = null } = opts;
  const [state, setState] = useState<Loaded<T>>({
    data: initial,
    loading: initial === null,
    error: null,
    refused: null,
  });
  const [attempt, setAttempt] = useState(0);
  const prebuilt = useRef(Boolean(opts.skipFirst) && initial !== null);
  useEffect(() => {
    if (path === null) return;
    if (prebuilt.current) {
      prebuilt.current = false;
      return;
    }
    const ctl = new AbortController();
    setState((s) =>
      inPlace ? { ...s, loading: true } : { ...s, loading: true, error: null, refused: null },
    );
    api
      .post<T>(path, JSON.parse(key) as Payload, { silent: true, signal: ctl.signal })
      .then((res) => {
        if (res.success) {
          setState({ data: res.data, loading: false, error: null, refused: null });
          return;
        }
        const refused = res.code === CODE.refused ? res.msg : null;
        if (inPlace) {
          setState({ data: null, loading: false, error: res.msg, refused });
          return;
        }
        if (res.code === CODE.unauthorized) showPageError(401);
        // A 428 opens the consent prompt (the client's onConsentDue): nothing to toast.
        else if (!quiet && res.code !== CODE.consentDue) toast.error(res.msg);
        setState((s) => ({ ...s, loading: false, error: res.msg, refused }));
      })
      // Aborted: a newer ask (or leaving the page) superseded this one.
      .catch(() => undefined);
    return () => ctl.abort();
  }, [path, key, attempt, quiet, inPlace, again]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const show = useCallback((data: T | null) => {
    prebuilt.current = false;
    setState({ data, loading: false, error: null, refused: null });
  }, []);
  return { ...state, reload, show };
}
