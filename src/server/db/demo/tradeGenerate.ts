/**
 * The 进出口贸易 demo flows (pure, deterministic): every figure is a function of the code, partner and calendar month
 * alone, so a shorter window is the tail of a longer one and every machine writes the same rows.
 */
import { addMonths, latestPublishedMonth, monthsBetween } from '#lib/trade/months.ts';
import { rng, seedOf } from './prng.ts';
import { SEASONS, TRADE_DEMO_FLOWS, type DemoFlowSpec, type TradeUnit } from './tradeCatalog.ts';

/** Four years: the first year has a year before it on the product page's year-on-year chart only from the second. */
export const TRADE_DEMO_MONTHS = 48;

/** The month the catalogue's yearly values hold for; earlier and later months follow each code's trend. */
const BASE_MONTH = '2024-01';

export interface TradeDemoOptions {
  now: Date;
  /** Months up to the newest published one (default TRADE_DEMO_MONTHS). */
  months?: number;
  /**
   * Benchmarks (--scale N): each code's partners N times, the copies under other partners of `partnerPool` (ISO
   * alpha-2), so a product's series reads N× the rows.
   */
  scale?: number;
  partnerPool?: readonly string[];
  /** The codes to generate (tests: a few); the whole catalogue by default. */
  specs?: readonly DemoFlowSpec[];
}

export interface DemoFlowRow {
  month: string;
  hs6: string;
  iso2: string;
  direction: 'import' | 'export';
  valueUsd: number;
  quantity: number;
  unit: TradeUnit;
}

export interface TradeDemo {
  first: string;
  last: string;
  /** USD→RMB per month (demo: a smooth path between 6.7 and 7.35). */
  rates: { month: string; usdRmb: number }[];
  flows: DemoFlowRow[];
}

/** A number in [-1, 1) fixed by its key. */
const noise = (key: string) => rng(seedOf(key)).next() * 2 - 1;

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** The demo USD→RMB rate of a month, four decimals. */
export function demoRate(month: string): number {
  const t = monthIndex(month);
  const r = 7.02 + 0.18 * Math.sin(t / 7) + 0.08 * Math.sin(t / 2.9) + 0.03 * noise(`rate:${month}`);
  return Math.round(Math.min(7.35, Math.max(6.7, r)) * 10_000) / 10_000;
}

/** Mean 1 over the year. */
const seasonWeights = (name: keyof typeof SEASONS) => {
  const w: readonly number[] = SEASONS[name];
  const mean = w.reduce((a, b) => a + b, 0) / 12;
  return w.map((x) => x / mean);
};

/** A spec's partners and, at scale N, N − 1 copies of each under partners it does not have yet. */
function scaled(spec: DemoFlowSpec, scale: number, pool: readonly string[]): DemoFlowSpec['partners'] {
  if (scale <= 1 || !pool.length) return spec.partners;
  const used = new Set(spec.partners.map((p) => p[0]));
  const out = [...spec.partners];
  for (let k = 1; k < scale; k++)
    for (const [iso2, millions, own] of spec.partners) {
      const free = pool.filter((p) => !used.has(p));
      if (!free.length) return out;
      const copy = free[seedOf(`${spec.hs6}:${iso2}:${k}`) % free.length]!;
      used.add(copy);
      out.push([copy, millions, own]);
    }
  return out;
}

export function tradeDemo(opts: TradeDemoOptions): TradeDemo {
  const last = latestPublishedMonth(opts.now);
  const first = addMonths(last, -((opts.months ?? TRADE_DEMO_MONTHS) - 1));
  const months = monthsBetween(first, last);
  const base = monthIndex(BASE_MONTH);
  const flows: DemoFlowRow[] = [];
  for (const spec of opts.specs ?? TRADE_DEMO_FLOWS) {
    const key = `${spec.hs6}:${spec.direction}`;
    for (const [iso2, millions, own] of scaled(spec, opts.scale ?? 1, opts.partnerPool ?? [])) {
      const weights = seasonWeights(own ?? spec.season);
      const who = `${key}:${iso2}`;
      // Each partner's unit value sits a little above or below the code's.
      const priceLevel = 1 + 0.08 * noise(`${who}:price`);
      for (const month of months) {
        const m = Number(month.slice(5, 7)) - 1;
        if (weights[m] === 0) continue;
        const t = monthIndex(month);
        const trend = (1 + spec.growth) ** ((t - base) / 12);
        const year = 1 + 0.12 * noise(`${who}:${month.slice(0, 4)}`);
        const wiggle = 1 + 0.15 * noise(`${who}:${month}`);
        const valueUsd = Math.round(((millions * 1e6) / 12) * weights[m]! * trend * year * wiggle);
        if (valueUsd < 1_000) continue;
        // Prices move more slowly than volumes: a yearly swing and a small monthly step.
        const unitValue =
          spec.unitValue *
          priceLevel *
          (1 + 0.1 * Math.sin((t + (seedOf(who) % 12)) / 6)) *
          (1 + 0.03 * noise(`${who}:${month}:price`));
        const quantity = Math.round((valueUsd / unitValue) * 10) / 10;
        flows.push({
          month,
          hs6: spec.hs6,
          iso2,
          direction: spec.direction,
          valueUsd,
          quantity,
          unit: spec.unit,
        });
      }
    }
  }
  return { first, last, rates: months.map((month) => ({ month, usdRmb: demoRate(month) })), flows };
}
