/**
 * Nutrient reference values (NRV) of GB 28050-2011《食品安全国家标准 预包装食品营养标签通则》, Appendix A, in the units
 * of #lib/food/nutrients.ts. USDA's vitamin A is in µg RAE while the standard's NRV is µg RE: the page says so.
 */
import type { NutrientKey } from './nutrients.ts';

export const NRV_STANDARD = 'GB 28050-2011';

/** Energy's NRV is in kJ (8400 kJ); the detail page's energy is kcal × 4.184. */
export const ENERGY_NRV_KJ = 8400;

export const NRV: Partial<Record<NutrientKey, number>> = {
  protein: 60,
  fat: 60,
  saturatedFat: 20,
  cholesterol: 300,
  carbohydrate: 300,
  fiber: 25,
  sodium: 2000,
  vitaminA: 800,
  vitaminD: 5,
  vitaminE: 14,
  vitaminK: 80,
  thiamin: 1.4,
  riboflavin: 1.4,
  vitaminB6: 1.4,
  vitaminB12: 2.4,
  vitaminC: 100,
  niacin: 14,
  folateDfe: 400,
  pantothenicAcid: 5,
  choline: 450,
  calcium: 800,
  phosphorus: 700,
  potassium: 2000,
  magnesium: 300,
  iron: 15,
  zinc: 15,
  selenium: 50,
  copper: 1.5,
  manganese: 3,
};

/** %NRV of an amount, rounded to a whole percent as labels print it (null: no NRV or no figure). */
export function nrvPercent(key: NutrientKey, amount: number | null): number | null {
  if (amount === null) return null;
  if (key === 'energy') return Math.round(((amount * 4.184) / ENERGY_NRV_KJ) * 100);
  const nrv = NRV[key];
  return nrv === undefined ? null : Math.round((amount / nrv) * 100);
}
