/** Build-time 农业百科 content: the entry and history pages' entries (all in the full build, a run's planned ones); the index page's part. */
import { FAMILY } from '#lib/pageFamilies.ts';
import { plannedKeys } from './plan.ts';
import { query } from './query.ts';

/** The entries whose pages this build renders (read once per build: the result is kept). */
export function baikeBuildData() {
  const keys = plannedKeys(FAMILY.baikeEntry);
  return query('baikeBuildData', keys ? keys.map(Number) : null);
}

/** The index page (static, rendered in every publish run): the tree, the newest changes, the counts. */
export const baikeHomeData = () => query('baikeHomeData');
