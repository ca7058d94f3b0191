/**
 * What this build renders: everything (`npm run build`) or, in a rebuild after a publish, only the families and items
 * of its plan. Every dynamic page passes its paths through `scoped()`, which also records which file belongs to
 * which family, so the rebuild can remove pages that are gone (written to `_portal/pages.json` at build end).
 */
import { keyWanted, type Family, type PageKey } from '#lib/pageFamilies.ts';
import { BUILD_GLOBAL, buildGlobal } from './buildGlobals.ts';

export type { PageKey };

/** family → 'all' (render the whole family) or the keys to render (`news|*`: every key so prefixed). Families not
 * named are not rendered. */
export interface BuildPlan {
  families: Partial<Record<Family, 'all' | PageKey[]>>;
}

/** family → (item id, or the url itself for unkeyed families) → urls of the pages rendered in this build. */
export type PageManifest = Partial<Record<Family, Record<string, string[]>>>;

/** The plan of this publish run (set by the warm renderer), or null in a full build. */
const currentPlan = (): BuildPlan | null => buildGlobal<BuildPlan | null>(BUILD_GLOBAL.plan, () => null);

/** The pages recorded so far in this build (read by the content integration when the build ends). */
export function pageManifest(): PageManifest {
  return buildGlobal<PageManifest>(BUILD_GLOBAL.manifest, () => ({}));
}

type StaticPath = { params: Record<string, string | number | undefined> };

/**
 * `/article/detail/[id]` with `{id: 5}` → `/article/detail/5` (Astro's routePattern of getStaticPaths); an empty rest
 * parameter leaves no trailing slash (`/data/product/[...facet]` → `/data/product`).
 */
export function urlOf(routePattern: string, params: StaticPath['params']): string {
  const url = routePattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
  return url.replace(/\/+$/, '') || '/';
}

/**
 * Whether this build renders pages of `family` (of its item `key`, when given). Ask it before reading what a family's
 * paths need: a publish run renders a few pages and must not read every list's counts or every record.
 */
export function planned(family: Family, key?: PageKey): boolean {
  const plan = currentPlan();
  if (!plan) return true;
  const wanted = plan.families[family];
  if (wanted === undefined) return false;
  return wanted === 'all' || key === undefined || keyWanted(wanted, key);
}

/**
 * The keys of `family` this build renders, when it names them one by one (a publish run's detail pages); null when it
 * renders every key (the full build, a whole family, a `prefix*` key). A page family reads only these records.
 */
export function plannedKeys(family: Family): PageKey[] | null {
  const wanted = currentPlan()?.families[family];
  if (wanted === undefined) return currentPlan() ? [] : null;
  if (wanted === 'all' || wanted.some((k) => typeof k === 'string' && k.endsWith('*'))) return null;
  return [...wanted];
}

/**
 * The paths of a dynamic page this build renders. `key` makes the family keyed (by item id for detail and tag pages,
 * by kind for article lists): a rebuild renders only the planned keys.
 */
export function scoped<P extends StaticPath>(
  family: Family,
  routePattern: string,
  paths: P[],
  key?: (path: P) => PageKey,
): P[] {
  const plan = currentPlan();
  const wanted = plan ? plan.families[family] : 'all';
  const chosen =
    wanted === undefined
      ? []
      : wanted === 'all' || !key
        ? paths
        : paths.filter((p) => keyWanted(wanted, key(p)));
  const entries = (pageManifest()[family] ??= {});
  for (const p of chosen) {
    const url = urlOf(routePattern, p.params);
    (entries[key ? String(key(p)) : url] ??= []).push(url);
  }
  return chosen;
}
