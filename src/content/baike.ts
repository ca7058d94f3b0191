/** Build-time 农业百科 content: the entry and history pages' entries (all in the full build, a run's planned ones); the index page's part. */
import { FAMILY } from '#lib/pageFamilies.ts';
import { plannedKeys, planned, scoped } from './plan.ts';
import { query } from './query.ts';

/** The entries whose pages this build renders (read once per build: the result is kept). */
export function baikeBuildData() {
  const keys = plannedKeys(FAMILY.baikeEntry);
  return query('baikeBuildData', keys ? keys.map(Number) : null);
}

/** The index page (static, rendered in every publish run): the tree, the newest changes, the counts. */
export const baikeHomeData = () => query('baikeHomeData');

/** The paths of the entry and history pages (one family, keyed by entry id). */
export async function baikeEntryPaths(routePattern: string) {
  if (!planned(FAMILY.baikeEntry)) return [];
  const { entries } = await baikeBuildData();
  return scoped(
    FAMILY.baikeEntry,
    routePattern,
    entries.map((e) => ({ params: { id: String(e.id) } })),
    (p) => Number(p.params.id),
  );
}

/** The build's data with the entry a page renders (from the one build query kept for the whole build). */
export async function baikeEntryPage(id: string | undefined) {
  const data = await baikeBuildData();
  const entry = data.entries.find((e) => e.id === Number(id));
  if (!entry) throw new Error(`baike entry ${id} vanished during the build`);
  return { data, entry };
}
