/** Short-lived file tokens: HMAC-signed, bound to the file, the member (0 for visitors) and full or preview. */
import type { FileMode } from '#lib/content/files.ts';
import { FILE_LIMITS } from '#lib/limits.ts';
import { signedTokens, type TokenCheck } from '#server/services/security/signedToken.ts';

export interface FileClaims {
  fid: number;
  uid: number;
  mode: FileMode;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const tokens = signedTokens<FileClaims>(
  'file-token',
  FILE_LIMITS.tokenTtlS,
  (c) => Number.isInteger(c.fid) && Number.isInteger(c.uid) && (c.mode === 'full' || c.mode === 'preview'),
);

export const signFileToken = (secret: string, claims: Omit<FileClaims, 'exp'>, now: Date): string =>
  tokens.sign(secret, claims, now).token;

export const verifyFileToken = (secret: string, token: string, now: Date): TokenCheck<FileClaims> =>
  tokens.verify(secret, token, now);
