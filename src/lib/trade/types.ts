/**
 * What the trade calls answer (进出口贸易, /api/trade/*). Values are whole units of the currency asked for (美元 or
 * 元, `currency_unit`); quantities are in the code's customs unit (千克, 头, 升; null when a code mixes units); unit
 * value = value / quantity; yoy and share are percents with one decimal, yoy null when the year before had nothing.
 * A period is one month ('month') or January to that month ('cumulative', 1月至当月).
 */
import type { Paged } from '#lib/paging.ts';
import type { TradeCurrency, TradeDirection, TradePeriod } from './validators.ts';

/** An HS code with its name (Chinese, else the English). */
export interface TradeHsRef {
  code: string;
  name: string;
}

export interface TradeHsNode extends TradeHsRef {
  name_en: string;
  level: 2 | 4 | 6;
  /** Whether flows exist under the code. */
  has_data: boolean;
  children?: TradeHsNode[];
}

/** GET getProductCateList (no code): the sections with their chapters. */
export interface TradeSection {
  section: string;
  name: string;
  chapters: TradeHsNode[];
}
/** GET getProductCateList?code=: a chapter's headings with their subheadings, or a heading's subheadings. */
export interface TradeCateBranch extends TradeHsNode {
  path: TradeHsRef[];
  children: TradeHsNode[];
}
export type TradeCateList = { sections: TradeSection[] } | TradeCateBranch;

export interface TradePartnerRef {
  /** China Customs' 3-digit code. */
  code: string;
  iso2: string;
  name: string;
  /** The world map's feature name ('' where the map draws it inside another). */
  map_name: string;
  continent: string;
}

/** GET getCountryList: every partner, those with flows marked. */
export interface TradeCountryList {
  continents: string[];
  list: (TradePartnerRef & { iso3: string; has_data: boolean })[];
}

/** GET getPortList. */
export interface TradePortList {
  kinds: string[];
  list: { name: string; customs: string; province: string; kind: string }[];
}

/** POST getSupervisePlaceList: places by kind; with a code, the kinds its imports go through. */
export interface TradeSupervisePlaceList {
  kinds: string[];
  list: { name: string; kind: string; port: string; province: string; port_kind: string }[];
}

/** The time a figure covers: `from`..`to`, compared with the same months a year earlier. */
export interface TradePeriodInfo {
  period: TradePeriod;
  month: string;
  from: string;
  to: string;
  currency: TradeCurrency;
  currency_unit: string;
}

export interface TradeAmount {
  value: number;
  /** The same months a year earlier. */
  value_prev: number;
  yoy: number | null;
}

export interface TradeRanked extends TradeAmount {
  share: number;
  quantity: number | null;
  unit: string;
  unit_value: number | null;
}

/** POST getOriginList: a product's partners ranked, with the product's total. */
export interface TradeOriginList extends TradePeriodInfo {
  product: TradeHsRef & { level: number };
  direction: TradeDirection;
  total: TradeRanked;
  /** Partners ranked by value; `permitted` for imports of a product on a permitted-origins list, else null. */
  partners: (TradePartnerRef & TradeRanked & { permitted: boolean | null })[];
  demo: boolean;
}

/** POST getProductByOrigin / getExportByOrigin: what China buys from / sells to one partner. */
export interface TradeByOrigin extends TradePeriodInfo {
  partner: TradePartnerRef;
  direction: TradeDirection;
  /** With `share` the partner's share of China's agricultural trade in that direction. */
  total: TradeAmount & { share: number };
  products: (TradeHsRef & TradeRanked)[];
  demo: boolean;
}

/** POST getCountrySeries: China's trade with one partner, month by month. */
export interface TradeCountrySeries {
  partner: TradePartnerRef;
  currency: TradeCurrency;
  currency_unit: string;
  from: string;
  to: string;
  months: { month: string; import: number; export: number; balance: number }[];
  demo: boolean;
}

/** POST getNewestMonthData / getNewestYearData: the newest month or year to date at a glance. */
export interface TradeOverview extends TradePeriodInfo {
  import: TradeAmount;
  export: TradeAmount;
  /** Imports + exports, with its 同比. */
  total: TradeAmount;
  /** Exports − imports. */
  balance: number;
  top_imports: (TradeHsRef & TradeAmount & { share: number })[];
  top_exports: (TradeHsRef & TradeAmount & { share: number })[];
  /** Every partner with trade in the period, by total, for the map; yoy of the total (imports + exports). */
  partners: (TradePartnerRef & {
    import: number;
    export: number;
    total: number;
    share: number;
    yoy: number | null;
  })[];
  /** getNewestYearData only: the monthly totals of this year and the one before. */
  months?: { month: string; import: number; export: number }[];
  demo: boolean;
}

/** GET getTopClass: the 24 chapters, this year to date. */
export interface TradeTopClass extends TradePeriodInfo {
  chapters: (TradeHsRef & { import: TradeAmount; export: TradeAmount })[];
  demo: boolean;
}

/** POST search: HS codes by code prefix, Chinese name or pinyin, a page at a time. */
export type TradeSearch = Paged<
  TradeHsRef & {
    name_en: string;
    level: number;
    parent: string | null;
    has_data: boolean;
    /** Common trade names of the code (豆粕 for 2304): a hit found by one says so. */
    aliases: string[];
  }
>;

/** POST getTaxRate: the rates of each 6-digit code under the code. */
export interface TradeTaxRates {
  code: string;
  name: string;
  rates: {
    code: string;
    name: string;
    mfn: number | null;
    general: number | null;
    provisional: number | null;
    agreements: { name: string; rate: number }[];
    source: string;
    demo: boolean;
  }[];
}

export interface TradePermitProduct {
  group: string;
  product: string;
  /** The HS codes (prefixes) the product covers. */
  hs: string[];
}

/** POST getPermitProductList: the permitted-origin products by group, with how many origins each. */
export interface TradePermitProductList {
  groups: { group: string; products: (TradePermitProduct & { origins: number })[] }[];
}

/** POST getPermitOriginList: the origins of each product (one product, or those of a code). */
export interface TradePermitOriginList {
  list: (TradePermitProduct & { origins: (TradePartnerRef & { note: string })[] })[];
}

/** POST getPermitProductListByOrigin: what one partner may export to China. */
export interface TradePermitsOfPartner {
  partner: TradePartnerRef;
  list: (TradePermitProduct & { note: string })[];
}

/** One month of a direction in a product's series. */
export interface TradeSeriesPoint {
  value: number;
  quantity: number | null;
  unit_value: number | null;
  yoy: number | null;
}

/** POST getProductSeries: the product page's chart, imports and exports month by month (or year to date). */
export interface TradeProductSeries {
  product: TradeHsRef & { name_en: string; level: number; path: TradeHsRef[] };
  partner: TradePartnerRef | null;
  period: TradePeriod;
  currency: TradeCurrency;
  currency_unit: string;
  /** The quantities' unit ('' when the code mixes units). */
  unit: string;
  from: string;
  to: string;
  months: { month: string; import: TradeSeriesPoint; export: TradeSeriesPoint }[];
  demo: boolean;
}
