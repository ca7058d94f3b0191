/** What the vegetable calls answer, typed once for the server and the islands. Each feature keeps a block. */

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

/** The market a signed-in member reports for, if any. */
export interface VegReporterMarket {
  market_id: number;
  market_name: string;
}
