/** What the indicator store's calls answer (/api/industry/*, 数据检索). */
import type { Frequency } from './periods.ts';
import type { IndustryQuery } from './query.ts';

export interface IndicatorDomainNode {
  id: number;
  name: string;
  /** Indicators in this domain and every domain under it. */
  count: number;
  children: IndicatorDomainNode[];
}

export interface IndicatorItem {
  id: number;
  name: string;
  unit: string;
  frequency: Frequency;
  source: string;
  definition: string;
  domainId: number;
  /** The domains from the first level down to the indicator's own (种植业 › 粮食 › 小麦). */
  path: string[];
}

export interface DomainHit {
  id: number;
  name: string;
  path: string[];
}

export interface IndustrySearchAnswer {
  domains: DomainHit[];
  indicators: IndicatorItem[];
}

/** Which levels of region hold an indicator's official values and which its generated demo values. */
export interface HeldSources {
  official: SpaceRegion['level'][];
  demo: SpaceRegion['level'][];
}

export interface FieldListAnswer {
  domain: DomainHit;
  /** Each with what the store holds of it, so the picker says its source as the results will (official vs 演示). */
  indicators: (IndicatorItem & { held: HeldSources })[];
}

export interface RelateListAnswer {
  /** Other indicators of the same domain. */
  sameDomain: IndicatorItem[];
  /** Indicators elsewhere measured in the same unit (万吨 with 万吨). */
  sameUnit: IndicatorItem[];
}

export interface SpaceRegion {
  code: string;
  name: string;
  level: 'national' | 'province' | 'city';
  /** A province's cities can be asked for. */
  hasChildren: boolean;
}

export interface IndicatorCategory {
  indicator: number;
  frequency: Frequency;
  /** The first and last period any region holds; null when nothing is held yet. */
  first: string | null;
  last: string | null;
}

export interface IndexCell {
  indicator: number;
  region: string;
  period: string;
  value: number;
  flag: string;
  demo: boolean;
}

export interface IndexAnswer {
  indicators: Pick<IndicatorItem, 'id' | 'name' | 'unit' | 'frequency' | 'source'>[];
  regions: { code: string; name: string }[];
  periods: string[];
  /** indicators × regions × periods: what the query asks for, held or not. */
  count: number;
  /**
   * Every cell asked for, dense and indicator-major (`cellIndex` in #lib/industry/cells.ts); null where nothing is
   * held. Empty under countOnly. (A list of cell objects was ~90 bytes a cell; this is a few.)
   */
  values: (number | null)[];
  /** The note of each cell that carries one (初步数, 估计数 …), by its index. */
  flags: Record<string, string>;
  /** The series (indicator index × regions + region index) holding generated demo values. */
  demoSeries: number[];
  /** Some cell is generated demo data. */
  demo: boolean;
}

/** A member's query, kept when run (recent) or by name (saved); getRecentList. */
export interface SavedQuery {
  id: number;
  name: string;
  query: IndustryQuery;
  /** e.g. 粮食产量等2项指标 × 31个地区 × 2005—2024年 (written by the server from the catalogue). */
  summary: string;
  saved: boolean;
  /** ISO time it was last run or saved. */
  usedAt: string;
}

export interface RecentListAnswer {
  recent: SavedQuery[];
  saved: SavedQuery[];
}

/** A table an editor published from a query (getTableList). */
export interface PublishedTable {
  id: number;
  title: string;
  description: string;
  query: IndustryQuery;
  summary: string;
  /** ISO time of the last change. */
  updatedAt: string;
}

export type ExportRole = 'visitor' | 'member' | 'vip';

/** What the asker may still export today (getExportAllowance, and with each token). */
export interface ExportAllowance {
  role: ExportRole;
  /** Cells a day; null for no daily limit (VIP); 0 for visitors. */
  limit: number | null;
  used: number;
  remaining: number | null;
}

/** getOutExcelToken: a short-lived link to the XLSX (GET, streamed). */
export interface ExportTokenAnswer {
  token: string;
  /** The file's address (`/api/industry/export/{token}`). */
  url: string;
  cells: number;
  /** ISO time the token stops working. */
  expiresAt: string;
  allowance: ExportAllowance;
}
