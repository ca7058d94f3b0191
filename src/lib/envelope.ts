/** The API envelope (DESIGN.md): one shape for every answer, shared by server and client. */

export const CODE = {
  ok: 1,
  refused: 0,
  unauthorized: 401,
  /** A member call refused until the member accepts the legal documents' newer versions (issue 30). */
  consentDue: 428,
  notFound: 404,
  tooLarge: 413,
  tooMany: 429,
  serverError: 500,
} as const;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  /** Present on server errors so support can find the log line. */
  requestId?: string;
}

/** Spec §7: success when the body code is 1 or 200. */
export const isSuccessCode = (code: unknown): boolean => code === 1 || code === 200;
