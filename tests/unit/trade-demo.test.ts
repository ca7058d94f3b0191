import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRADE_DEMO_FLOWS } from '#server/db/demo/tradeCatalog.ts';
import { demoRate, tradeDemo } from '#server/db/demo/tradeGenerate.ts';
import { demoTariffRates } from '#server/db/demo/tradeTariffs.ts';
import { addMonths, latestPublishedMonth, monthsBetween } from '#lib/trade/months.ts';

const NOW = new Date('2026-11-24T04:00:00Z');
const csv = (name: string) =>
  readFileSync(new URL(`../../src/server/db/reference/trade/${name}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','));

describe('trade months', () => {
  it('a month is published on the 20th of the next month, China time', () => {
    expect(latestPublishedMonth(new Date('2026-11-19T15:59:00Z'))).toBe('2026-09');
    expect(latestPublishedMonth(new Date('2026-11-19T16:00:00Z'))).toBe('2026-10');
    expect(latestPublishedMonth(new Date('2026-01-05T00:00:00Z'))).toBe('2025-11');
  });
  it('adds months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 13)).toBe('2027-01');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('trade demo generator', () => {
  const demo = tradeDemo({ now: NOW });

  it('is the same on every run', () => {
    expect(tradeDemo({ now: NOW })).toEqual(demo);
  });

  it('covers 48 months to the newest published month, and a shorter window is its tail', () => {
    expect(demo.last).toBe('2026-10');
    expect(demo.first).toBe('2022-11');
    expect(demo.rates).toHaveLength(48);
    const short = tradeDemo({ now: NOW, months: 13 });
    expect(short.flows).toEqual(demo.flows.filter((f) => f.month >= short.first));
  });

  it('has 60 or more 6-digit codes that exist in the vendored HS list', () => {
    const codes = new Set(csv('hs.csv').map((r) => r[1]));
    const demoCodes = new Set(TRADE_DEMO_FLOWS.map((f) => f.hs6));
    expect(demoCodes.size).toBeGreaterThanOrEqual(60);
    for (const c of demoCodes) expect(codes.has(c), c).toBe(true);
  });

  it('imports a permitted-origin product only from the countries on its list', () => {
    const allowed = new Set(csv('permitted-origins.csv').map((r) => `${r[1]}:${r[2]}`));
    const partners = new Set(csv('partners.csv').map((r) => r[1]));
    for (const spec of TRADE_DEMO_FLOWS)
      for (const [iso2] of spec.partners) {
        expect(partners.has(iso2), iso2).toBe(true);
        if (spec.permit) expect(allowed.has(`${spec.permit}:${iso2}`), `${spec.hs6} ${iso2}`).toBe(true);
      }
  });

  it('ships Brazilian soybeans in March–July and American ones in October–January', () => {
    const soy = (iso2: string, months: string[]) =>
      demo.flows
        .filter((f) => f.hs6 === '120190' && f.iso2 === iso2 && months.includes(f.month.slice(5)))
        .reduce((s, f) => s + f.valueUsd, 0);
    const spring = ['03', '04', '05', '06', '07'];
    const autumn = ['10', '11', '12', '01'];
    expect(soy('BR', spring) / 5).toBeGreaterThan((soy('BR', autumn) / 4) * 2.5);
    expect(soy('US', autumn) / 4).toBeGreaterThan((soy('US', spring) / 5) * 4);
    // Chilean cherries only from November to February.
    const cherryMonths = new Set(
      demo.flows.filter((f) => f.hs6 === '080929' && f.iso2 === 'CL').map((f) => f.month.slice(5)),
    );
    expect([...cherryMonths].sort()).toEqual(['01', '02', '11', '12']);
  });

  it('keeps unit values believable: soybeans about 0.5 USD/kg, live cattle counted by head', () => {
    const soy = demo.flows.filter((f) => f.hs6 === '120190');
    for (const f of soy) expect(f.valueUsd / f.quantity).toBeGreaterThan(0.4);
    for (const f of soy) expect(f.valueUsd / f.quantity).toBeLessThan(0.7);
    expect(new Set(demo.flows.filter((f) => f.hs6 === '010229').map((f) => f.unit))).toEqual(new Set(['头']));
    expect(new Set(demo.flows.filter((f) => f.hs6 === '080929').map((f) => f.unit))).toEqual(
      new Set(['千克']),
    );
  });

  it('has a demo exchange rate between 6.7 and 7.35 for every month', () => {
    for (const r of demo.rates) {
      expect(r.usdRmb).toBeGreaterThanOrEqual(6.7);
      expect(r.usdRmb).toBeLessThanOrEqual(7.35);
      expect(demoRate(r.month)).toBe(r.usdRmb);
    }
  });

  it('gives every demo code its MFN and general rate, and agreement rates with their names', () => {
    const rates = demoTariffRates();
    for (const code of new Set(TRADE_DEMO_FLOWS.map((f) => f.hs6))) {
      expect(rates.filter((r) => r.code === code && r.kind === 'mfn')).toHaveLength(1);
      expect(rates.filter((r) => r.code === code && r.kind === 'general')).toHaveLength(1);
      expect(
        rates.some((r) => r.code === code && r.kind === 'agreement' && r.agreement.includes('RCEP')),
      ).toBe(true);
    }
  });
});

describe('trade demo at scale', () => {
  it('copies each code’s partners under other partners, never twice the same', () => {
    const pool = csv('partners.csv').map((r) => r[1]!);
    const one = tradeDemo({ now: NOW, months: 12 });
    const ten = tradeDemo({ now: NOW, months: 12, scale: 10, partnerPool: pool });
    expect(ten.flows.length).toBeGreaterThan(one.flows.length * 8);
    const keys = ten.flows.map((f) => `${f.month}|${f.hs6}|${f.iso2}|${f.direction}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(tradeDemo({ now: NOW, months: 12, scale: 10, partnerPool: pool })).toEqual(ten);
  });
});
