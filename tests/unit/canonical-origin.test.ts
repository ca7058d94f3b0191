import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { canonicalPageAddress } from '#server/http/canonicalHost.ts';

const ask = (host: string | undefined, path: string, method = 'GET', production = false) =>
  canonicalPageAddress({ method, headers: { host } } as IncomingMessage, new URL(path, 'http://x'), {
    publicUrl: 'http://localhost:4321',
    production,
  });

describe('a page on another loopback name goes to PUBLIC_URL (outside production)', () => {
  it('sends 127.0.0.1 and [::1] on the same port to localhost, path and query kept', () => {
    expect(ask('127.0.0.1:4321', '/user/order/payment?id=7&from=alipay')).toBe(
      'http://localhost:4321/user/order/payment?id=7&from=alipay',
    );
    expect(ask('[::1]:4321', '/')).toBe('http://localhost:4321/');
  });

  it('leaves the right origin, the API, uploads, writes, other hosts, other ports and production alone', () => {
    expect(ask('localhost:4321', '/user/vip')).toBeNull();
    expect(ask('127.0.0.1:4321', '/api/health')).toBeNull();
    expect(ask('127.0.0.1:4321', '/uploads/baike/x.png')).toBeNull();
    expect(ask('127.0.0.1:4321', '/user/vip', 'POST')).toBeNull();
    expect(ask('192.168.1.9:4321', '/')).toBeNull();
    expect(ask('127.0.0.1:5000', '/')).toBeNull();
    expect(ask(undefined, '/')).toBeNull();
    expect(ask('bad host!', '/')).toBeNull();
    expect(ask('127.0.0.1:4321', '/', 'GET', true)).toBeNull();
  });
});
