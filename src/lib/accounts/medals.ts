/** Medal shapes shared by the server's user_info answer and the islands (spec §3: title, new_grade, four levels). */
export interface MedalItem {
  key: string;
  title: string;
  description: string;
  /** 0 not earned; 1–4 the level reached (above 0 means active). */
  new_grade: number;
  thresholds: number[];
}

export interface MedalSummary {
  total_count: number;
  count: number;
  list: MedalItem[];
}
