/**
 * Trade figures on rows the demo does not write: units mixed within a partner, months without a quantity, real months
 * beside demo ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { tradeFlows, tradeMonths } from '#server/db/schema/index.ts';
import { rowsOf } from '#server/db/rows.ts';
import { codeHasFlows, partnerHasFlows } from '#server/services/trade/flowSql.ts';
import { logTradeChange } from '#server/services/trade/tradeEvent.ts';
import { AU, EXAMPLE_CODE, importRow, NEWEST, TRADE_NOW, tradeApp, US } from './trade-fixtures.ts';
import type { TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await tradeApp();
  await t.db.insert(tradeFlows).values([
    // Live poultry (0105, no demo flows) in the newest month: the US row mixes 头 and 千克, Australia's is 千克.
    importRow(NEWEST, '010594', US, 1_000, '头'),
    importRow(NEWEST, '010599', US, 500, '千克'),
    importRow(NEWEST, '010599', AU, 200, '千克'),
    // Chicks (010511) from the US: February came without a quantity.
    importRow('2026-01', '010511', US, 100, '千克'),
    importRow('2026-02', '010511', US, null, '千克'),
    importRow('2026-03', '010511', US, 100, '千克'),
  ]);
}, 120_000);
afterAll(() => t.close());

const post = (path: string, body: Record<string, unknown>) => t.call(`/api/trade/${path}`, body);

describe('trade: quantities only where one unit covers every row', () => {
  it('gives no total quantity when a partner itself mixes units', async () => {
    const { json } = await post('getOriginList', { code: '0105', month: NEWEST });
    expect(json.data.total).toMatchObject({ value: 3_000, quantity: null, unit: '', unit_value: null });
    const [us, au] = [US, AU].map((code) =>
      json.data.partners.find((p: { code: string }) => p.code === code),
    );
    expect(us).toMatchObject({ quantity: null, unit: '' });
    expect(au).toMatchObject({ quantity: 200, unit: '千克', unit_value: 5 });
  });

  it('gives no quantity for a period with a month imported without one', async () => {
    const cum = await post('getOriginList', { code: '010511', month: '2026-03', period: 'cumulative' });
    expect(cum.json.data.total).toMatchObject({ value: 3_000, quantity: null, unit_value: null });
    const jan = await post('getOriginList', { code: '010511', month: '2026-01', period: 'cumulative' });
    expect(jan.json.data.total).toMatchObject({ quantity: 100, unit: '千克', unit_value: 10 });
    const series = await post('getProductSeries', {
      code: '010511',
      from: '2026-01',
      to: '2026-03',
      period: 'cumulative',
    });
    expect(series.json.data.unit).toBe('千克');
    expect(
      series.json.data.months.map((m: { import: { quantity: number | null } }) => m.import.quantity),
    ).toEqual([100, null, null]);
    expect(series.json.data.months[2].import).toMatchObject({ value: 3_000, unit_value: null });
    const monthly = await post('getProductSeries', { code: '010511', from: '2026-01', to: '2026-03' });
    expect(
      monthly.json.data.months.map((m: { import: { quantity: number | null } }) => m.import.quantity),
    ).toEqual([100, null, 100]);
  });
});

describe('trade: demo is what the rows answered are', () => {
  it('marks demo figures demo and real ones not, whichever month is the newest', async () => {
    // The fixture's almonds are real rows in demo months.
    expect((await post('getOriginList', { code: EXAMPLE_CODE })).json.data.demo).toBe(false);
    expect((await post('getOriginList', { code: '120190' })).json.data.demo).toBe(true);
    // A real month after the demo ones, as flowImport's finish adds it, with its trade event (the months held are
    // kept per trade-tag version).
    await t.db.insert(tradeMonths).values({ month: '2026-11', usdRmb: 7.1, isDemo: false });
    await t.db.insert(tradeFlows).values({
      month: '2026-11',
      hs6: EXAMPLE_CODE,
      partner: US,
      direction: 'import',
      valueUsd: 1_000,
      valueRmb: 7_100,
      quantity: 100,
    });
    await logTradeChange(t.db, { uid: 0, now: TRADE_NOW });
    t.cache.stale();
    const soy = { code: '120190', month: NEWEST };
    expect((await post('getOriginList', soy)).json.data.demo).toBe(true);
    expect((await post('getProductByOrigin', { partner: 'BR', month: NEWEST })).json.data.demo).toBe(true);
    expect((await post('getProductSeries', { code: '120190', to: NEWEST })).json.data.demo).toBe(true);
    expect((await post('getCountrySeries', { partner: 'BR', to: NEWEST })).json.data.demo).toBe(true);
    expect((await t.call('/api/trade/getTopClass')).json.data.demo).toBe(true);
    // The real month's change on the year is against demo figures.
    const newest = (await post('getNewestMonthData', {})).json.data;
    expect([newest.month, newest.demo]).toEqual(['2026-11', true]);
    expect((await post('getOriginList', { code: EXAMPLE_CODE, month: '2026-11' })).json.data.demo).toBe(
      false,
    );
    expect((await post('getProductSeries', { code: EXAMPLE_CODE, from: '2026-11' })).json.data.demo).toBe(
      false,
    );
  });
});

describe('trade: which codes and partners have flows', () => {
  it('probes the flow indexes per code or partner answered, never reads the whole flow table', async () => {
    const plan = async (query: ReturnType<typeof sql>) =>
      rowsOf<Record<string, string>>(await t.db.execute(sql`explain ${query}`))
        .map((r) => Object.values(r)[0])
        .join('\n');
    const codes = await plan(
      sql`select c.code, ${codeHasFlows(sql`c.code`)} from trade_hs_codes c where c.code like '02%'`,
    );
    expect(codes).toContain('trade_flows_hs6_idx');
    expect(codes).not.toContain('Seq Scan on trade_flows');
    const partners = await plan(sql`select p.code, ${partnerHasFlows(sql`p.code`)} from trade_partners p`);
    expect(partners).toContain('trade_flows_partner_idx');
    expect(partners).not.toContain('Seq Scan on trade_flows');
  });

  it('marks a heading, a chapter and a partner by their flows', async () => {
    const poultry = (await t.call('/api/trade/getProductCateList?code=0105')).json.data;
    expect(poultry.has_data).toBe(true);
    const has = (code: string) => poultry.children.find((c: { code: string }) => c.code === code).has_data;
    expect([has('010511'), has('010512'), has('010594')]).toEqual([true, false, true]);
    const found = (await post('search', { keyword: '0105' })).json.data.list;
    expect(found.find((r: { code: string }) => r.code === '010512').has_data).toBe(false);
    expect(found.find((r: { code: string }) => r.code === '0105').has_data).toBe(true);
    const list = (await t.call('/api/trade/getCountryList')).json.data.list;
    expect(list.find((p: { iso2: string }) => p.iso2 === 'AQ')?.has_data ?? false).toBe(false);
    expect(list.find((p: { code: string }) => p.code === AU).has_data).toBe(true);
  });
});
