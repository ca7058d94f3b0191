import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { actionLogs } from '#server/db/schema/index.ts';
import { MSG } from '#lib/shared/messages.ts';
import { testApp } from './support.ts';

describe('POST /api/base/actionLog', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());
  const last = async () => (await t.db.select().from(actionLogs).orderBy(desc(actionLogs.id)).limit(1))[0];

  it('stores action, model, record_id and remark with the caller IP and agent', async () => {
    const res = await t.call(
      '/api/base/actionLog',
      { action: 'menu_click', model: 'side_nav', record_id: 42, uid: 7, remark: '/article/news' },
      { ip: '198.51.100.9', headers: { 'user-agent': 'PortalTest/1.0' } },
    );
    expect(res.json.code).toBe(1);
    expect(await last()).toMatchObject({
      action: 'menu_click',
      model: 'side_nav',
      recordId: '42',
      remark: '/article/news',
      ip: '198.51.100.9',
      userAgent: 'PortalTest/1.0',
    });
  });
  it('never trusts the uid a client claims', async () => {
    await t.call('/api/base/actionLog', { action: 'page_view', model: 'page', uid: 1, remark: '/' });
    expect((await last())?.uid).toBeNull();
  });
  it('refuses a log without an action and stores nothing', async () => {
    const before = (await t.db.select().from(actionLogs)).length;
    const res = await t.call('/api/base/actionLog', { model: 'page' });
    expect(res.json).toEqual({ code: 0, msg: '缺少行为类型', data: { field: 'action' } });
    expect((await t.db.select().from(actionLogs)).length).toBe(before);
  });
  it('refuses a body sent as text/plain (a beacon or a cross-site form) with 415 and stores nothing', async () => {
    const before = (await t.db.select().from(actionLogs)).length;
    const res = await t.app.request(
      '/api/base/actionLog',
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ action: 'page_view', remark: '/group' }),
      },
      { ip: '198.51.100.10' },
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ code: 0, msg: MSG.jsonOnly, data: null });
    expect((await t.db.select().from(actionLogs)).length).toBe(before);
  });
});

describe('zod default messages are Chinese', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('a wrongly typed or over-long field is refused in Chinese', async () => {
    const typed = await t.call('/api/base/actionLog', { action: 'x', model: 5 });
    expect(typed.json.code).toBe(0);
    expect(typed.json.msg).toMatch(/[\u4e00-\u9fa5]/);
    const long = await t.call('/api/base/actionLog', { action: 'x', remark: 'r'.repeat(501) });
    expect(long.json.code).toBe(0);
    expect(long.json.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
