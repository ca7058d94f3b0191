/**
 * Which cached answers a content event drops: the applications' data (standards, foods, trade, vegetables) drops
 * its one tag without the publish planner's page lookups, which every process would otherwise run per event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_TAG, tagsOfEvents } from '#server/services/publish/cacheTags.ts';
import { queryCounter } from './queryCount.ts';
import { testApp, type TestApp } from './support.ts';

const counter = queryCounter();
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('tags of content events', () => {
  it('drops an application’s tag without asking the database', async () => {
    const db = counter.wrap(t.db);
    const before = counter.count;
    const tags = await tagsOfEvents(db, [
      { entity: 'standard', entityId: 1, before: null },
      { entity: 'food', entityId: 2, before: null },
      { entity: 'trade', entityId: 0, before: null },
    ]);
    expect(tags.sort()).toEqual([CACHE_TAG.food, CACHE_TAG.standard, CACHE_TAG.trade].sort());
    expect(counter.count - before).toBe(0);
  });

  it('still names an edited article’s own tags', async () => {
    const tags = await tagsOfEvents(t.db, [{ entity: 'article', entityId: 999_999, before: null }]);
    expect(tags).toContain(CACHE_TAG.articles);
  });
});
