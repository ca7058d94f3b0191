/**
 * A NUL (or another C0 control character) in any text field is refused at the edge with a Chinese message and
 * changes nothing; what only the database refuses (a data exception) answers 400, never a 500 with a stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '#lib/shared/messages.ts';
import { paymentEvents } from '#server/db/schema/index.ts';
import { NOW, signedIn } from '../api/content-fixtures.ts';
import { testApp, type Caller, type TestApp } from '../api/support.ts';
import { changedTables, rowCounts, rowSnapshot } from './support.ts';
import { captureLog } from '../logCapture.ts';

const NUL = 'a\u0000b';

let t: TestApp;
let member: Caller;
let editor: Caller;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  ({ call: member } = await signedIn(t, 'member01'));
  ({ call: editor } = await signedIn(t, 'editor01', 'editor'));
});
afterAll(() => t.close());

const feedback = { contact: '李明', tel: '13800138000', content: '希望增加分省蔬菜价格的周报导出。' };
const customOrder = {
  kind: 'data',
  company: '某农业公司',
  contact: '王芳',
  mobile: '13800138001',
  requirement: '需要分省的玉米价格数据',
};

/** Every call of the issue, with a NUL in one of its text fields. */
const CASES: Array<[string, () => Caller, string, Record<string, unknown>]> = [
  ['login', () => t.call, '/api/user/login', { username: NUL, password: 'x' }],
  ['article search', () => t.call, '/api/article/search', { keyword: NUL }],
  ['action log', () => t.call, '/api/base/actionLog', { action: 'view', model: 'article', remark: NUL }],
  ['action log record id', () => t.call, '/api/base/actionLog', { action: 'view', record_id: NUL }],
  ['feedback', () => t.call, '/api/user/feedback', { ...feedback, content: NUL }],
  ['custom order', () => t.call, '/api/enterprise/addCustomOrder', { ...customOrder, requirement: NUL }],
  ['reference list', () => t.call, '/api/reference/getList', { industry: NUL }],
  ['product list', () => t.call, '/api/data/getProductList', { format: NUL }],
  ['updateInfo', () => member, '/api/user/updateInfo', { nickname: NUL }],
  [
    'favorite',
    () => member,
    '/api/user/favorite',
    { model: 'article', record_id: NUL, title: 't', url: '/' },
  ],
  [
    'favorite title',
    () => member,
    '/api/user/favorite',
    { model: 'article', record_id: '1', title: NUL, url: '/' },
  ],
  ['admin article create', () => editor, '/api/admin/article/create', { kind: 'news', title: NUL }],
  [
    'admin article content',
    () => editor,
    '/api/admin/article/create',
    { kind: 'news', title: 't', content_html: `<p>${NUL}</p>` },
  ],
  ['admin reference', () => editor, '/api/admin/reference/create', { title: 't', industry: NUL }],
  ['admin product', () => editor, '/api/admin/product/create', { title: 't', doc_id: NUL }],
  ['a field no schema reads', () => t.call, '/api/user/feedback', { ...feedback, extra: NUL }],
];

describe('a NUL in a text field', () => {
  it('(the row counts see every table: the two members signed in, their sessions)', async () => {
    const counts = await rowCounts(t.db);
    expect(counts.users).toBe(2);
    expect(counts.sessions).toBe(2);
  });

  it.each(CASES)(
    '%s: refused at the edge with a Chinese message, nothing written',
    async (_, caller, path, body) => {
      const before = await rowSnapshot(t.db);
      const res = await caller()(path, body, { ip: '198.51.100.61' });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ code: 0, msg: MSG.controlChars, data: null });
      expect(await rowSnapshot(t.db)).toEqual(before);
    },
  );

  it('is refused in a form body too (a form is not JSON: 415 before it is read)', async () => {
    const before = await rowSnapshot(t.db);
    const res = await t.call('/api/user/feedback', { ...feedback, contact: NUL }, { form: true });
    expect(res.status).toBe(415);
    expect(res.json).toEqual({ code: 0, msg: MSG.jsonOnly, data: null });
    expect(await rowSnapshot(t.db)).toEqual(before);
  });

  it('is found however deep the body nests it, without overflowing the stack', async () => {
    const deep = (inner: string) => `${'['.repeat(30_000)}${inner}${']'.repeat(30_000)}`;
    const nested = await t.app.request('/api/user/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"contact":"李明","tel":"13800138000","content":"好","x":${deep('"\\u0000"')}}`,
    });
    expect(await nested.json()).toEqual({ code: 0, msg: MSG.controlChars, data: null });
  });
});

describe('other control characters', () => {
  it('a single-line field refuses a newline, a multi-line one keeps it', async () => {
    const before = await rowSnapshot(t.db);
    const refused = await t.call(
      '/api/user/feedback',
      { ...feedback, contact: '李\n明' },
      { ip: '198.51.100.62' },
    );
    expect(refused.json).toEqual({ code: 0, msg: MSG.controlChars, data: { field: 'contact' } });
    expect(await rowSnapshot(t.db)).toEqual(before);
    const kept = await t.call(
      '/api/user/feedback',
      { ...feedback, content: '第一行\r\n第二行\t完' },
      { ip: '198.51.100.63' },
    );
    expect(kept.json.code).toBe(1);
  });

  it.each<[string, () => Caller, string, Record<string, unknown>]>([
    ['reference industry filter', () => t.call, '/api/reference/getList', { industry: '蔬\t菜' }],
    ['product format filter', () => t.call, '/api/data/getProductList', { format: 'pd\nf' }],
    ['product doc id', () => t.call, '/api/data/getProductDetail', { doc_id: 'D\t1' }],
    ['action log action', () => t.call, '/api/base/actionLog', { action: 'vi\new' }],
    ['action log record id', () => t.call, '/api/base/actionLog', { action: 'view', record_id: '1\t2' }],
    [
      'OAuth state of a mobile bind',
      () => t.call,
      '/api/user/mobileAuth',
      { username: '13800138000', code: '123456', action: 'mobile_bind', state: 'a\tb' },
    ],
    [
      'favorite record id',
      () => member,
      '/api/user/favorite',
      { model: 'article', record_id: '1\n2', title: '玉米', url: '/' },
    ],
  ])('%s: a single-line field refuses tab and newline, nothing written', async (_, caller, path, body) => {
    const before = await rowSnapshot(t.db);
    const res = await caller()(path, body, { ip: '198.51.100.66' });
    expect(res.json.code).toBe(0);
    // Inside a union (text or a number) zod answers the union's own message; elsewhere the control-character one.
    if (!('record_id' in body)) expect(res.json.msg).toBe(MSG.controlChars);
    expect(await rowSnapshot(t.db)).toEqual(before);
  });

  it('an escape character is refused even in multi-line text', async () => {
    const res = await t.call(
      '/api/user/feedback',
      { ...feedback, content: 'a\u001bb' },
      { ip: '198.51.100.64' },
    );
    expect(res.json).toEqual({ code: 0, msg: MSG.controlChars, data: null });
  });
});

describe('input only the database refuses', () => {
  it("the Alipay notification's out_trade_no with a NUL: Alipay's own `fail`, logged without the NUL, no stack", async () => {
    const lines = captureLog();
    try {
      const before = await rowSnapshot(t.db);
      const res = await t.call(
        '/api/payment/notify/alipay',
        {
          out_trade_no: NUL,
          trade_status: 'TRADE_SUCCESS',
          total_amount: '1.00',
          sign: 'x',
          sign_type: 'RSA2',
        },
        { form: true, ip: '198.51.100.65' },
      );
      expect(res.status).toBe(200);
      expect(res.text).toBe('fail');
      // A refused notification counts against its address and is logged: only those two tables move.
      expect(changedTables(before, await rowSnapshot(t.db))).toEqual(['payment_events', 'rate_limits']);
      const [logged] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.ip, '198.51.100.65'));
      expect(logged?.orderNo).toBe('ab');
      expect(lines.lines.filter((l) => l.level === 'error')).toEqual([]);
      // Warned once, without a stack and without the NUL.
      expect(lines.lines.filter((l) => l.level === 'warn').length).toBeGreaterThan(0);
      expect(lines.raw.join('')).not.toMatch(/"stack"|\\u0000/);
    } finally {
      lines.stop();
    }
  });
});
