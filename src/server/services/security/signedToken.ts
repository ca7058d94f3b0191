/**
 * Short-lived links signed with the app secret: claims as base64url JSON, an HMAC over them under a purpose string
 * (so a token of one purpose never verifies as another's), an expiry in seconds since the epoch.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenCheck<C> = { ok: true; claims: C } | { ok: false; reason: 'invalid' | 'expired' };

export interface SignedTokens<C extends { exp: number }> {
  sign(secret: string, claims: Omit<C, 'exp'>, now: Date): { token: string; expiresAt: Date };
  verify(secret: string, token: string, now: Date): TokenCheck<C>;
}

/** A kind of token: its purpose, lifetime and the check of its claims' shape. */
export function signedTokens<C extends { exp: number }>(
  purpose: string,
  ttlS: number,
  isClaims: (c: Partial<C>) => boolean,
): SignedTokens<C> {
  const mac = (secret: string, body: string) =>
    createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url');
  const parse = (body: string): C | null => {
    try {
      const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<C>;
      return Number.isInteger(c.exp) && isClaims(c) ? (c as C) : null;
    } catch {
      return null;
    }
  };
  return {
    sign(secret, claims, now) {
      const exp = Math.floor(now.getTime() / 1000) + ttlS;
      const body = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
      return { token: `${body}.${mac(secret, body)}`, expiresAt: new Date(exp * 1000) };
    },
    verify(secret, token, now) {
      const [body, sig, extra] = token.split('.');
      if (!body || !sig || extra !== undefined) return { ok: false, reason: 'invalid' };
      const want = Buffer.from(mac(secret, body));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return { ok: false, reason: 'invalid' };
      const claims = parse(body);
      if (!claims) return { ok: false, reason: 'invalid' };
      if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, claims };
    },
  };
}
