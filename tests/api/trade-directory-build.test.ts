import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQueries } from '#server/services/content/build/index.ts';
import type { TestApp } from './support.ts';
import { NEWEST, tradeApp } from './trade-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await tradeApp();
});
afterAll(() => t.close());

describe('the product directory’s build query', () => {
  it('gives the sections with their chapters and the chapters’ figures exactly as the calls answer them', async () => {
    const data = await buildQueries.tradeDirectoryData(t.db);
    const tree = (await t.call('/api/trade/getProductCateList')).json.data;
    const top = (await t.call('/api/trade/getTopClass?currency=usd')).json.data;
    expect(data.sections).toEqual(tree.sections);
    expect(data.sections.flatMap((s) => s.chapters)).toHaveLength(24);
    expect(data.topClass).toEqual(top);
    expect(data.topClass).toMatchObject({
      period: 'cumulative',
      from: '2026-01',
      to: NEWEST,
      currency: 'usd',
    });
  });
});
