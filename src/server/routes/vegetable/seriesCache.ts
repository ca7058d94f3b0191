/**
 * A series computed once per content change, for every caller allowed to see it: VIP answers are never stored as
 * answers (they read the caller), but their figures are the same for every VIP, so the route keeps the whole answer
 * (envelope included, as bytes, with its compressed forms once asked for) in the one public cache under a key no
 * request can name (like list totals), dropped by the vegetable tag. The route checks the caller before it reads here.
 */
import { entryOf, type Entry, type PublicCache } from '#server/http/publicCache.ts';
import { okText } from '#server/http/respond.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';
import type { VegSeries } from '#lib/vegetable/types.ts';

/** By the name asked for, so a kept series costs no query at all (an alias is a key of its own). */
export const seriesKey = (name: string, q: unknown) => `vegetable-series ${JSON.stringify([name, q])}`;

/**
 * The series' whole success answer, kept: a 3-year series is 30–60 KB of JSON, sent as the same bytes (or their
 * brotli/gzip form) to every VIP rather than serialised, encoded and compressed per answer. Null: no such product.
 */
export async function cachedSeriesAnswer(
  cache: PublicCache | null | undefined,
  key: string,
  compute: () => Promise<VegSeries | null>,
): Promise<Entry | null> {
  if (cache) await cache.fresh();
  const hit = cache?.get(key);
  if (hit) return hit;
  const since = cache?.epoch() ?? 0;
  const series = await compute();
  if (!series) return null;
  const body = okText(JSON.stringify(series));
  // No product (null above) is a refusal and never kept; a series raced by a publish is answered, not kept.
  return cache?.put(key, body, [CACHE_TAG.vegetable], since) ?? entryOf(body);
}

/** The series inside a kept answer (the download's figures). */
export const seriesOf = (entry: Entry) => (JSON.parse(entry.body.toString()) as { data: VegSeries }).data;
