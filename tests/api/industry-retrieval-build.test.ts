/** 数据检索's build query: the page's prebuilt first view is what the calls answer (the tree, the regions). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQueries } from '#server/services/content/build/index.ts';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
}, 120_000);
afterAll(() => t.close());

describe('the retrieval page’s build query', () => {
  it('gives the domain tree and the country with its provinces exactly as getDataDomainTree and getSpaceCity answer', async () => {
    const data = await buildQueries.retrievalBuildData(t.db);
    const tree = (await t.call('/api/industry/getDataDomainTree', {})).json.data;
    const regions = (await t.call('/api/industry/getSpaceCity', {})).json.data;
    expect(data.tree).toEqual(tree);
    expect(data.tree.length).toBeGreaterThan(0);
    expect(data.regions).toEqual(regions);
    expect(data.regions[0]).toMatchObject({ code: '000000', name: '全国', level: 'national' });
    expect(data.regions.filter((r) => r.level === 'province')).toHaveLength(31);
  });
});
