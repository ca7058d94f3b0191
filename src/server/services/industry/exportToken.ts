/** The export's file link: HMAC-signed claims bound to the export record and the member, EXPORT_LIMITS.tokenTtlS long. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EXPORT_LIMITS } from '#lib/industry/limits.ts';

export interface ExportClaims {
  /** The industry_exports row. */
  eid: number;
  uid: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type ExportTokenCheck =
  { ok: true; claims: ExportClaims } | { ok: false; reason: 'invalid' | 'expired' };

// Its own purpose string: a file token's MAC (services/files/token.ts) never verifies here, nor the reverse.
const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`industry-export:${body}`).digest('base64url');

export function signExportToken(secret: string, claims: Omit<ExportClaims, 'exp'>, now: Date) {
  const exp = Math.floor(now.getTime() / 1000) + EXPORT_LIMITS.tokenTtlS;
  const body = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
  return { token: `${body}.${mac(secret, body)}`, expiresAt: new Date(exp * 1000) };
}

function parseClaims(body: string): ExportClaims | null {
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<ExportClaims>;
    return Number.isInteger(c.eid) && Number.isInteger(c.uid) && Number.isInteger(c.exp)
      ? (c as ExportClaims)
      : null;
  } catch {
    return null;
  }
}

export function verifyExportToken(secret: string, token: string, now: Date): ExportTokenCheck {
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
