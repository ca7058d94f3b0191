/** The export's file link: HMAC-signed claims bound to the export record and the member, EXPORT_LIMITS.tokenTtlS long. */
import { EXPORT_LIMITS } from '#lib/industry/limits.ts';
import { signedTokens, type TokenCheck } from '#server/services/security/signedToken.ts';

export interface ExportClaims {
  /** The industry_exports row. */
  eid: number;
  uid: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type ExportTokenCheck = TokenCheck<ExportClaims>;

// Its own purpose: a file token (services/files/token.ts) never verifies here, nor the reverse.
const tokens = signedTokens<ExportClaims>(
  'industry-export',
  EXPORT_LIMITS.tokenTtlS,
  (c) => Number.isInteger(c.eid) && Number.isInteger(c.uid),
);

export const signExportToken = tokens.sign;
export const verifyExportToken = tokens.verify;
