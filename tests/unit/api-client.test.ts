import { describe, expect, it, vi } from 'vitest';
import { logAction } from '#lib/actionLog.ts';
import { createApi } from '#lib/api.ts';
import { $token } from '#lib/stores/auth.ts';
import { MSG } from '#lib/shared/messages.ts';

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

function fakeFetch(status: number, body: unknown, seen: Seen[]) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(new URL(String(input), 'http://portal.test'), init);
    seen.push({
      url: req.url,
      method: req.method,
      headers: req.headers,
      body: init?.body ? String(init.body) : null,
    });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
}

function client(status: number, body: unknown, token: string | null = null) {
  const seen: Seen[] = [];
  const errors: string[] = [];
  const onUnauthorized = vi.fn();
  const api = createApi({
    fetch: fakeFetch(status, body, seen),
    getToken: () => token,
    onError: (m) => errors.push(m),
    onUnauthorized,
  });
  return { api, seen, errors, onUnauthorized };
}

describe('API client (spec §7)', () => {
  it('is successful when the body code is 1', async () => {
    const { api, errors } = client(200, { code: 1, msg: 'ok', data: { a: 1 } });
    const res = await api.post('/api/x', {});
    expect(res).toMatchObject({ success: true, code: 1, data: { a: 1 } });
    expect(errors).toEqual([]);
  });
  it('is successful when the body code is 200', async () => {
    const { api } = client(200, { code: 200, msg: 'ok', data: null });
    expect((await api.post('/api/x')).success).toBe(true);
  });
  it('is not successful on code 0 and toasts the server msg', async () => {
    const { api, errors } = client(200, { code: 0, msg: '请输入您的姓名', data: null });
    const res = await api.post('/api/x');
    expect(res.success).toBe(false);
    expect(errors).toEqual(['请输入您的姓名']);
  });
  it('stays silent when asked to', async () => {
    const { api, errors } = client(200, { code: 0, msg: 'no', data: null });
    await api.post('/api/x', {}, { silent: true });
    expect(errors).toEqual([]);
  });
  it('sends the token header only when a token exists', async () => {
    const withToken = client(200, { code: 1, msg: '', data: null }, 'abc123');
    await withToken.api.post('/api/x');
    expect(withToken.seen[0]?.headers.get('token')).toBe('abc123');
    const without = client(200, { code: 1, msg: '', data: null }, null);
    await without.api.post('/api/x');
    expect(without.seen[0]?.headers.has('token')).toBe(false);
  });
  it('appends the GET payload as query parameters', async () => {
    const { api, seen } = client(200, { code: 1, msg: '', data: null });
    await api.get('/api/food/getCateList', { page: 2, keyword: '苹果', empty: undefined });
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/api/food/getCateList');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('keyword')).toBe('苹果');
    expect(url.searchParams.has('empty')).toBe(false);
    expect(seen[0]!.method).toBe('GET');
  });
  it('posts the payload as JSON', async () => {
    const { api, seen } = client(200, { code: 1, msg: '', data: null });
    await api.post('/api/user/feedback', { contact: '张三' });
    expect(seen[0]!.method).toBe('POST');
    expect(JSON.parse(seen[0]!.body!)).toEqual({ contact: '张三' });
  });
  it('declares every POST as application/json, with a payload or none (the server refuses other types)', async () => {
    const { api, seen } = client(200, { code: 1, msg: '', data: null }, 't'.repeat(40));
    await api.post('/api/user/logout');
    await api.post('/api/user/updateInfo', { nickname: '农友' });
    for (const req of seen) {
      expect(req.headers.get('content-type')).toMatch(/^application\/json\b/);
      expect(req.headers.get('token')).toBe('t'.repeat(40));
    }
  });
  it('reads the envelope of error statuses and reports 401', async () => {
    const { api, errors, onUnauthorized } = client(401, {
      code: 401,
      msg: '登录已失效，请重新登录',
      data: null,
    });
    const res = await api.post('/api/x');
    expect(res.success).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(errors).toEqual(['登录已失效，请重新登录']);
  });
  it('turns a network failure into a Chinese error', async () => {
    const api = createApi({
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
      getToken: () => null,
    });
    const res = await api.post('/api/x', {}, { silent: true });
    expect(res).toMatchObject({ success: false, msg: MSG.networkError });
  });
});

describe('the action log (a plain fetch, not the client)', () => {
  it('posts its entry as application/json with the token header', async () => {
    const seen: Seen[] = [];
    vi.stubGlobal('fetch', fakeFetch(200, { code: 1, msg: '', data: null }, seen));
    try {
      $token.set('t'.repeat(40));
      logAction({ action: 'page_view', remark: '/' }, { beforeNavigate: true });
    } finally {
      vi.unstubAllGlobals();
      $token.set(null);
    }
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(seen[0]!.headers.get('token')).toBe('t'.repeat(40));
    expect(JSON.parse(seen[0]!.body!)).toEqual({ action: 'page_view', remark: '/' });
  });
});

describe('an aborted call (a newer ask in useCall superseded it)', () => {
  it('rejects instead of answering a network error, so no 网络连接异常 is shown for it', async () => {
    const errors: string[] = [];
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    ) as unknown as typeof fetch;
    const api = createApi({ fetch: hanging, getToken: () => null, onError: (m) => errors.push(m) });
    const ctl = new AbortController();
    const pending = api.post('/api/x', {}, { signal: ctl.signal });
    ctl.abort();
    await expect(pending).rejects.toBeDefined();
    expect(errors).toEqual([]);
  });
});
