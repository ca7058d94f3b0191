/** The home page's 常见食物, in order: everyday foods a visitor looks up first (those not in the data are skipped). */
export const POPULAR_FOOD_CODES = [
  '20081',
  '20444',
  '01123',
  '16108',
  '11529',
  '11352',
  '09003',
  '09040',
  '11124',
  '10219',
  '13000',
  '05062',
  '01077',
  '15076',
  '16080',
  '11090',
] as const;
