import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { testApp } from './support.ts';

describe('API envelope', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('answers an unknown call with 404 and a Chinese message', async () => {
    const res = await t.call('/api/nothing/here', {});
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 404, msg: '接口不存在', data: null });
  });
  it('refuses a malformed JSON body with code 0, changing nothing', async () => {
    const res = await t.app.request('/api/user/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"contact": ',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, msg: '请求参数有误', data: null });
  });
  it('marks API answers as not cacheable and carries a request id header', async () => {
    const res = await t.call('/api/health');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toMatch(/\S{8,}/);
  });
});

describe('API envelope on a server error', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    // A database whose writes fail, as when the disk is full or the server is gone.
    const failingWrites = (db: Db) =>
      new Proxy(db, {
        get(target, prop, receiver) {
          if (prop === 'insert')
            return () => ({
              values: () => Promise.reject(new Error('relation "feedbacks" is gone at /srv/x.ts:12')),
            });
          return Reflect.get(target, prop, receiver);
        },
      });
    t = await testApp({ db: failingWrites });
  });
  afterAll(() => t.close());

  it('answers 500 with a request id and no stack or internal message', async () => {
    const res = await t.call('/api/user/feedback', {
      contact: '张三',
      tel: '13800138000',
      content: '页面打不开',
    });
    expect(res.status).toBe(500);
    expect(res.json.code).toBe(500);
    expect(res.json.msg).toBe('服务器开小差了，请稍后再试');
    expect(res.json.requestId).toBe(res.headers.get('x-request-id'));
    expect(JSON.stringify(res.json)).not.toMatch(/relation|\.ts|at /);
  });
});
