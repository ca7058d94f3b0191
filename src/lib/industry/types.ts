/** What the indicator store's calls answer (/api/industry/*, 数据检索). */
import type { Frequency } from './periods.ts';

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

export interface FieldListAnswer {
  domain: DomainHit;
  indicators: IndicatorItem[];
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
  /** The cells held (a cell missing from here has no value); empty under countOnly. */
  cells: IndexCell[];
  /** Some cell is generated demo data. */
  demo: boolean;
}
