/** What 农业专题's calls answer (/api/ast/*); the page and the islands read these. */

/** A topic as the catalogue lists it: its indicator, unit, source and the years held. */
export interface AstTopic {
  id: number;
  name: string;
  description: string;
  indicatorId: number;
  indicator: string;
  unit: string;
  source: string;
  /** The first and last years held at national or provincial level ('YYYY'), null when none. */
  firstYear: string | null;
  lastYear: string | null;
}

export interface AstCategory {
  name: string;
  topics: AstTopic[];
}

/** A region's value in a year: adcode as a 6-digit STRING (the map joins on it). */
export interface AstRegionValue {
  adcode: string;
  name: string;
  value: number;
  flag: string;
  rank: number;
  /** Share of the whole (the national figure, or the province's) in percent; null for a level (income, yield). */
  share: number | null;
  demo: boolean;
}

export interface AstFigure {
  value: number;
  flag: string;
  demo: boolean;
}

export interface AstSeriesPoint extends AstFigure {
  year: string;
}

export interface AstTopicHead {
  id: number;
  name: string;
  indicator: string;
  unit: string;
  source: string;
  /** Whether regions add up to the whole (a production), so a share means something. */
  additive: boolean;
}

/** getNationwideDataGroupAdcode: the provinces in a year, ranked. */
export interface AstNationwideAnswer {
  topic: AstTopicHead;
  year: string;
  /** Every year held (the slider's), ascending. */
  years: string[];
  national: AstFigure | null;
  regions: AstRegionValue[];
  demo: boolean;
}

/** getNationwideDataOrderByYear: the national series. */
export interface AstSeriesAnswer {
  topic: AstTopicHead;
  series: AstSeriesPoint[];
  demo: boolean;
}

/** getProvinceData: a province's cities in a year, and its own series. */
export interface AstProvinceAnswer {
  topic: AstTopicHead;
  province: { adcode: string; name: string };
  year: string;
  years: string[];
  /** The province's own figure that year. */
  value: AstFigure | null;
  cities: AstRegionValue[];
  series: AstSeriesPoint[];
  demo: boolean;
}
