/** Rows of a raw query on either driver (PGlite answers an array, node-postgres an object with rows). */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
