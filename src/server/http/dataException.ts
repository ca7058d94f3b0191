/** PostgreSQL's class 22 (data exception): the input was malformed, not the server broken; PGlite raises the same codes. */

/** SQLSTATE of a data exception (22021 invalid byte, 22001 too long, 22003 out of range, 22007/22008 dates…). */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/** The SQLSTATE when `err` (or an error it wraps: drizzle puts the driver's in `cause`) is a data exception. */
export function dataExceptionCode(err: unknown): string | null {
  let e = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
