/**
 * A cross-site page cannot act for a member (issue 11, point 11): the `token` cookie signs in only the file
 * downloads a browser opens itself, never a call; and JSON calls take `application/json` only, so a form or a
 * text/plain body (what a cross-site form or a beacon can send) is refused with 415 before it is read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '#lib/shared/messages.ts';
import { articles, attachments, users } from '#server/db/schema/index.ts';
import { COOKIE_FILE_PREFIXES, COOKIE_FILES } from '#server/http/cookieToken.ts';
import { DEMO_PDFS } from '#server/services/files/demo.ts';
import { hashPassword } from '#server/services/accounts/password.ts';
import { createUser } from '#server/services/accounts/users.ts';
import { NOW } from '../api/content-fixtures.ts';
import { consentAsRegistered, testApp, type TestApp } from '../api/support.ts';

let t: TestApp;
let token: string;
let uid: number;
let reportId: number;

const UNSUPPORTED = { code: 0, msg: MSG.jsonOnly, data: null };

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  const user = await createUser(t.db, {
    account: 'crosssite',
    passwordHash: await hashPassword('secret123'),
    nickname: '原来的昵称',
    regIp: '127.0.0.1',
  });
  uid = user.uid;
  await consentAsRegistered(t, uid);
  const login = await t.browser()('/api/user/login', { username: 'crosssite', password: 'secret123' });
  token = login.json.data.token as string;
  const pdf = DEMO_PDFS[0]!;
  const [file] = await t.db
    .insert(attachments)
    .values({
      fileName: '报告.pdf',
      mime: 'application/pdf',
      size: 1,
      storageKey: pdf.key,
      pageCount: pdf.pages,
    })
    .returning({ id: attachments.id });
  const [report] = await t.db
    .insert(articles)
    .values({
      kind: 'report',
      title: '跨站测试报告',
      status: 'published',
      publishedAt: NOW,
      priceCents: 990,
      pageCount: pdf.pages,
      attachmentId: file!.id,
    })
    .returning({ id: articles.id });
  reportId = report!.id;
});
afterAll(() => t.close());

/** Rows of a raw query: PGlite and node-postgres answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** Row counts of every table: a refused call changes none of them. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await t.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const result = await t.db.execute(sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = rowsOf<{ n: number }>(result)[0]!.n;
  }
  return counts;
}

const memberRow = async () => (await t.db.select().from(users).where(eq(users.uid, uid)))[0]!;
const cookie = () => ({ cookie: `token=${token}` });

/** A raw request into the app, as a browser (or another site's form) would send it. */
const send = (path: string, init: RequestInit) => t.app.request(path, init, { ip: '198.51.100.90' });

const favorite = () => ({
  model: 'article',
  record_id: reportId,
  title: '跨站测试报告',
  url: `/article/detail/${reportId}`,
});

/** The member's state-changing calls a cross-site form would aim at, with a valid body each. */
const writes = (): Array<[string, Record<string, unknown>]> => [
  ['/api/user/updateInfo', { nickname: '被改掉的昵称' }],
  ['/api/order/orderSubmit', { id: reportId, type: 'report' }],
  ['/api/order/createOrderForVip', { id: 1 }],
  ['/api/user/favorite', favorite()],
  ['/api/user/checkIn', {}],
  ['/api/order/invoiceSubmit', { ids: [1], title_type: 'person', title: '某人' }],
  ['/api/user/logout', {}],
];

describe('the token cookie signs in file downloads only', () => {
  it('a state-changing call with only the cookie is a visitor: 401, and no row changes', async () => {
    const before = await rowCounts();
    const profile = await memberRow();
    for (const [path, body] of writes()) {
      const res = await t.browser()(path, body, { headers: cookie() });
      if (path === '/api/user/logout') expect(res.json.code, path).toBe(1);
      else expect([res.status, res.json.code], path).toEqual([401, 401]);
    }
    expect(await rowCounts()).toEqual(before);
    expect(await memberRow()).toEqual(profile);
    // The session survived the cookie-only logout, and the same call with the header does act.
    const faved = await t.call('/api/user/favorite', favorite(), { headers: { token } });
    expect(faved.json).toMatchObject({ code: 1, data: { favorited: true } });
  });

  it('a JSON call read with GET ignores the cookie too (the caller is a visitor)', async () => {
    const byCookie = await t.browser()(`/api/article/viewPdf?id=${reportId}`, undefined, {
      headers: cookie(),
    });
    expect(byCookie.json.data).toMatchObject({ mode: 'preview', reason: 'login' });
    const byHeader = await t.call(`/api/article/viewPdf?id=${reportId}`, undefined, { headers: { token } });
    expect(byHeader.json.data).toMatchObject({ mode: 'preview', reason: 'buy' });
  });

  it("a file download opens with only the cookie: the viewer's 下载 link", async () => {
    const view = await t.call(`/api/article/viewPdf?id=${reportId}`, undefined, { headers: { token } });
    const url = `${view.json.data.url as string}&dl=1`;
    const file = await send(url, { headers: cookie() });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await send(url, { method: 'HEAD', headers: cookie() })).status).toBe(200);
    // The member's ticket opens for that member only: without the cookie it is refused.
    expect((await send(url, { headers: { cookie: 'token=' + 'x'.repeat(40) } })).status).toBe(403);
    expect((await send(url, {})).status).toBe(403);
  });

  it('every address that takes the cookie is a GET route the app mounts', () => {
    const gets = new Set(t.app.routes.filter((r) => r.method === 'GET').map((r) => r.path));
    expect(COOKIE_FILES.size).toBeGreaterThan(0);
    for (const path of COOKIE_FILES) expect(gets.has(path), path).toBe(true);
    // A prefix is a GET route whose last segment is the signed link (`…/:token`).
    for (const prefix of COOKIE_FILE_PREFIXES)
      expect(
        [...gets].some((p) => /^[^:]*\/:\w+$/.test(p) && p.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });
});

describe('JSON calls take application/json only', () => {
  const asMember = () => ({ token });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8', JSON.stringify({ nickname: '被改掉的昵称' })],
    ['form-urlencoded', 'application/x-www-form-urlencoded', 'nickname=%E8%A2%AB%E6%94%B9'],
    [
      'multipart',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="nickname"\r\n\r\nA\r\n--x--\r\n',
    ],
  ])('a %s body is refused with 415 before it is read, even with the token header', async (_, type, body) => {
    const before = await rowCounts();
    const profile = await memberRow();
    const res = await send('/api/user/updateInfo', {
      method: 'POST',
      headers: { ...asMember(), 'content-type': type },
      body,
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual(UNSUPPORTED);
    expect(await memberRow()).toEqual(profile);
    expect(await rowCounts()).toEqual(before);
  });

  it("a visitor's write call (feedback) refuses a form too, and stores nothing", async () => {
    const before = await rowCounts();
    const res = await send('/api/user/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'contact=%E6%9D%8E&tel=13800138000&content=%E5%A5%BD',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual(UNSUPPORTED);
    expect(await rowCounts()).toEqual(before);
  });

  it('takes application/json with a charset', async () => {
    const res = await send('/api/user/updateInfo', {
      method: 'POST',
      headers: { ...asMember(), 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ entity: '某合作社' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { code: number }).code).toBe(1);
    expect((await memberRow()).entity).toBe('某合作社');
  });

  it('a body without a content type is refused; a POST with no body and no type passes (nothing to read)', async () => {
    const untyped = await send('/api/user/updateInfo', {
      method: 'POST',
      headers: { ...asMember(), 'content-length': '2' },
      body: new Blob(['{}']),
    });
    expect(untyped.status).toBe(415);
    const empty = await send('/api/user/getProfile', { method: 'POST', headers: asMember() });
    expect(empty.status).toBe(200);
    expect(((await empty.json()) as { data: { uid: number } }).data.uid).toBe(uid);
  });

  it('the calls that take other formats still do: the Alipay form notification, the multipart upload', async () => {
    const alipay = await send('/api/payment/notify/alipay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'out_trade_no=NOPE&trade_status=TRADE_SUCCESS&sign=x&sign_type=RSA2',
    });
    expect(alipay.status).toBe(200);
    expect(await alipay.text()).toBe('fail');
    const upload = await send('/api/admin/attachment/upload', {
      method: 'POST',
      headers: asMember(),
      body: new FormData(),
    });
    // Reaches the editors' gate (403 for a member), not the 415 of a JSON call.
    expect(upload.status).toBe(403);
  });
});
