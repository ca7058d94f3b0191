/** Short-lived file tokens: HMAC-signed, bound to the file, the member (0 for visitors) and full or preview. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FileMode } from '#lib/content/files.ts';
import { FILE_LIMITS } from '#lib/limits.ts';

export interface FileClaims {
  fid: number;
  uid: number;
  mode: FileMode;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type TokenCheck = { ok: true; claims: FileClaims } | { ok: false; reason: 'invalid' | 'expired' };

// A separate purpose string keeps these MACs apart from any other use of the app secret.
const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`file-token:${body}`).digest('base64url');

export function signFileToken(secret: string, claims: Omit<FileClaims, 'exp'>, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + FILE_LIMITS.tokenTtlS;
  const body = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

function parseClaims(body: string): FileClaims | null {
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<FileClaims>;
    const valid =
      Number.isInteger(c.fid) &&
      Number.isInteger(c.uid) &&
      Number.isInteger(c.exp) &&
      (c.mode === 'full' || c.mode === 'preview');
    return valid ? (c as FileClaims) : null;
  } catch {
    return null;
  }
}

export function verifyFileToken(secret: string, token: string, now: Date): TokenCheck {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return { ok: false, reason: 'invalid' };
  const want = Buffer.from(mac(secret, body));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return { ok: false, reason: 'invalid' };
  const claims = parseClaims(body);
  if (!claims) return { ok: false, reason: 'invalid' };
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
