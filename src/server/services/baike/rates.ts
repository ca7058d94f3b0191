/** How often a member may comment and upload images (#server/services/security/rateLimit.ts keeps the counts in the database). */
import { BAIKE_IMAGE_LIMITS, BAIKE_LIMITS } from '#lib/baike/limits.ts';
import type { Limit } from '#server/services/security/rateLimit.ts';

export const BAIKE_RATES = {
  commentsPerMinute: { name: 'baikecomment:min:uid', max: BAIKE_LIMITS.commentsPerMinute, windowS: 60 },
  commentsPerDay: { name: 'baikecomment:day:uid', max: BAIKE_LIMITS.commentsPerDay, windowS: 86_400 },
  imagesPerDay: { name: 'baikeimage:day:uid', max: BAIKE_IMAGE_LIMITS.perDay, windowS: 86_400 },
} as const satisfies Record<string, Limit>;
