/** What the vegetable calls answer (the islands read these; the server builds them). Features add their own section. */
import type { Paged } from '../paging.ts';
import type { SupplyKind, SupplyStatus } from './supplyDemand.ts';

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
