/** Answer types of the vegetable calls, read by the islands and written by the server. Features add a block below. */
import type { VegRange } from './access.ts';

// ── Detail: getDetail, getEchart (chart module) ───────────────────────────────────────────────────────────────────

/** One market's latest day for a product (getDetail's ranking). */
export interface VegMarketPrice {
  marketId: number;
  market: string;
  province: string;
  low: number;
  avg: number;
  high: number;
  origin: string | null;
  /** Percent against the market's previous day with a price; null without one. */
  change: number | null;
}

export interface VegDetail {
  id: number;
  name: string;
  aliases: string[];
  classKey: string;
  className: string;
  unit: string;
  /** The product's latest day with prices; null before any price. */
  date: string | null;
  /** Mean of the markets' averages that day. */
  average: number | null;
  /** Percent against the previous day with prices and against the same day a week before. */
  changeDay: number | null;
  changeWeek: number | null;
  /** Its markets that day, dearest first. */
  markets: VegMarketPrice[];
  demo: boolean;
}

/** A line of a chart: its name and one value per x (null where there is none). */
export interface VegSeriesLine {
  name: string;
  marketId?: number;
  values: (number | null)[];
}

/** A shaded low–high band under the lines. */
export interface VegSeriesBand {
  name: string;
  low: (number | null)[];
  high: (number | null)[];
}

/**
 * getEchart: 'national' — dates, the mean of the markets' averages and a band of the mean low and mean high;
 * 'markets' — dates, one line per market; 'seasonal' — ISO weeks 1–53, this year against the three years before.
 */
export interface VegSeries {
  product: { id: number; name: string; unit: string };
  mode: 'national' | 'markets' | 'seasonal';
  range: VegRange;
  /** Dates (YYYY-MM-DD) or week numbers as text ('1'…'53'). */
  x: string[];
  lines: VegSeriesLine[];
  band: VegSeriesBand | null;
  demo: boolean;
}

/** The class index chart: the last weeks of the whole index and each class (the list page's section). */
export interface VegClassIndexChart {
  /** Mondays, oldest first. */
  weeks: string[];
  series: { key: string; name: string; values: (number | null)[] }[];
  demo: boolean;
}
