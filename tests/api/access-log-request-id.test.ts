/**
 * The request id (issue 31): one per request, answered as X-Request-Id and written on its access line; nginx's id is
 * kept when it looks like one, anything else is replaced; an API failure tells the caller the same id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../logCapture.ts';
import { httpBrowser, siteServer, type SiteServer } from './site-server-fixtures.ts';
import { failingInserts } from './support.ts';

let s: SiteServer;
let http: ReturnType<typeof httpBrowser>;

beforeAll(async () => {
  // Writes fail (a full disk): a write answers 500.
  s = await siteServer({ db: failingInserts });
  http = httpBrowser(s.origin);
}, 120_000);

afterAll(() => s.close());

const lineOf = (id: string | null) => s.access.filter((l) => l.reqId === id);

describe('the request id', () => {
  it('is made for a request without one, for pages and API alike, and differs per request', async () => {
    const page = await http('/article/detail/7');
    const api = await http('/api/health');
    expect(page.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.requestId).not.toBe(api.requestId);
    expect(lineOf(page.requestId)).toMatchObject([{ route: '/article/detail', status: 200, method: 'GET' }]);
    expect(lineOf(api.requestId)).toMatchObject([{ route: '/api/health', status: 200, cache: 'none' }]);
  });

  it("keeps nginx's id when it looks like one, and replaces one that could carry text into the log", async () => {
    const nginx = '3f9a1c0e5b7d4e2f8a6c1b0d9e7f5a3c';
    const kept = await http('/api/health', undefined, { 'x-request-id': nginx });
    expect(kept.requestId).toBe(nginx);
    expect(lineOf(nginx)).toHaveLength(1);
    for (const bad of [
      'short',
      'has space 12345',
      'a'.repeat(65),
      'x"}{"level":"fatal',
      '13900000000=code',
    ]) {
      const res = await http('/article/detail/7', undefined, { 'x-request-id': bad });
      expect(res.requestId).not.toBe(bad);
      expect(res.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(lineOf(res.requestId)).toHaveLength(1);
    }
    expect(s.accessRaw.join('')).not.toContain('level":"fatal');
  });

  it('is the one a failed API call answers and logs with its error', async () => {
    const logged = captureLog();
    try {
      const res = await http(
        '/api/user/feedback',
        { contact: '张三', tel: '13800138000', content: '页面打不开' },
        { 'x-request-id': 'nginx-request-0001' },
      );
      expect(res.status).toBe(500);
      expect(res.requestId).toBe('nginx-request-0001');
      expect(res.json.requestId).toBe('nginx-request-0001');
      expect(lineOf('nginx-request-0001')).toMatchObject([{ route: '/api/user/feedback', status: 500 }]);
      const failed = logged.lines.filter((l) => l.level === 'error');
      expect(failed).toMatchObject([
        { component: 'api', reqId: 'nginx-request-0001', err: { message: 'disk full' } },
      ]);
      expect(failed[0]!.err!.stack).toContain('disk full');
      // The error line names the call, not what was sent.
      expect(JSON.stringify(failed)).not.toContain('13800138000');
      // An id nginx should not have sent: the one made instead is the same in the answer, its body and the line.
      const replaced = await http(
        '/api/user/feedback',
        { contact: '张三', tel: '13800138000', content: '页面打不开' },
        { 'x-request-id': 'not an id' },
      );
      expect(replaced.status).toBe(500);
      expect(replaced.requestId).not.toBe('not an id');
      expect(replaced.json.requestId).toBe(replaced.requestId);
      expect(lineOf(replaced.requestId)).toHaveLength(1);
      expect(logged.lines.filter((l) => l.reqId === replaced.requestId)).toHaveLength(1);
    } finally {
      logged.stop();
    }
  });
});
