// What the application search benches ask (trade-search.mjs, standard-search.mjs, search-interleaved.mjs).

/** The directory search: trade names (豆粕), crops that lead to their products, codes, pinyin. */
export const TRADE_KEYWORDS = [
  '豆粕',
  '大豆',
  '1201',
  '玉米',
  '小麦',
  'xiaomai',
  '猪肉',
  '0201',
  '棉花',
  '葡萄酒',
];

/** 标准查询: sloppy numbers and title words. */
export const STANDARD_KEYWORDS = [
  'GBT2763-2021',
  'gb/t 2763',
  '2763',
  'GB／T 1351—2023',
  'nyt391',
  '小麦',
  '农药 残留',
  '稻谷',
  'GB 5009',
  '营养标签',
];
