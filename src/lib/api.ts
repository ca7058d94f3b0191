/** The one API client (spec §7): base `/`, `token` header, GET payload as query, success flag, error toasts. */
import { createFetch, type FetchOptions } from 'ofetch';
import { CODE, isSuccessCode, type Envelope } from './envelope.ts';
import { MSG } from '#lib/shared/messages.ts';

export type Payload = Record<string, unknown>;

export interface ApiResult<T> extends Envelope<T> {
  success: boolean;
}

export interface CallOptions {
  /** Do not toast a refusal (the caller shows it its own way). */
  silent?: boolean;
  signal?: AbortSignal;
}

export interface ApiDeps {
  fetch?: typeof globalThis.fetch;
  getToken: () => string | null;
  onError?: (msg: string) => void;
  onUnauthorized?: () => void;
  /** A member call refused until newer legal documents are accepted (CODE.consentDue): the prompt asks, no toast. */
  onConsentDue?: () => void;
  onStart?: () => void;
  onDone?: () => void;
}

export type Api = ReturnType<typeof createApi>;

const asQuery = (payload: Payload = {}): Record<string, string> =>
  Object.fromEntries(
    Object.entries(payload)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );

/** Build a client around injected fetch and token access, so tests and the browser share one code path. */
export function createApi(deps: ApiDeps) {
  const $fetch = createFetch({ fetch: deps.fetch ?? globalThis.fetch.bind(globalThis) });

  function headers(): Record<string, string> {
    const token = deps.getToken();
    return token ? { token } : {};
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    payload: Payload | undefined,
    opts: CallOptions,
  ) {
    const init: FetchOptions<'json'> = {
      baseURL: '/',
      method,
      headers: headers(),
      ignoreResponseError: true,
      signal: opts.signal,
      ...(method === 'GET' ? { query: asQuery(payload) } : { body: payload ?? {} }),
    };
    deps.onStart?.();
    try {
      const body = await $fetch<Envelope<T>>(path, init);
      const envelope: Envelope<T> =
        body && typeof body === 'object' && 'code' in body
          ? body
          : { code: CODE.serverError, msg: MSG.serverError, data: null as T };
      const result: ApiResult<T> = { ...envelope, success: isSuccessCode(envelope.code) };
      if (envelope.code === CODE.unauthorized) deps.onUnauthorized?.();
      const consentDue = envelope.code === CODE.consentDue;
      if (consentDue) deps.onConsentDue?.();
      if (!result.success && !opts.silent && !consentDue) deps.onError?.(envelope.msg || MSG.serverError);
      return result;
    } catch (err) {
      // ofetch wraps an abort in its FetchError: the caller's own signal says it was aborted, not the network.
      if (opts.signal?.aborted || (err as Error)?.name === 'AbortError') throw err;
      if (!opts.silent) deps.onError?.(MSG.networkError);
      return { code: -1, msg: MSG.networkError, data: null as T, success: false } satisfies ApiResult<T>;
    } finally {
      deps.onDone?.();
    }
  }

  return {
    get: <T = unknown>(path: string, payload?: Payload, opts: CallOptions = {}) =>
      call<T>('GET', path, payload, opts),
    post: <T = unknown>(path: string, payload?: Payload, opts: CallOptions = {}) =>
      call<T>('POST', path, payload, opts),
    /** Binary answers such as the captcha image. */
    blob: (path: string, payload?: Payload) =>
      $fetch(path, { baseURL: '/', headers: headers(), query: asQuery(payload), responseType: 'blob' }),
  };
}
