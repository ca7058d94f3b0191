/**
 * A series computed once per content change, for every caller allowed to see it: VIP answers are never stored as
 * answers (they read the caller), but their figures are the same for every VIP, so the route keeps those in the one
 * public cache under a key no request can name (like list totals), dropped by the vegetable tag. The route checks
 * the caller before it reads here.
 */
import type { PublicCache } from '#server/http/publicCache.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import type { VegSeries } from '#lib/vegetable/types.ts';

/** By the name asked for, so a kept series costs no query at all (an alias is a key of its own). */
export const seriesKey = (name: string, q: unknown) => `vegetable-series ${JSON.stringify([name, q])}`;

export async function cachedSeries(
  cache: PublicCache | null | undefined,
  key: string,
  compute: () => Promise<VegSeries | null>,
): Promise<VegSeries | null> {
  if (!cache) return compute();
  await cache.fresh();
  const hit = cache.get(key);
  if (hit) return JSON.parse(hit.body) as VegSeries;
  const since = cache.epoch();
  const series = await compute();
  // null: no such product, answered as a refusal and never kept.
  if (series) cache.put(key, JSON.stringify(series), [CACHE_TAG.vegetable], since);
  return series;
}
