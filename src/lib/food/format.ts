/** How the food pages write figures: a missing value is —, never 0; amounts scaled to a serving keep 3 significant digits. */
import { FOOD_MSG } from './messages.ts';
import type { FoodDetail, FoodServing } from './types.ts';

/**
 * An amount as the source gives it (USDA's figures have up to 3 decimals): 3 decimals under 1, 2 under 100, 1 above,
 * trailing zeros dropped (so a figure per 100 g prints as published); — when unknown, never 0.
 */
export function formatAmount(v: number | null | undefined): string {
  if (v === null || v === undefined) return FOOD_MSG.missing;
  const abs = Math.abs(v);
  const digits = abs >= 100 ? 1 : abs >= 1 ? 2 : 3;
  return String(Number(v.toFixed(digits)));
}

/** The amount in `grams` of edible portion, from the figure per 100 g. */
export const scaled = (per100: number | null, grams: number): number | null =>
  per100 === null ? null : (per100 * grams) / 100;

/** Edible share in percent (100 − refuse), or null when the source has no refuse figure. */
export const edibleShare = (refuse: number | null): number | null => (refuse === null ? null : 100 - refuse);

/** A serving's label: 1杯（切碎）（125克）. */
export const servingLabel = (s: FoodServing): string => `${s.zh || s.en}（${formatAmount(s.g)}克）`;

/** The detail page's address of a food. */
export const foodHref = (code: string): string => `/application/food/detail/${encodeURIComponent(code)}`;

export const foodListHref = (firstId: number, secondId?: number, sort?: string): string => {
  const q = new URLSearchParams({ first_id: String(firstId) });
  if (secondId) q.set('second_id', String(secondId));
  if (sort) q.set('sort', sort);
  return `/application/food/list?${q}`;
};

export const foodCompareHref = (codes: string[]): string =>
  `/application/food/compare?codes=${codes.map(encodeURIComponent).join(',')}`;

export const foodSearchHref = (keyword: string): string =>
  `/application/food/search_result?keyword=${encodeURIComponent(keyword)}`;

/**
 * Energy from protein, fat and carbohydrate (4, 9, 4 kcal per g): the composition chart's shares, whole percents
 * that add up to 100 (largest remainder: rounding each alone gives 101 % or 99 %).
 */
export function energyShares(f: Pick<FoodDetail, 'nutrients'>) {
  const { protein, fat, carbohydrate } = f.nutrients;
  const parts = [
    { name: '蛋白质', kcal: (protein ?? 0) * 4 },
    { name: '脂肪', kcal: (fat ?? 0) * 9 },
    { name: '碳水化合物', kcal: (carbohydrate ?? 0) * 4 },
  ];
  const total = parts.reduce((s, p) => s + p.kcal, 0);
  if (total <= 0) return [];
  const exact = parts.map((p) => (p.kcal / total) * 100);
  const percents = exact.map(Math.floor);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest);
  const short = 100 - percents.reduce((s, x) => s + x, 0);
  for (let k = 0; k < short; k++) percents[order[k]!.i]! += 1;
  return parts.map((p, i) => ({ ...p, percent: percents[i]! }));
}
