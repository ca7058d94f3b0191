/** How many images a member may upload (#server/services/rateLimit.ts keeps the counts in the database). */
import { BAIKE_IMAGE_LIMITS } from '#lib/baike/imageLimits.ts';
import type { Limit } from '#server/services/rateLimit.ts';

export const BAIKE_IMAGE_RATE = {
  perDay: { name: 'baikeimage:day:uid', max: BAIKE_IMAGE_LIMITS.perDay, windowS: 86_400 },
} as const satisfies Record<string, Limit>;
