/**
 * The hub's production map as a tile grid cartogram: each province a square at its approximate place (column west to
 * east, row north to south), so a map needs no GeoJSON and no chart library.
 */
export interface Tile {
  /** The province's 2-digit code (the start of its 6-digit adcode). */
  code: string;
  /** The one-character abbreviation the tile shows (京, 冀 …). */
  short: string;
  col: number;
  row: number;
}

export const TILE_COLS = 8;
export const TILE_ROWS = 8;

// prettier-ignore
export const PROVINCE_TILES: readonly Tile[] = [
  { code: '23', short: '黑', col: 7, row: 0 },
  { code: '15', short: '蒙', col: 4, row: 1 }, { code: '22', short: '吉', col: 7, row: 1 },
  { code: '65', short: '新', col: 0, row: 2 }, { code: '62', short: '甘', col: 2, row: 2 },
  { code: '64', short: '宁', col: 3, row: 2 }, { code: '11', short: '京', col: 5, row: 2 },
  { code: '12', short: '津', col: 6, row: 2 }, { code: '21', short: '辽', col: 7, row: 2 },
  { code: '63', short: '青', col: 1, row: 3 }, { code: '61', short: '陕', col: 3, row: 3 },
  { code: '14', short: '晋', col: 4, row: 3 }, { code: '13', short: '冀', col: 5, row: 3 },
  { code: '37', short: '鲁', col: 6, row: 3 },
  { code: '54', short: '藏', col: 0, row: 4 }, { code: '51', short: '川', col: 2, row: 4 },
  { code: '50', short: '渝', col: 3, row: 4 }, { code: '41', short: '豫', col: 4, row: 4 },
  { code: '34', short: '皖', col: 5, row: 4 }, { code: '32', short: '苏', col: 6, row: 4 },
  { code: '31', short: '沪', col: 7, row: 4 },
  { code: '53', short: '滇', col: 2, row: 5 }, { code: '52', short: '黔', col: 3, row: 5 },
  { code: '42', short: '鄂', col: 4, row: 5 }, { code: '36', short: '赣', col: 5, row: 5 },
  { code: '33', short: '浙', col: 6, row: 5 },
  { code: '45', short: '桂', col: 3, row: 6 }, { code: '43', short: '湘', col: 4, row: 6 },
  { code: '44', short: '粤', col: 5, row: 6 }, { code: '35', short: '闽', col: 6, row: 6 },
  { code: '71', short: '台', col: 7, row: 6 },
  { code: '46', short: '琼', col: 3, row: 7 }, { code: '82', short: '澳', col: 4, row: 7 },
  { code: '81', short: '港', col: 5, row: 7 },
];

/** The site's greens from light to dark: a value's shade by its fifth of the largest value. */
export const TILE_SHADES = ['#d6efdd', '#aedcbc', '#2e9c5a', '#1b7a42', '#14532f'] as const;

/** The shade index (0–4) of `value` against the largest; null for a province with no value. */
export function shadeOf(value: number | null | undefined, largest: number): number | null {
  if (value == null || !(largest > 0)) return null;
  return Math.min(TILE_SHADES.length - 1, Math.max(0, Math.ceil((value / largest) * TILE_SHADES.length) - 1));
}
