/** How often posts may be written: per member and per address (several members may share an office's address). */
import type { Limit } from '#server/services/security/rateLimit.ts';

export const SUPPLY_DEMAND_LIMITS = {
  member: { name: 'supplydemand:uid', max: 5, windowS: 3600 },
  address: { name: 'supplydemand:ip', max: 10, windowS: 3600 },
} as const satisfies Record<string, Limit>;
