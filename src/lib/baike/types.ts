/** The answers of 农业百科's calls (/api/baike/*, /api/admin/baike/*) and the build's entry shape. */
import type { Paged } from '#lib/paging.ts';
import type { BaikeState } from './states.ts';

/** What the other applications know of an entry (editors' field): checked against each application's data. */
export interface BaikeLinks {
  /** A product name of the 蔬菜行情 catalogue (大白菜). */
  vegetable?: string;
  /** A food code of 食物营养 (5 digits). */
  food?: string;
  /** An HS heading or subheading of 进出口贸易 (1001, 100199). */
  trade?: string;
  /** An indicator id of 数据检索 with provincial values (农业专题's production map). */
  indicator?: number;
  /** A standard number with its year (GB 1351-2023). */
  standard?: string;
}

export interface BaikeReference {
  title: string;
  publisher?: string;
  year?: number;
  /** http(s) only. */
  url?: string;
}

/** An image of an entry: a site path (/uploads/…) and its alternative text, which is required. */
export interface BaikeImage {
  src: string;
  alt: string;
  caption?: string;
  /** Pixel size as uploaded (older versions may lack it). */
  width?: number;
  height?: number;
}

/** A node of getBaikeTree: published entries filed under it and its children. */
export interface BaikeTreeNode {
  id: number;
  name: string;
  count: number;
  children: BaikeTreeNode[];
}

/** An entry named somewhere (related, a list's title, a hot list). */
export interface BaikeEntryRef {
  id: number;
  title: string;
  qualifier: string;
  /** /application/baike/{id} */
  href: string;
}

/** hotBaike: the most viewed entries of the last BAIKE_LIMITS.hotDays China days. */
export interface BaikeHotItem extends BaikeEntryRef {
  views: number;
}

/** hotBaike: `{ list }`, most viewed first. */
export interface BaikeHotAnswer {
  list: BaikeHotItem[];
}

/**
 * hotBaikeContent: the 热门词条 cards (`views` = the views of the last hotDays days); with no view yet, the newest
 * changed entries, and `ranked_by` says which ranking it is.
 */
export interface BaikeHotContent {
  list: BaikeCard[];
  ranked_by: 'views' | 'changed';
}

/** An entry in a list (getBaikeLists, hotBaikeContent). */
export interface BaikeCard extends BaikeEntryRef {
  summary: string;
  aliases: string[];
  category: { id: number; name: string };
  /** ISO time of the shown version's publication (最近更新). */
  changed_at: string | null;
  views: number;
  is_demo: boolean;
}

/** An entry whose title or alias is exactly the keyword: one lands on it, several are a disambiguation list. */
export interface BaikeExactMatch extends BaikeEntryRef {
  summary: string;
  /** The alias the keyword named (又名), when it was not the title. */
  alias: string | null;
  category: { id: number; name: string };
}

/** getBaikeLists: a category's or a search's entries, with the exact matches of a keyword first. */
export interface BaikeListAnswer extends Paged<BaikeCard> {
  exact: BaikeExactMatch[];
}

/** getBaikeContent: the published version of an entry (the editor's starting point, the page's data). */
export interface BaikeEntryContent {
  id: number;
  version_id: number;
  title: string;
  qualifier: string;
  aliases: string[];
  /** Root first: 作物 › 粮食作物 › 谷类作物. */
  category_path: { id: number; name: string }[];
  summary: string;
  infobox: [string, string][];
  content_html: string;
  references: BaikeReference[];
  images: BaikeImage[];
  related: BaikeEntryRef[];
  links: BaikeLinks;
  is_demo: boolean;
  changed_at: string | null;
  /** Versions published so far (the history page). */
  versions: number;
}

/** One point of the hub's sparkline. */
export interface BaikeHubPoint {
  date: string;
  value: number;
}

/**
 * getBaikeHub: what the other applications know of the entry, each part null when there is nothing (never an
 * invented figure). `demo` on each generated part: the panel shows 演示数据 there.
 */
export interface BaikeHub {
  id: number;
  vegetable: {
    name: string;
    /** National average of the newest day, yuan per unit. */
    price: number;
    unit: string;
    date: string;
    /** Change against the day before, percent. */
    change: number | null;
    /** The last 30 days of the national average. */
    series: BaikeHubPoint[];
    demo: boolean;
    href: string;
  } | null;
  food: {
    code: string;
    name: string;
    /** Per 100 g edible portion; null where the source has no value. */
    energy_kcal: number | null;
    protein: number | null;
    fat: number | null;
    carbohydrate: number | null;
    fiber: number | null;
    source: string;
    href: string;
  } | null;
  /** Standards that concern it: the linked one first, then those whose title names the entry (at most 5). */
  standards: { id: number; number: string; title: string; status_name: string; href: string }[];
  trade: {
    code: string;
    name: string;
    year: number;
    /** US dollars (the trade store's unit). */
    import_value: number;
    export_value: number;
    top_partners: { name: string; value: number }[];
    demo: boolean;
    href: string;
  } | null;
  production: {
    indicator_id: number;
    name: string;
    unit: string;
    year: string;
    /** Provinces by value, largest first (the panel's tile map and top five). */
    regions: { adcode: string; name: string; value: number }[];
    demo: boolean;
    href: string;
  } | null;
}

/** A comment as the list shows it; a deleted one with replies keeps its place with `deleted` and no text. */
export interface BaikeComment {
  id: number;
  uid: number;
  nickname: string;
  avatar: string;
  content: string;
  created_at: string;
  deleted: boolean;
  parent_id: number | null;
  /** Replies to a thread, oldest first (one level). */
  replies: BaikeComment[];
}

/** commentLists / getNextComment: threads newest first; `next` is the cursor of the following page, null at the end. */
export interface BaikeCommentPage {
  list: BaikeComment[];
  /** Comments not deleted, replies included. */
  total: number;
  next: number | null;
}

/** A member's version as 我的百科 lists it. */
export interface MyBaikeItem {
  version_id: number;
  entry_id: number;
  title: string;
  qualifier: string;
  state: BaikeState;
  state_label: string;
  /** The editor's reason when 未通过. */
  reason: string;
  note: string;
  /** A new entry (no earlier version) rather than an edit of one. */
  is_new: boolean;
  /** The entry's page when it is published. */
  entry_href: string | null;
  updated_at: string;
  submitted_at: string | null;
  reviewed_at: string | null;
}

export interface MyBaikeAnswer extends Paged<MyBaikeItem> {
  counts: Record<BaikeState, number>;
}

/** The fields of a version: what a member writes and an editor reviews. */
export interface BaikeVersionFields {
  title: string;
  qualifier: string;
  aliases: string[];
  category_id: number;
  summary: string;
  infobox: [string, string][];
  content_html: string;
  references: BaikeReference[];
  images: BaikeImage[];
  related: number[];
  note: string;
}

/** A version with who wrote it and where it stands (the member's editor, the review screen, the history). */
export interface BaikeVersionView extends BaikeVersionFields {
  id: number;
  entry_id: number;
  base_version_id: number | null;
  state: BaikeState;
  /** Counts the author's writes (save, submit, recall): the review screen shows it and 通过/退回 send it back. */
  revision: number;
  reason: string;
  author: { uid: number; nickname: string } | null;
  reviewer: { uid: number; nickname: string } | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  reviewed_at: string | null;
}

/** /api/admin/baike/get: the version under review and the entry's current published version (null for a new one). */
export interface BaikeReview {
  /** The revision of `version` this answer shows: 通过 and 退回 name it, and are refused once it has moved on. */
  revision: number;
  version: BaikeVersionView;
  /** The version's body as the entry page will show it (withToc over the sanitised HTML), beside the difference. */
  rendered_html: string;
  current: BaikeVersionView | null;
  entry: { id: number; status: string; href: string | null };
}

/** A row of the editors' review queue (/api/admin/baike/list). */
export interface BaikeReviewItem {
  version_id: number;
  entry_id: number;
  title: string;
  qualifier: string;
  state: BaikeState;
  is_new: boolean;
  author: { uid: number; nickname: string } | null;
  note: string;
  submitted_at: string | null;
}

/** One published version on the history page. */
export interface BaikeHistoryItem {
  version_id: number;
  author: string;
  reviewer: string | null;
  note: string;
  published_at: string;
}
