/**
 * Demo vegetable prices, pure and deterministic: the same seed, scale and day always give the same rows. Each
 * product follows its class's seasons, a pre-春节 peak and a slow national swing shared by every market; each market
 * its price level (producing below consuming) and a noise of its own; a few days are missing.
 */
import { rng } from './prng.ts';
import {
  ORIGINS,
  SPRING_FESTIVAL,
  VEGETABLE_CLASSES,
  VEGETABLE_MARKETS,
  VEGETABLE_PRODUCTS,
  type CatalogMarket,
  type CatalogProduct,
  type Season,
} from './vegetableCatalog.ts';

const DAY_MS = 86_400_000;
/** China's calendar day: the seed date is the day it is in Beijing. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
export const DEMO_NOTE = '演示数据';

export interface VegetableDemoOptions {
  now: Date;
  /** N× the markets and N× the products (each copy of a market trades the same copy of the products). */
  scale?: number;
  seed?: number;
  /** Years of daily prices up to the seed date (3 by default). */
  years?: number;
  /** Or this many days (a small demo for tests). */
  days?: number;
}

export interface DemoVegetableProduct extends CatalogProduct {
  sort: number;
  isDemo: boolean;
}

export interface DemoVegetableMarket extends CatalogMarket {
  sort: number;
  isDemo: boolean;
  /** Which copy of the products it trades (0 = the real ones). */
  copy: number;
}

/** One market's rows, column by column (what the seed sends in one statement). */
export interface PriceColumns {
  market: number;
  /** Indexes into `products`. */
  product: number[];
  /** Days after `firstDay`. */
  day: number[];
  low: number[];
  avg: number[];
  high: number[];
  volume: (number | null)[];
  origin: (string | null)[];
}

export interface VegetableDemo {
  products: DemoVegetableProduct[];
  markets: DemoVegetableMarket[];
  /** YYYY-MM-DD, the first and the last (seed) day. */
  firstDay: string;
  lastDay: string;
  days: number;
  /** Each market's rows, market by market. */
  batches: () => Generator<PriceColumns>;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Relative price level of a class on a day of the year: the winter peak and the summer-rains bump. */
export function seasonFactor(season: Season, dayOfYear: number): number {
  const winter = season.winter * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365.25);
  const rains = season.rains * Math.exp(-(((dayOfYear - 205) / 18) ** 2));
  return 1 + winter + rains;
}

const FESTIVALS = SPRING_FESTIVAL.map(dayMs);
/** The peak on 除夕, climbing over the three weeks before. */
const HOLIDAY_PEAK = 0.14;

/** Days from `ms` to the nearest 春节 (negative before it). */
function daysToFestival(ms: number): number {
  let best = Infinity;
  for (const f of FESTIVALS) {
    const d = Math.round((ms - f) / DAY_MS);
    if (Math.abs(d) < Math.abs(best)) best = d;
  }
  return best;
}

/** The holiday premium: rising over the 21 days before 春节, fading over the 10 after. */
export function holidayFactor(toFestival: number): number {
  if (toFestival < 0 && toFestival >= -21) return 1 + (HOLIDAY_PEAK * (22 + toFestival)) / 21;
  if (toFestival >= 0 && toFestival <= 10) return 1 + (HOLIDAY_PEAK * (10 - toFestival)) / 20;
  return 1;
}

const SEASON_OF_MONTH = [
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
] as const;

interface Day {
  ms: number;
  doy: number;
  holiday: number;
  /** 初一 to 初三: most markets close. */
  closed: boolean;
  origins: readonly string[];
  week: number;
}

function calendar(firstMs: number, days: number): Day[] {
  return Array.from({ length: days }, (_, i) => {
    const ms = firstMs + i * DAY_MS;
    const date = new Date(ms);
    const doy = Math.round((ms - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS) + 1;
    const toFestival = daysToFestival(ms);
    return {
      ms,
      doy,
      holiday: holidayFactor(toFestival),
      closed: toFestival >= 0 && toFestival <= 2,
      origins: ORIGINS[SEASON_OF_MONTH[date.getUTCMonth()]!],
      week: Math.floor(i / 7),
    };
  });
}

/** A standard normal draw (sum of 4 uniforms, rescaled): enough for price noise. */
const gauss = (next: () => number) => (next() + next() + next() + next() - 2) * Math.sqrt(3);

/** The real catalogue, then N−1 demo copies of every product and market for benchmarks. */
function catalogue(scale: number) {
  const products: DemoVegetableProduct[] = [];
  const markets: DemoVegetableMarket[] = [];
  for (let copy = 0; copy < scale; copy++) {
    const suffix = copy === 0 ? '' : `（演示${copy + 1}）`;
    for (const p of VEGETABLE_PRODUCTS)
      products.push({ ...p, name: p.name + suffix, sort: products.length + 1, isDemo: copy > 0 });
    for (const m of VEGETABLE_MARKETS)
      markets.push({
        ...m,
        name: m.name + suffix,
        shortName: copy === 0 ? m.shortName : `${m.shortName}${copy + 1}`,
        sort: markets.length + 1,
        isDemo: copy > 0,
        copy,
      });
  }
  return { products, markets };
}

/** The demo catalogue, its dates and its prices (generated lazily, market by market). */
export function vegetableDemo(opts: VegetableDemoOptions): VegetableDemo {
  const scale = Math.max(1, Math.floor(opts.scale ?? 1));
  const seed = opts.seed ?? 20_261_124;
  const lastMs = dayMs(isoDay(opts.now.getTime() + CHINA_OFFSET_MS));
  const last = new Date(lastMs);
  const firstMs = opts.days
    ? lastMs - (opts.days - 1) * DAY_MS
    : Date.UTC(last.getUTCFullYear() - (opts.years ?? 3), last.getUTCMonth(), last.getUTCDate());
  const days = Math.round((lastMs - firstMs) / DAY_MS) + 1;
  const cal = calendar(firstMs, days);
  const { products, markets } = catalogue(scale);
  const perCopy = VEGETABLE_PRODUCTS.length;
  const seasons = new Map<string, Season>(VEGETABLE_CLASSES.map((c) => [c.key, c.season]));

  // A slow national swing per product, shared by every market that trades it (markets move together).
  const swingOf = (productIndex: number): Float64Array => {
    const r = rng(seed + 1_000_003 * (productIndex + 1));
    const swing = new Float64Array(days);
    let e = gauss(r.next) * 0.08;
    for (let i = 0; i < days; i++) {
      e = 0.985 * e + 0.018 * gauss(r.next);
      swing[i] = e;
    }
    return swing;
  };

  function* batches(): Generator<PriceColumns> {
    const swings = new Map<number, Float64Array>();
    for (const [mi, market] of markets.entries()) {
      const mr = rng(seed + 7919 * (mi + 1));
      const size = 0.5 + mr.next();
      const cols: PriceColumns = {
        market: mi,
        product: [],
        day: [],
        low: [],
        avg: [],
        high: [],
        volume: [],
        origin: [],
      };
      for (let k = 0; k < perCopy; k++) {
        // Most markets trade about two thirds of the catalogue; 寿光-style hubs nearly all.
        if (!mr.chance(market.kind === 'producing' ? 0.8 : 0.62)) continue;
        const pi = market.copy * perCopy + k;
        const product = products[pi]!;
        const season = seasons.get(product.classKey)!;
        let swing = swings.get(pi);
        if (!swing) swings.set(pi, (swing = swingOf(pi)));
        const r = rng(seed + 104_729 * (pi + 1) + 15_485_863 * (mi + 1));
        const level = product.price * market.level * (1 + 0.08 * (r.next() - 0.5));
        const spread = 0.06 + 0.1 * r.next();
        let noise = 0;
        for (let i = 0; i < days; i++) {
          const d = cal[i]!;
          noise = 0.8 * noise + 0.025 * gauss(r.next);
          const gone = r.next();
          if (gone < 0.012 || (d.closed && gone < 0.7)) continue;
          const s = seasonFactor(season, d.doy);
          const avg = Math.max(0.3, round2(level * s * d.holiday * Math.exp(swing[i]! + noise)));
          const low = Math.floor(avg * (1 - spread * (0.7 + 0.6 * r.next())) * 100) / 100;
          const high = Math.ceil(avg * (1 + spread * (0.7 + 0.6 * r.next())) * 100) / 100;
          cols.product.push(pi);
          cols.day.push(i);
          cols.low.push(Math.max(0.1, low));
          cols.avg.push(avg);
          cols.high.push(high);
          // More arrives when it is cheap: volume leans against the season.
          cols.volume.push(
            market.volumes
              ? Math.round(product.volume * size * (2 - s) * (1 + 0.15 * gauss(r.next)) * 10) / 10 || 0.1
              : null,
          );
          cols.origin.push(market.origin ?? d.origins[(k + mi + d.week) % d.origins.length]!);
        }
      }
      yield cols;
    }
  }

  return { products, markets, firstDay: isoDay(firstMs), lastDay: isoDay(lastMs), days, batches };
}

/** The date of day `i` of a demo. */
export const demoDate = (demo: Pick<VegetableDemo, 'firstDay'>, i: number): string =>
  isoDay(dayMs(demo.firstDay) + i * DAY_MS);
