/** A public cache told to look at the event log on every read still ends its look (it once looped forever at 0 ms). */
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { createPublicCache } from '#server/http/publicCache.ts';

describe('the public cache with checkEveryMs 0', () => {
  it('looks at the event log once per read and answers', async () => {
    let looks = 0;
    const cache = createPublicCache({
      db: {} as Db,
      checkEveryMs: 0,
      now: () => 1_000,
      lastEvent: async () => 0,
      maxEvent: async () => {
        looks++;
        return 0;
      },
      eventsAfter: async () => [],
      tagsOf: async () => [],
    });
    await cache.fresh();
    cache.stale();
    await cache.fresh();
    expect(looks).toBeGreaterThanOrEqual(1);
    expect(looks).toBeLessThanOrEqual(2);
  });
});
