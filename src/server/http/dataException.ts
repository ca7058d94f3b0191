/**
 * PostgreSQL's class 22 (data exception) and 23503 (a foreign key naming no row): the input was malformed or named a
 * record that does not exist, not the server broken; PGlite raises the same codes.
 */

/** 22021 invalid byte, 22001 too long, 22003 out of range, 22007/22008 dates…; 23503 an id of no row (a column). */
const DATA_EXCEPTION = /^(22[0-9A-Z]{3}|23503)$/;

/** The SQLSTATE when `err` (or an error it wraps: drizzle puts the driver's in `cause`) is one of those. */
export function dataExceptionCode(err: unknown): string | null {
  let e = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
