/**
 * The 数据检索 demo values (pure): national series where no official figure is vendored, provinces for every
 * indicator (a 'sum' indicator's provinces add up to within about 1.5% of the national value, official or not;
 * a 'level' one sits around it), cities for 农业专题's topics, quarters and months for the indicators kept so.
 */
import type { Frequency } from '#lib/industry/periods.ts';
import { periodsBetween } from '#lib/industry/periods.ts';
import { NATIONAL_REGION } from '#lib/industry/limits.ts';
import { rng, seedOf } from './prng.ts';
import { DEMO_INDICATORS, weightOf } from './industryCatalog.ts';

export interface DemoObservation {
  indicatorId: number;
  region: string;
  period: string;
  value: number;
}

export interface IndicatorDemoInput {
  indicators: { id: number; frequency: Frequency }[];
  /** Official national values (not generated again), keyed `${indicator}|${period}`. */
  official: Map<string, number>;
  provinces: string[];
  /** Cities of each province, for the indicators in `cityIndicators`. */
  cities: Map<string, string[]>;
  cityIndicators: readonly number[];
  firstYear: number;
  lastYear: number;
  /** Months are kept for fewer years. */
  firstMonthYear: number;
}

const QUARTER_SHAPE = [0.95, 0.97, 1, 1.02];
const MONTH_SHAPE = [1.03, 1.04, 0.99, 0.97, 0.96, 0.97, 0.99, 1.0, 1.01, 1.01, 1.01, 1.02];

/** Rounded to the precision a yearbook prints: one decimal, two under 100. */
const round = (v: number) => (Math.abs(v) < 100 ? Math.round(v * 100) / 100 : Math.round(v * 10) / 10);

export function generateIndicatorDemo(input: IndicatorDemoInput): DemoObservation[] {
  const out: DemoObservation[] = [];
  for (const ind of input.indicators) {
    const spec = DEMO_INDICATORS[ind.id];
    if (!spec) continue;
    const r = rng(seedOf(`indicator:${ind.id}`));
    const years = periodsBetween(String(input.firstYear), String(input.lastYear), 'year');
    // The national annual series: official where vendored, else grown from the nearest official year or the base.
    const officialYears = years.filter((y) => input.official.has(`${ind.id}|${y}`));
    const anchorYear = officialYears[0] ? Number(officialYears[0]) : input.lastYear;
    const anchor = officialYears[0] ? input.official.get(`${ind.id}|${officialYears[0]}`)! : spec.base;
    const national = new Map<string, number>();
    for (const y of years) {
      const known = input.official.get(`${ind.id}|${y}`);
      const wobble =
        spec.kind === 'level' && spec.base === 100
          ? 1 + (r.next() - 0.5) * 0.12
          : 1 + (r.next() - 0.5) * 0.04;
      national.set(y, known ?? anchor * (1 + spec.growth) ** (Number(y) - anchorYear) * wobble);
    }
    const periodsOf = (y: string): { period: string; factor: number }[] => {
      if (ind.frequency === 'quarter')
        return QUARTER_SHAPE.map((f, q) => ({ period: `${y}Q${q + 1}`, factor: spec.base === 100 ? 1 : f }));
      if (ind.frequency === 'month') {
        if (Number(y) < input.firstMonthYear) return [];
        return MONTH_SHAPE.map((f, m) => {
          const t = Number(y) * 12 + m;
          // A four-year pig cycle on pork and egg prices.
          const cycle = spec.cycle ? 1 + spec.cycle * Math.sin((t / 48) * 2 * Math.PI) : 1;
          return { period: `${y}-${String(m + 1).padStart(2, '0')}`, factor: f * cycle };
        });
      }
      return [{ period: y, factor: 1 }];
    };
    // Each province's share drifts a little from year to year, the same drift for the same province.
    const drift = new Map(input.provinces.map((p) => [p, (r.next() - 0.5) * 0.01]));
    for (const y of years) {
      const n = national.get(y)!;
      const yearsIn = Number(y) - input.firstYear;
      const shares = input.provinces.map((p) => {
        const w = weightOf(spec.profile, p) * (1 + drift.get(p)! * yearsIn) * (1 + (r.next() - 0.5) * 0.03);
        return { p, w };
      });
      const sum = shares.reduce((a, s) => a + s.w, 0);
      for (const { period, factor } of periodsOf(y)) {
        const nat = n * factor;
        if (!input.official.has(`${ind.id}|${period}`))
          out.push({ indicatorId: ind.id, region: NATIONAL_REGION, period, value: round(nat) });
        for (const { p, w } of shares) {
          // A level (yield, price, income) is the country's times the province's factor, not a share of it.
          const value = spec.kind === 'sum' ? (nat * w) / sum : nat * w;
          out.push({ indicatorId: ind.id, region: p, period, value: round(value) });
          if (ind.frequency !== 'year' || !input.cityIndicators.includes(ind.id)) continue;
          const cities = input.cities.get(p) ?? [];
          const cw = cities.map((c) => 0.4 + rng(seedOf(`city:${c}:${ind.id}`)).next());
          const cs = cw.reduce((a, b) => a + b, 0);
          // A sum's cities share out their province's value; a level's sit within about ±20% of it.
          cities.forEach((c, i) =>
            out.push({
              indicatorId: ind.id,
              region: c,
              period,
              value: round(
                spec.kind === 'sum' ? (value * cw[i]!) / cs : value * (0.8 + (cw[i]! - 0.4) * 0.4),
              ),
            }),
          );
        }
      }
    }
  }
  return out;
}
