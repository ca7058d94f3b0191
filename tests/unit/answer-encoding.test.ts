import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedAs, encodingFor } from '#server/http/answerEncoding.ts';

describe('the encoding of a kept answer', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br; q=0.0, gzip;q=0', null],
    ['deflate', null],
  ] as const)('Accept-Encoding %j → %j', (accept, expected) => {
    expect(encodingFor(accept)).toBe(expected);
  });

  it('compresses a body of 1 KB or more to bytes that decode to it, and leaves a smaller one as it is', () => {
    const big = Buffer.from(JSON.stringify({ x: Array.from({ length: 200 }, (_, i) => `2026-01-${i}`) }));
    expect(brotliDecompressSync(compressedAs(big, 'br')!).equals(big)).toBe(true);
    expect(gunzipSync(compressedAs(big, 'gzip')!).equals(big)).toBe(true);
    expect(compressedAs(Buffer.from('{"code":1}'), 'br')).toBeNull();
  });
});
