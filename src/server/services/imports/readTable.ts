/**
 * An uploaded file as rows of text cells: XLSX by its zip signature (its directory checked first), anything else read
 * as CSV text; the parsing itself runs in the untrusted-file worker, its rows streamed back in chunks.
 */
import { tableRows } from '#server/services/untrusted/table.ts';
import { sniffTable } from './sniffTable.ts';

export interface SourceRow {
  /** The line (CSV) or row number (XLSX) the operator sees, the header being 1. */
  line: number;
  cells: string[];
}

export function readTable(bytes: Uint8Array): AsyncGenerator<SourceRow> | { refusal: string } {
  const sniffed = sniffTable(bytes);
  return 'refusal' in sniffed ? sniffed : tableRows(bytes);
}
