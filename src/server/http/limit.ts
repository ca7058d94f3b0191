/** Apply a rate limit to the caller's IP inside a handler. */
import type { Context } from 'hono';
import { hit, type Limit } from '../services/rateLimit.ts';
import type { AppEnv } from './context.ts';
import { clientIp } from './input.ts';

export class Limited extends Error {
  readonly retryAfterS: number;
  constructor(retryAfterS: number) {
    super('rate limited');
    this.retryAfterS = retryAfterS;
  }
}

export async function limitByIp(c: Context<AppEnv>, limit: Limit): Promise<string> {
  const ip = clientIp(c);
  const deps = c.get('deps');
  const result = await hit(deps.db, limit, ip, deps.now());
  if (!result.allowed) throw new Limited(result.retryAfterS);
  return ip;
}
