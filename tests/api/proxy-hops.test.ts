/** Behind TRUST_PROXY proxies the limits count the address the proxies saw, not what the client wrote. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#server/services/security/rateLimit.ts';
import { testApp, type TestApp } from './support.ts';

const feedback = { contact: '李明', tel: '13800138000', content: '希望增加分省蔬菜价格的周报导出。' };
/** nginx's own connection to the server. */
const NGINX = '127.0.0.1';

describe('one trusted proxy (nginx appending the client address)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ proxyHops: 1 });
  });
  afterAll(() => t.close());

  it('rotating spoofed leftmost entries still hit the feedback limit', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= LIMITS.feedback.max + 3; i++) {
      // The client wrote "10.209.0.$i, 127.0.0.1"; nginx appended the address it saw.
      const headers = { 'x-forwarded-for': `10.209.0.${i}, 127.0.0.1, 198.51.100.77` };
      codes.push((await t.call('/api/user/feedback', feedback, { ip: NGINX, headers })).json.code);
    }
    expect(codes).toEqual([...Array(LIMITS.feedback.max).fill(1), 429, 429, 429]);
  });

  it('another client behind the same proxy has its own count', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.78' };
    expect((await t.call('/api/user/feedback', feedback, { ip: NGINX, headers })).json.code).toBe(1);
  });
});

describe('no trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('the header is ignored: the socket address is counted', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= LIMITS.feedback.max + 1; i++) {
      const headers = { 'x-forwarded-for': `10.209.1.${i}` };
      codes.push((await t.call('/api/user/feedback', feedback, { ip: '198.51.100.79', headers })).json.code);
    }
    expect(codes.at(-1)).toBe(429);
  });
});
