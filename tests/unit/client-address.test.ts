/** Which address is the client's behind TRUST_PROXY proxies, and who counts as this machine. */
import { describe, expect, it } from 'vitest';
import { forwardedClient, isLoopback } from '#server/http/address.ts';

describe('the client address behind trusted proxies', () => {
  it('no trusted proxy: the header is ignored, whatever it says', () => {
    expect(forwardedClient('10.0.0.1, 127.0.0.1', 0)).toBeNull();
    expect(forwardedClient('10.0.0.1', 0)).toBeNull();
  });

  it('one hop (nginx appending its peer): the rightmost entry, never the client-written leftmost', () => {
    expect(forwardedClient('198.51.100.4', 1)).toBe('198.51.100.4');
    expect(forwardedClient('10.209.0.1, 127.0.0.1, 198.51.100.4', 1)).toBe('198.51.100.4');
    for (let i = 1; i <= 8; i++)
      expect(forwardedClient(`10.209.0.${i}, 127.0.0.1, 198.51.100.4`, 1)).toBe('198.51.100.4');
  });

  it('two hops (a CDN, then nginx): the second entry from the right', () => {
    expect(forwardedClient('spoofed, 203.0.113.8, 192.0.2.1', 2)).toBe('203.0.113.8');
    expect(forwardedClient('203.0.113.8,192.0.2.1', 2)).toBe('203.0.113.8');
  });

  it('a header shorter than the hops: every entry is a proxy’s, the leftmost the furthest one’s peer', () => {
    expect(forwardedClient('203.0.113.8', 2)).toBe('203.0.113.8');
    expect(forwardedClient('203.0.113.8, 192.0.2.1', 3)).toBe('203.0.113.8');
  });

  it('no header or only separators: the socket’s address is used', () => {
    expect(forwardedClient(undefined, 1)).toBeNull();
    expect(forwardedClient('', 1)).toBeNull();
    expect(forwardedClient(' , ,', 2)).toBeNull();
  });

  it('blank entries do not shift the count', () => {
    expect(forwardedClient('spoofed, , 198.51.100.4 ,', 1)).toBe('198.51.100.4');
  });
});

describe('loopback callers', () => {
  it('are 127.0.0.0/8, ::1 and mapped IPv4 loopback', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])
      expect(isLoopback(a), a).toBe(true);
  });
  it('are nothing else: network addresses, mapped network addresses, names, nothing', () => {
    for (const a of [
      '192.168.1.20',
      '10.0.0.1',
      '::ffff:192.168.1.20',
      'fe80::1',
      '::',
      'localhost',
      '',
      undefined,
    ])
      expect(isLoopback(a), String(a)).toBe(false);
  });
});
