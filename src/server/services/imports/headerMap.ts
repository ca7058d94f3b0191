/** Which cell holds which field: the header row matched to a family's columns by Chinese or English name. */
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import type { ImportFamily } from './family.ts';

/** Headers compared without case, spaces, full-width forms or a trailing "*" marking a required column. */
export const headerKey = (h: string): string =>
  h
    .normalize('NFKC')
    .replace(/[\s*＊]/g, '')
    .toLowerCase();

/** field → cell index; columns the family does not know are ignored. */
export type HeaderMap = Map<string, number>;

export function mapHeader(
  family: Pick<ImportFamily, 'columns'>,
  header: string[],
): HeaderMap | { refusal: string } {
  const byName = new Map<string, string>();
  for (const col of family.columns) {
    for (const name of [col.field, col.header, ...col.aliases]) byName.set(headerKey(name), col.field);
  }
  const map: HeaderMap = new Map();
  for (const [i, h] of header.entries()) {
    const field = byName.get(headerKey(h));
    if (!field) continue;
    if (map.has(field)) return { refusal: IMPORT_MSG.duplicateColumn(h.trim()) };
    map.set(field, i);
  }
  const missing = family.columns.filter((c) => c.required && !map.has(c.field)).map((c) => c.header);
  return missing.length ? { refusal: IMPORT_MSG.missingColumns(missing) } : map;
}
