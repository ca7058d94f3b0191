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

/** The series as JSON text (kept as text: a 3-year series is ~40 KB, answered without parsing it again). */
export async function cachedSeriesJson(
  cache: PublicCache | null | undefined,
  key: string,
  compute: () => Promise<VegSeries | null>,
): Promise<string | null> {
  if (cache) await cache.fresh();
  const hit = cache?.get(key);
  if (hit) return hit.body;
  const since = cache?.epoch() ?? 0;
  const series = await compute();
  if (!series) return null;
  const json = JSON.stringify(series);
  // No product (null above) is a refusal and never kept.
  cache?.put(key, json, [CACHE_TAG.vegetable], since);
  return json;
}
