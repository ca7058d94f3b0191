/** Units whose regional values add up to the whole (万吨, 亿元 …); per-head, per-area, price and index units do not. */
export const isAdditiveUnit = (unit: string): boolean =>
  !unit.includes('/') && !unit.includes('=') && unit !== '元' && unit !== '%';
