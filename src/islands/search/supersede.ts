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
