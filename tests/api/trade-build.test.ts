/** The build query of 进出口贸易's home and country pages: what the prebuilt pages read, the same as the calls answer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQueries } from '#server/services/content/build/index.ts';
import { FIRST, NEWEST, tradeApp } from './trade-fixtures.ts';
import type { TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await tradeApp();
}, 120_000);
afterAll(() => t.close());

describe('tradeBuildData', () => {
  it('names every partner (one country page each), the 24 chapters and the months held', async () => {
    const data = await buildQueries.tradeBuildData(t.db);
    expect(data.partners).toHaveLength(220);
    expect(data.partners.find((p) => p.iso2 === 'BR')).toMatchObject({
      name: '巴西',
      iso3: 'BRA',
      map_name: '巴西',
      has_data: true,
    });
    expect(data.hs).toHaveLength(24);
    expect(data.hs[0]).toMatchObject({ code: '01' });
    expect(data.window).toEqual({ first: FIRST, last: NEWEST });
  });

  it("gives the home page's first view as getNewestMonthData and getNewestYearData answer it in 美元", async () => {
    const data = await buildQueries.tradeBuildData(t.db);
    const month = await t.call('/api/trade/getNewestMonthData', {});
    const year = await t.call('/api/trade/getNewestYearData', {});
    expect(JSON.parse(JSON.stringify(data.home?.month))).toEqual(month.json.data);
    expect(JSON.parse(JSON.stringify(data.home?.year))).toEqual(year.json.data);
    expect(data.home?.month).toMatchObject({ month: NEWEST, period: 'month', currency: 'usd' });
  });
});

describe("getNewestMonthData's partners", () => {
  it('carry the change on the year of their total, as their imports and exports a year earlier give it', async () => {
    const { json } = await t.call('/api/trade/getNewestMonthData', {});
    const br = json.data.partners.find((p: { iso2: string }) => p.iso2 === 'BR');
    const imp = (await t.call('/api/trade/getProductByOrigin', { partner: 'BR' })).json.data.total;
    const exp = (await t.call('/api/trade/getExportByOrigin', { partner: 'BR' })).json.data.total;
    const prev = imp.value_prev + exp.value_prev;
    expect(br.total).toBe(imp.value + exp.value);
    expect(prev).toBeGreaterThan(0);
    expect(br.yoy).toBe(Math.round(((br.total - prev) / prev) * 1000) / 10);
  });
});

describe('a trade import re-renders the country pages', () => {
  it('plans the whole trade-country family for a trade content event', async () => {
    const { planFor } = await import('#server/services/publish/planner.ts');
    const { FAMILY } = await import('#lib/pageFamilies.ts');
    const plan = await planFor(t.db, [{ entity: 'trade', entityId: 0, before: null }]);
    expect(plan.now.families[FAMILY.tradeCountry]).toBe('all');
    const other = await planFor(t.db, [{ entity: 'standard', entityId: 1, before: null }]);
    expect(other.now.families[FAMILY.tradeCountry]).toBeUndefined();
  });
});
