/**
 * publicCache.tagVersion: what rows kept per family (keptPerVersion) are keyed by. It moves when an event drops its
 * tag, and not when other tags are dropped (the epoch moves with every event).
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { createPublicCache } from '#server/http/publicCache.ts';

const cacheOf = () =>
  createPublicCache({
    db: {} as Db,
    lastEvent: async () => 0,
    maxEvent: async () => 0,
    eventsAfter: async () => [],
    tagsOf: async () => [],
  });

describe("a cache tag's version", () => {
  it('moves when its tag is dropped, and only then', () => {
    const cache = cacheOf();
    const standards = cache.tagVersion('standard');
    cache.drop(['articles', 'article:3']);
    expect(cache.tagVersion('standard')).toBe(standards);
    expect(cache.epoch()).not.toBe(standards);
    cache.drop(['articles', 'standard']);
    const moved = cache.tagVersion('standard');
    expect(moved).not.toBe(standards);
    cache.forget(['standard']);
    expect(cache.tagVersion('standard')).not.toBe(moved);
  });
});
