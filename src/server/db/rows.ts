/** Rows of a raw query (`db.execute`) on either driver: PGlite answers an array, node-postgres an object with rows. */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
