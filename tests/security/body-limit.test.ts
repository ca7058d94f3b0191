/**
 * One cap on request bodies (64 KB; editor writes of rich text more), refused with HTTP 413 and the envelope before
 * the body is buffered: a declared length over the cap unread, a chunked body at the first byte over.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#lib/shared/messages.ts';
import { feedbacks, paymentEvents } from '#server/db/schema/index.ts';
import { BODY_LIMIT, EDITOR_BODY_LIMIT } from '#server/http/bodyLimit.ts';
import { NOW, signedIn } from '../api/content-fixtures.ts';
import { testApp, type Caller, type TestApp } from '../api/support.ts';

const TOO_LARGE = { code: 413, msg: MSG.tooLarge, data: null };
const valid = { contact: '李明', tel: '13800138000', content: '希望增加分省蔬菜价格的周报导出。' };

/** The valid feedback as JSON padded with spaces to exactly `bytes` bytes. */
const feedbackOf = (bytes: number) => {
  const json = JSON.stringify(valid);
  return json + ' '.repeat(bytes - Buffer.byteLength(json));
};

let t: TestApp;
let editor: Caller;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  ({ call: editor } = await signedIn(t, 'editor01', 'editor'));
  server = serve({ fetch: (req, env) => t.app.fetch(req, env), port: 0, hostname: '127.0.0.1' });
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const feedbackCount = async () => (await t.db.select().from(feedbacks)).length;

/** An 8 MB body in 16 KB chunks that counts what was pulled from it. */
function endless() {
  const chunk = new Uint8Array(16 * 1024).fill(0x20);
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= 8 * 1024 * 1024) return controller.close();
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled };
}

/** A POST into the app; a text body declares its length as a browser's would, a stream body does not. */
const post = (
  path: string,
  body: string | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) => {
  const length = typeof body === 'string' ? { 'content-length': String(Buffer.byteLength(body)) } : {};
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...length, ...headers },
    body,
  };
  return t.app.request(path, { ...init, duplex: 'half' } as RequestInit, { ip: '198.51.100.70' });
};

describe('the body limit', () => {
  it('refuses a body one byte over the limit with 413 and the Chinese message, and writes nothing', async () => {
    const before = await feedbackCount();
    const res = await post('/api/user/feedback', feedbackOf(BODY_LIMIT + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(await feedbackCount()).toBe(before);
  });

  it('takes a body of exactly the limit', async () => {
    const before = await feedbackCount();
    const res = await post('/api/user/feedback', feedbackOf(BODY_LIMIT));
    expect(res.status).toBe(200);
    expect((await res.json()).code).toBe(1);
    expect(await feedbackCount()).toBe(before + 1);
  });

  it('refuses a form body over the limit too', async () => {
    const before = await feedbackCount();
    const form = new URLSearchParams({ ...valid, pad: 'x'.repeat(BODY_LIMIT) }).toString();
    const res = await post('/api/user/feedback', form, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses a chunked body without a length at the first bytes over, without reading the rest', async () => {
    const before = await feedbackCount();
    const { body, pulled } = endless();
    const res = await post('/api/user/feedback', body);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    // The stream's queue holds at most a chunk or two ahead of the reader.
    expect(pulled.bytes).toBeLessThan(BODY_LIMIT + 64 * 1024);
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses an oversized payment notification, whose raw body the handler reads itself', async () => {
    const before = (await t.db.select().from(paymentEvents)).length;
    const { body } = endless();
    const res = await post('/api/payment/notify/wechat', body);
    expect(res.status).toBe(413);
    const form = new URLSearchParams({ out_trade_no: 'x'.repeat(BODY_LIMIT) }).toString();
    const alipay = await post('/api/payment/notify/alipay', form, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(alipay.status).toBe(413);
    expect((await t.db.select().from(paymentEvents)).length).toBe(before);
  });

  it("lets an editor's rich text through up to the editor limit, and no further", async () => {
    const content_html = `<p>${'稻'.repeat(150_000)}</p>`;
    const created = await editor('/api/admin/article/create', { kind: 'news', title: '长文', content_html });
    expect(created.json.code).toBe(1);
    // The same size anywhere else is refused.
    const elsewhere = await post('/api/user/feedback', JSON.stringify({ ...valid, content_html }));
    expect(elsewhere.status).toBe(413);
    const huge = JSON.stringify({ kind: 'news', title: '太长', content_html: 'x'.repeat(EDITOR_BODY_LIMIT) });
    const refused = await editor('/api/admin/article/create', JSON.parse(huge) as Record<string, unknown>);
    expect(refused.status).toBe(413);
    expect(refused.json).toEqual(TOO_LARGE);
  });

  it('on a real server, a chunked body over the limit is answered 413 while the client is still sending', async () => {
    const before = await feedbackCount();
    const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let done = false;
      const req = httpRequest(`${origin}/api/user/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      req.on('response', (res) => {
        done = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          // The rest of the body is not wanted: drop the connection rather than finish sending it.
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: text, sent });
        });
      });
      req.on('error', (err) => (done ? undefined : reject(err)));
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      // Up to 16 MB, a little at a time, until the answer comes: the server must not wait for the end.
      const pump = () => {
        if (done || sent >= 16 * 1024 * 1024) return req.end();
        sent += chunk.length;
        if (req.write(chunk)) setImmediate(pump);
        else req.once('drain', pump);
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    expect(answer.sent).toBeLessThan(16 * 1024 * 1024);
    expect(await feedbackCount()).toBe(before);
  });
});
