/** Build-time food content: the detail pages' foods (all in the full build, a run's planned ones); the tree and popular foods for the rest. */
import { FAMILY } from '#lib/pageFamilies.ts';
import { plannedKeys } from './plan.ts';
import { query } from './query.ts';

/** The foods whose detail pages this build renders and the foods their related lists choose from. */
export function foodBuildData() {
  const keys = plannedKeys(FAMILY.foodDetail);
  return query('foodBuildData', keys ? keys.map(Number) : null);
}

/** The static pages' part (home, list): the tree and the popular foods, read in every publish run. */
export const foodHomeData = () => query('foodHomeData');
