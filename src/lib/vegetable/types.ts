/** What the vegetable calls answer, typed once for the server and the islands. Each feature keeps a block. */
import type { Paged } from '#lib/paging.ts';
import type { VegRange } from './access.ts';
import type { SupplyKind, SupplyStatus } from './supplyDemand.ts';

// --- Markets and their reports (getMarketList, marketReportDetail, addMarketData) ---

export type VegMarketKind = 'producing' | 'consuming';

export interface VegMarketItem {
  id: number;
  name: string;
  short_name: string;
  province_code: string;
  province: string;
  city_code: string;
  city: string;
  kind: VegMarketKind;
  summary: string;
  /** The market's latest day with prices, null when it has none. */
  latest_date: string | null;
  /** Products priced that day. */
  products: number;
  demo: boolean;
}

/** One product's prices at the market on its latest day. */
export interface VegMarketPrice {
  product_id: number;
  name: string;
  class_key: string;
  class_name: string;
  unit: string;
  low: number;
  avg: number;
  high: number;
  volume: number | null;
  origin: string | null;
}

export interface VegMarketList {
  list: VegMarketItem[];
  /** With `id` only: the market's latest day's prices. */
  prices?: VegMarketPrice[];
  demo: boolean;
}

export interface VegReportMove {
  name: string;
  price: number;
  change: number;
}

/** The figures a report quotes (free to everyone). */
export interface VegReportFigures {
  products?: number;
  avgPrice?: number;
  change?: number | null;
  volume?: number | null;
  volumeChange?: number | null;
  risers?: VegReportMove[];
  fallers?: VegReportMove[];
  classes?: { name: string; change: number }[];
}

export interface VegReportSummary {
  id: number;
  market_id: number;
  week: string;
  title: string;
  summary: string;
  published_at: string;
}

export interface VegReport extends VegReportSummary {
  market_name: string;
  figures: VegReportFigures;
  /** The full text (paragraphs split by line breaks) for vegetable VIPs; null when locked. */
  body: string | null;
  locked: boolean;
  /** The VIP message when locked. */
  locked_msg: string | null;
  demo: boolean;
}

export interface VegReportAnswer {
  report: VegReport;
  /** The market's recent reports, newest first (titles and summaries), to switch weeks. */
  reports: VegReportSummary[];
}

export interface VegAddResult {
  inserted: number;
  updated: number;
  /** Index weeks recomputed. */
  index_rows: number;
}

/** A market's reporter as the editor's screen lists them. */
export interface VegReporter {
  uid: number;
  account: string | null;
  nickname: string;
  market_id: number;
  market_name: string;
}

/** The market a signed-in member reports for, if any. */
export interface VegReporterMarket {
  market_id: number;
  market_name: string;
}

/* ── The list page: filterList, vegList, getClassIndex, getMarketWeeklyList ── */

/** How many days a row's sparkline covers, the price day included. */
export const VEG_SPARK_DAYS = 14;

export interface VegClassOption {
  key: string;
  name: string;
}

export interface VegMarketOption {
  id: number;
  short_name: string;
  province_code: string;
  province_name: string;
}

export interface VegProvinceOption {
  code: string;
  name: string;
}

export interface VegFilterList {
  classes: VegClassOption[];
  markets: VegMarketOption[];
  /** Only provinces that have a market. */
  provinces: VegProvinceOption[];
  /** The latest day with prices, YYYY-MM-DD; null before any. */
  latest_day: string | null;
}

export interface VegPriceRow {
  product: { id: number; name: string; class_key: string; class_name: string };
  market: { id: number; short_name: string; province_code: string; province_name: string };
  low: number;
  avg: number;
  high: number;
  unit: string;
  origin: string | null;
  /** Percent against the same market's avg on the previous price day; null when it had none. */
  change_day: number | null;
  /** Percent against the same market's avg seven days before; null when it had none. */
  change_week: number | null;
  /** The avg of the last VEG_SPARK_DAYS days, oldest first, null for a day without a price. */
  spark: (number | null)[];
  is_demo: boolean;
}

export interface VegList extends Paged<VegPriceRow> {
  /** The day shown; null when there are no prices at all. */
  date: string | null;
  /** The previous price day (the day-on-day change's base) and the week's (date − 7). */
  prev_date: string | null;
  week_date: string | null;
  /** Whether any row shown is generated. */
  demo: boolean;
}

export interface VegClassIndexCard {
  /** A class key, or 'all'. */
  key: string;
  name: string;
  value: number | null;
  change: number | null;
}

export interface VegClassIndex {
  /** The Monday of the latest week; null before any index. */
  latest_week: string | null;
  /** 'all' first, then the classes in their order. */
  cards: VegClassIndexCard[];
  /** The chart's weeks (Mondays, oldest first) and each key's values on them (null where missing). */
  weeks: string[];
  series: Record<string, (number | null)[]>;
  demo: boolean;
}

export interface VegMarketWeekly {
  id: number;
  market_id: number;
  market_name: string;
  short_name: string;
  province_name: string;
  /** The Monday of the week reported. */
  week: string;
  title: string;
  summary: string;
  figures: Record<string, unknown>;
  published_at: string;
  is_demo: boolean;
}

export interface VegMarketWeeklyList extends Paged<VegMarketWeekly> {
  demo: boolean;
}

// ─── 供求信息 (supply and demand posts) ───────────────────────────────────────────────────────────────────────

/** One post as a list shows it; contact fields are null unless the caller is signed in. */
export interface SupplyDemandPost {
  id: number;
  kind: SupplyKind;
  product_id: number;
  product_name: string;
  quantity: number;
  unit: string;
  /** Yuan per kilogram; null is 面议. */
  price: number | null;
  city: string;
  city_name: string;
  /** China date, the last day the post is listed. */
  valid_until: string;
  description: string;
  status: SupplyStatus;
  /** Past its valid-until day (only the owner's own list shows these). */
  expired: boolean;
  contact_name: string | null;
  contact_phone: string | null;
  /** The caller's own post (close / reopen). */
  mine: boolean;
  demo: boolean;
  created_at: string;
}

/** getSupplyDemandList: a page of posts; `contacts` false tells the island to offer sign-in instead. */
export interface SupplyDemandListAnswer extends Paged<SupplyDemandPost> {
  contacts: boolean;
  /** Some post on the page is a demo post. */
  demo: boolean;
}

/** getSupplyDemandCityList: cities with open posts, most posts first. */
export interface SupplyDemandCity {
  city: string;
  city_name: string;
  province_name: string;
  count: number;
}

/** getSupplyDemandNameList: products with open posts, most posts first (with `all`, every product, for the form). */
export interface SupplyDemandName {
  product_id: number;
  product_name: string;
  /** 叶菜类…: the form groups its choice by class. */
  class_name: string;
  count: number;
}

export interface SupplyDemandNameListAnswer {
  list: SupplyDemandName[];
}

export interface SupplyDemandCityListAnswer {
  list: SupplyDemandCity[];
}

/** An editor's view of a post (/api/admin/supplyDemand/list): contacts and owner always shown. */
export interface SupplyDemandAdminPost extends SupplyDemandPost {
  owner_uid: number;
  owner_nickname: string;
  hidden_at: string | null;
}

// ── Detail: getDetail, getEchart (chart module) ───────────────────────────────────────────────────────────────────

/** One market's latest day for a product (getDetail's ranking). */
export interface VegRankedMarket {
  market_id: number;
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
  class_key: string;
  class_name: string;
  unit: string;
  /** The product's latest day with prices; null before any price. */
  date: string | null;
  /** Mean of the markets' averages that day. */
  average: number | null;
  /** Percent against the previous day with prices and against the same day a week before. */
  change_day: number | null;
  change_week: number | null;
  /** Its markets that day, dearest first. */
  markets: VegRankedMarket[];
  demo: boolean;
}

/** A line of a chart: its name and one value per x (null where there is none). */
export interface VegSeriesLine {
  name: string;
  market_id?: number;
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
