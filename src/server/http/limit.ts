/** Rate limits inside a handler: a Limited is answered HTTP 429 by the app (app.ts), in the family's words if given. */
import type { Context } from 'hono';
import { hit, type Limit } from '#server/services/security/rateLimit.ts';
import type { AppEnv } from './context.ts';
import { clientIp } from './input.ts';

export class Limited extends Error {
  readonly retryAfterS: number;
  /** What the caller reads (the shared "too many requests" when none). */
  readonly answer: string | undefined;
  constructor(retryAfterS: number, answer?: string) {
    super('rate limited');
    this.retryAfterS = retryAfterS;
    this.answer = answer;
  }
}

/** Count one use of `limit` by `subject` (a member's uid, an address). */
export async function limitBy(
  c: Context<AppEnv>,
  limit: Limit,
  subject: string,
  answer?: string,
): Promise<void> {
  const deps = c.get('deps');
  const result = await hit(deps.db, limit, subject, deps.now());
  if (!result.allowed) throw new Limited(result.retryAfterS, answer);
}

export async function limitByIp(c: Context<AppEnv>, limit: Limit, answer?: string): Promise<string> {
  const ip = clientIp(c);
  await limitBy(c, limit, ip, answer);
  return ip;
}
