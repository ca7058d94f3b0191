import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { testApp } from './support.ts';
import { MSG } from '#lib/shared/messages.ts';

describe('GET /api/health', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('reports the database up, the driver and the version', async () => {
    const res = await t.call('/api/health');
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(1);
    expect(res.json.data).toMatchObject({ db: 'up', driver: t.driver, version: 'test' });
  });
});

describe('GET /api/health with the database down', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    const down = (db: Db) =>
      new Proxy(db, {
        get: (target, prop, receiver) =>
          prop === 'execute'
            ? () => Promise.reject(new Error('connect ECONNREFUSED'))
            : Reflect.get(target, prop, receiver),
      });
    t = await testApp({ db: down });
  });
  afterAll(() => t.close());

  it('answers 503 with db down', async () => {
    const res = await t.call('/api/health');
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ code: 500, msg: MSG.databaseDown, data: { db: 'down' } });
  });
});
