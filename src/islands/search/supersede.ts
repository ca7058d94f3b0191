/** Base results replaced by the delta index (see src/server/services/publish/searchIndex.ts). */

/** `pagefind-delta/superseded.json`. */
export interface Superseded {
  urls: string[];
  /** Base page id → kind, of the base entries to drop. */
  base: Record<string, string | null>;
  /** The delta's own page ids (an unchanged page keeps its id: never drop those). */
  delta: string[];
}

export const NO_DELTA: Superseded = { urls: [], base: {}, delta: [] };

/** Results that are live: base entries of changed or removed pages dropped, duplicate ids kept once. */
export function liveResults<T extends { id: string }>(
  results: readonly T[],
  superseded: Superseded,
): { kept: T[] } {
  const delta = new Set(superseded.delta);
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const r of results) {
    const stale = r.id in superseded.base && !delta.has(r.id);
    if (stale || seen.has(r.id)) continue;
    seen.add(r.id);
    kept.push(r);
  }
  return { kept };
}

/**
 * One result per page: with a delta merged, a page can still come from both indexes under two ids (a base entry the
 * superseded list missed). The delta's copy wins; without a delta there is one index and nothing to load.
 */
export async function uniqueUrls<T extends { id: string; data: () => Promise<{ url: string }> }>(
  results: readonly T[],
  superseded: Superseded,
): Promise<T[]> {
  if (superseded.delta.length === 0 && superseded.urls.length === 0) return [...results];
  const delta = new Set(superseded.delta);
  const urls = await Promise.all(results.map(async (r) => normalUrl((await r.data()).url)));
  const fromDelta = new Set(urls.filter((_, i) => delta.has(results[i]!.id)));
  const seen = new Set<string>();
  return results.filter((r, i) => {
    const url = urls[i]!;
    const shadowed = fromDelta.has(url) && !delta.has(r.id);
    if (shadowed || seen.has(url)) return false;
    seen.add(url);
    return true;
  });
}

/** `/a/b/`, `/a/b.html` and `/a/b` are one page (as the server's urls.ts spells it). */
const normalUrl = (url: string): string =>
  url
    .replace(/[?#].*$/, '')
    .replace(/(\/index)?\.html$/, '')
    .replace(/\/+$/, '') || '/';
