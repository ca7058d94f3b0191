/**
 * The public cache's byte bound counts what an answer holds (issue 32): its body, its compressed forms, its key (two
 * bytes a character once one is Chinese), ETag, tags and a fixed cost per entry; keys from callers' input never grow
 * it past the bound.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { createPublicCache, ENTRY_OVERHEAD, entryOf, keptBytes } from '#server/http/publicCache.ts';

const cacheOf = (maxBytes: number) =>
  createPublicCache({
    db: {} as Db,
    maxBytes,
    lastEvent: async () => 0,
    maxEvent: async () => 0,
    eventsAfter: async () => [],
    tagsOf: async () => [],
  });

describe('the public cache in bytes', () => {
  it('counts the key, a Chinese one at two bytes a character, the ETag, the tags and the entry itself', () => {
    const body = '{"code":1,"data":[]}';
    const entry = entryOf(body, ['article', 'tag:12']);
    const latin = 'POST /api/article/search {"keyword":"corn"}';
    const chinese = 'POST /api/article/search {"keyword":"玉米"}';
    expect(keptBytes(latin, entry)).toBe(
      body.length + latin.length + entry.etag.length + 'article'.length + 'tag:12'.length + ENTRY_OVERHEAD,
    );
    expect(keptBytes(chinese, entry) - keptBytes(latin, entry)).toBe(chinese.length * 2 - latin.length);
    const cache = cacheOf(1 << 20);
    cache.put(chinese, body, ['article', 'tag:12'], cache.epoch());
    expect(cache.counters().bytes).toBe(keptBytes(chinese, entry));
  });

  it('holds 10,000 distinct keywords within its bound, the oldest out first', () => {
    const maxBytes = 64 * 1024;
    const cache = cacheOf(maxBytes);
    const body = JSON.stringify({ code: 1, data: { items: [], total: 0 } });
    const keyOf = (i: number) => `POST /api/article/search {"keyword":"玉米${i}","page":1}`;
    let most = 0;
    for (let i = 0; i < 10_000; i++) {
      cache.put(keyOf(i), body, ['article', `search:${i}`], cache.epoch());
      most = Math.max(most, cache.counters().bytes);
    }
    expect(most).toBeLessThanOrEqual(maxBytes);
    const { entries, evicted, bytes } = cache.counters();
    expect(entries).toBeLessThan(maxBytes / ENTRY_OVERHEAD);
    expect(entries + evicted).toBe(10_000);
    expect(cache.get(keyOf(0))).toBeUndefined();
    expect(cache.get(keyOf(9_999))?.body.toString()).toBe(body);
    // What it counts is what it holds: dropping every tag leaves nothing counted.
    cache.drop(['article']);
    expect(cache.counters()).toMatchObject({ entries: 0, bytes: 0 });
    expect(bytes).toBeGreaterThan(maxBytes / 2);
  });

  it('evicts the oldest when a compressed form takes the total past the bound', () => {
    const body = JSON.stringify({
      code: 1,
      items: Array.from({ length: 400 }, (_, i) => ({ i, t: '蔬菜价格' })),
    });
    const one = keptBytes('k0', entryOf(body));
    const cache = cacheOf(2 * one + 100);
    cache.put('k0', body, [], cache.epoch());
    const second = cache.put('k1', body, [], cache.epoch())!;
    expect(cache.counters().entries).toBe(2);
    cache.encoded(second, 'gzip');
    expect(cache.counters().bytes).toBeLessThanOrEqual(2 * one + 100);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k1')).toBe(second);
  });
});
