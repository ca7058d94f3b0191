import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbacks } from '#server/db/schema/index.ts';
import { LIMITS } from '#server/services/security/rateLimit.ts';
import { MSG } from '#lib/shared/messages.ts';
import { testApp } from './support.ts';

const valid = { contact: '李明', tel: '13800138000', content: '希望增加分省蔬菜价格的周报导出。' };

describe('POST /api/user/feedback', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let now = new Date('2026-11-21T08:00:00Z');
  beforeAll(async () => {
    t = await testApp({ now: () => now });
  });
  afterAll(() => t.close());
  const count = async () => (await t.db.select().from(feedbacks)).length;

  it('refuses each missing field with the spec message and stores nothing', async () => {
    const cases = [
      [{ ...valid, contact: '' }, '请输入您的姓名', 'contact'],
      [{ ...valid, tel: '   ' }, '请输入您的联系电话', 'tel'],
      [{ ...valid, content: '' }, '请输入反馈和建议', 'content'],
      [{ tel: valid.tel, content: valid.content }, '请输入您的姓名', 'contact'],
    ] as const;
    for (const [body, msg, field] of cases) {
      const res = await t.call('/api/user/feedback', body, { ip: '198.51.100.1' });
      expect(res.status).toBe(200);
      // The refusal names its field, so the form shows it under that field.
      expect(res.json).toEqual({ code: 0, msg, data: { field } });
    }
    expect(await count()).toBe(0);
  });
  it('refuses an over-long message with a Chinese message', async () => {
    const res = await t.call(
      '/api/user/feedback',
      { ...valid, content: '长'.repeat(1001) },
      { ip: '198.51.100.2' },
    );
    expect(res.json).toMatchObject({ code: 0, msg: '反馈内容不能超过1000个字' });
  });
  it('stores a valid feedback, trimmed, with the caller IP, and answers with a message', async () => {
    const res = await t.call('/api/user/feedback', { ...valid, contact: '  李明 ' }, { ip: '198.51.100.3' });
    expect(res.json).toEqual({ code: 1, msg: '感谢您的反馈，我们会尽快处理', data: null });
    const rows = await t.db.select().from(feedbacks);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      contact: '李明',
      tel: valid.tel,
      content: valid.content,
      ip: '198.51.100.3',
      status: 'new',
    });
  });
  it('refuses a form-urlencoded body (a cross-site form) with 415 and stores nothing', async () => {
    const before = await count();
    const res = await t.call('/api/user/feedback', valid, { ip: '198.51.100.4', form: true });
    expect(res.status).toBe(415);
    expect(res.json).toEqual({ code: 0, msg: MSG.jsonOnly, data: null });
    expect(await count()).toBe(before);
  });
  it('rate-limits per IP: the call past the limit gets 429, a Chinese message and is not stored', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < LIMITS.feedback.max; i++) {
      expect((await t.call('/api/user/feedback', valid, { ip })).json.code).toBe(1);
    }
    const before = await count();
    const limited = await t.call('/api/user/feedback', valid, { ip });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ code: 429, msg: '操作过于频繁，请稍后再试' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count()).toBe(before);
    // Another address is not affected.
    expect((await t.call('/api/user/feedback', valid, { ip: '192.0.2.51' })).json.code).toBe(1);
  });
  it('lets the IP in again once the window has passed', async () => {
    const ip = '192.0.2.50';
    now = new Date(now.getTime() + (LIMITS.feedback.windowS + 1) * 1000);
    expect((await t.call('/api/user/feedback', valid, { ip })).json.code).toBe(1);
  });
});
