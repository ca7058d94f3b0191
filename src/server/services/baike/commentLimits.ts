/** How often a member may comment (#server/services/rateLimit.ts keeps the counts in the database). */
import { BAIKE_LIMITS } from '#lib/baike/limits.ts';
import type { Limit } from '#server/services/rateLimit.ts';

export const BAIKE_COMMENT_LIMITS = {
  perMinute: { name: 'baikecomment:min:uid', max: BAIKE_LIMITS.commentsPerMinute, windowS: 60 },
  perDay: { name: 'baikecomment:day:uid', max: BAIKE_LIMITS.commentsPerDay, windowS: 86_400 },
} as const satisfies Record<string, Limit>;
