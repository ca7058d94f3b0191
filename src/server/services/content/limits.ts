/** Rate limits of the content calls (per IP), kept beside the foundation's LIMITS shape. */
import type { Limit } from '#server/services/security/rateLimit.ts';

export const CONTENT_RATE_LIMITS = {
  customOrder: { name: 'customorder:ip', max: 5, windowS: 600 },
} as const satisfies Record<string, Limit>;
