/** List totals counted once per change of what they count, not on every call. */

/** Where totals are kept: the public cache (`#server/http/publicCache.ts`), dropped by the content events' tags. */
export interface ListTotals {
  total(key: string, tags: string[], count: () => Promise<number>): Promise<number>;
}

/**
 * The total of a list keyed by `key` (family and filter), counted by `count` only after a content event touched one
 * of `tags`. Without a cache (the build's queries read each list once) it is counted.
 */
export function cachedTotal(
  totals: ListTotals | undefined,
  tags: string[],
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  return totals ? totals.total(key, tags, count) : count();
}
