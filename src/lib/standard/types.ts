/** What the standards calls answer (标准查询), read by the islands and the pages. */
import type { StandardType } from './number.ts';
import type { StandardStatus } from './status.ts';

export interface StandardFacet {
  key: string;
  name: string;
  count: number;
}

/** getTypeList: the list's filters with their counts (types with their sub-classes, statuses today, CCS, ICS, years). */
export interface StandardTypeList {
  types: (StandardFacet & { key: StandardType; subs: StandardFacet[] })[];
  statuses: (StandardFacet & { key: StandardStatus })[];
  ccs: StandardFacet[];
  ics: StandardFacet[];
  years: StandardFacet[];
}

export interface StandardListItem {
  id: number;
  number: string;
  name: string;
  name_en: string;
  type: StandardType;
  type_name: string;
  sub_name: string;
  status: StandardStatus;
  status_name: string;
  issued: string | null;
  effective: string | null;
  withdrawn: string | null;
  ccs: string;
  ics: string;
}

export interface StandardList {
  list: StandardListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** How the keyword was read: as a standard number (its canonical form), as title words, or none. */
  keyword_as: 'number' | 'text' | null;
}

/** One link of the lineage chain; a number the site has not listed has no id, name or status. */
export interface StandardLink {
  number: string;
  /** Steps away from the standard shown: 1 replaced it (or was replaced by it) directly, 2 the one before… */
  step: number;
  id: number | null;
  name: string | null;
  status: StandardStatus | null;
  status_name: string;
  effective: string | null;
  withdrawn: string | null;
}

export interface StandardDetail extends StandardListItem {
  sub: string;
  department: string;
  committee: string;
  drafters: string[];
  /** Foods and crops it concerns, each linked to 食物营养's search. */
  concerns: { word: string; href: string }[];
  /** Newest first: the standards that replaced this one, then those that replaced them. */
  replaced_by: StandardLink[];
  /** Nearest first: the standards this one replaced, then the ones they replaced. */
  replaces: StandardLink[];
  official: { site: string; url: string };
  authority: string;
}

/** getFollowChanges: a member's followed standards whose status changes within `days`. */
export interface StandardFollowChange {
  id: number;
  number: string;
  name: string;
  status: StandardStatus;
  status_name: string;
  next_status: StandardStatus;
  next_status_name: string;
  on: string;
  days: number;
  href: string;
}

export interface StandardFollowChanges {
  list: StandardFollowChange[];
  /** How many standards the member follows at all. */
  followed: number;
  days: number;
  today: string;
}
