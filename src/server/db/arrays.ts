/**
 * A PostgreSQL array literal, bound as ONE parameter (`sql\`${col} = any(${arrayLiteral(xs)}::varchar[])\``): a bound
 * value per element costs the embedded database a little each, and a long list of them a lot. Strings are quoted, so
 * any text is safe; numbers go as they are; null is NULL.
 */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  return `{${values.map(element).join(',')}}`;
}

const element = (v: string | number | null): string =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/[\\"]/g, '\\$&')}"`;
