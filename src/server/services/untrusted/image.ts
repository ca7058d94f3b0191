/**
 * An uploaded image decoded whole in the untrusted-file worker and encoded again without its metadata (imageJob.ts):
 * what is stored is these new bytes. Callers check the header (type, sides, pixels) first, so nothing too large is
 * ever decoded; any later family that takes images (avatars, covers) stores them through this too.
 */
import type { CleanImage } from './imageJob.ts';
import { runJob } from './pool.ts';

export type { CleanImage };

/** The image re-encoded, or `broken` (not an image after all), or a limit's Chinese refusal. */
export async function reencodeImage(
  bytes: Uint8Array,
): Promise<CleanImage | { broken: true } | { refusal: string }> {
  const outcome = await runJob<CleanImage | null>('image', bytes);
  if ('refusal' in outcome) return outcome;
  if ('broken' in outcome || !outcome.result) return { broken: true };
  return outcome.result;
}
