/** The export's download link: HMAC-signed claims bound to the export row and the member, as long as the file is kept. */
import { RETENTION } from '#lib/legal/retention.ts';
import { signedTokens, type TokenCheck } from '#server/services/security/signedToken.ts';

export interface DataExportClaims {
  /** The data_exports row. */
  xid: number;
  uid: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type DataExportCheck = TokenCheck<DataExportClaims>;

// Its own purpose: no other signed link (report files, 数据检索's export) verifies here, nor the reverse.
const tokens = signedTokens<DataExportClaims>(
  'data-export',
  RETENTION.exportDays * 86_400,
  (c) => Number.isInteger(c.xid) && Number.isInteger(c.uid),
);

export const signDataExportToken = tokens.sign;
export const verifyDataExportToken = tokens.verify;
