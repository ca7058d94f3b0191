/** The secret a rebuild started by this server presents when it reads content through it (one per process). */
import { randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN = randomBytes(32).toString('hex');

export const buildToken = (): string => TOKEN;

export function isBuildToken(presented: string | undefined): boolean {
  if (!presented || presented.length !== TOKEN.length) return false;
  return timingSafeEqual(Buffer.from(presented), Buffer.from(TOKEN));
}
