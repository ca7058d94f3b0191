/**
 * A lone surrogate (half of a UTF-16 pair, `"\ud800"` in JSON, or its three bytes in the body) is no character: every
 * field refuses it the same way, a Chinese refusal with nothing written. Before, a text column stored it as "�" and
 * a jsonb column (百科's aliases) answered HTTP 400 from the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#lib/shared/messages.ts';
import { cleanText } from '#lib/shared/validators.ts';
import { feedbacks } from '#server/db/schema/index.ts';
import { draft } from '../api/baike-fixtures.ts';
import { NOW, signedIn } from '../api/content-fixtures.ts';
import { testApp, type Caller, type TestApp } from '../api/support.ts';
import { rowSnapshot } from './support.ts';

const HIGH = '李\ud800明';
const LOW = '\udc00明';
const refused = { code: 0, msg: MSG.brokenChars, data: null };

let t: TestApp;
let member: Caller;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  ({ call: member } = await signedIn(t, 'surrogate01'));
});
afterAll(() => t.close());

const feedback = { contact: '李明', tel: '13800138000', content: '希望增加分省蔬菜价格的周报导出。' };

describe('a lone surrogate', () => {
  it.each<[string, () => Caller, string, Record<string, unknown>]>([
    [
      'a text column (feedback contact, was stored as "�")',
      () => t.call,
      '/api/user/feedback',
      { ...feedback, contact: HIGH },
    ],
    ['a low half alone', () => t.call, '/api/user/feedback', { ...feedback, content: LOW }],
    [
      'a jsonb column (百科 aliases, was HTTP 400)',
      () => member,
      '/api/baike/saveMyBaike',
      draft({ aliases: [HIGH] }),
    ],
    ['a field no schema reads', () => t.call, '/api/user/feedback', { ...feedback, [`x${LOW}`]: 1 }],
    ['a search keyword', () => t.call, '/api/article/search', { keyword: HIGH }],
  ])('in %s: the Chinese refusal, nothing written', async (_, caller, path, body) => {
    const before = await rowSnapshot(t.db);
    const res = await caller()(path, body, { ip: '198.51.100.71' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(refused);
    expect(await rowSnapshot(t.db)).toEqual(before);
  });

  it('sent as raw bytes (ED A0 80, no UTF-8) is refused the same way, not turned into "�"', async () => {
    const before = await rowSnapshot(t.db);
    const enc = new TextEncoder();
    const body = new Uint8Array([
      ...enc.encode('{"contact":"李'),
      0xed,
      0xa0,
      0x80,
      ...enc.encode(`明","tel":"13800138000","content":"${feedback.content}"}`),
    ]);
    const res = await t.app.request(
      '/api/user/feedback',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body },
      { ip: '198.51.100.72' },
    );
    expect(await res.json()).toEqual(refused);
    expect(await rowSnapshot(t.db)).toEqual(before);
  });

  it('a whole pair (an emoji) is text like any other and is kept', async () => {
    const res = await t.call(
      '/api/user/feedback',
      { ...feedback, contact: '李明🌾' },
      { ip: '198.51.100.73' },
    );
    expect(res.json.code).toBe(1);
    const rows = await t.db.select().from(feedbacks);
    expect(rows.map((r) => r.contact)).toEqual(['李明🌾']);
  });

  it('is refused by the shared text rule the forms use, with the same message', () => {
    const rule = cleanText();
    expect(rule.safeParse(HIGH).error?.issues[0]?.message).toBe(MSG.brokenChars);
    expect(rule.safeParse(LOW).error?.issues[0]?.message).toBe(MSG.brokenChars);
    expect(rule.safeParse('🌾').success).toBe(true);
  });
});
