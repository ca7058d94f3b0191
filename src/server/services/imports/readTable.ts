/** An uploaded file as rows of text cells: XLSX by its zip signature, anything else read as CSV text. */
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { decodeText } from './decode.ts';
import { readCsv } from './readCsv.ts';
import { readXlsx } from './readXlsx.ts';

export interface SourceRow {
  /** The line (CSV) or row number (XLSX) the operator sees, the header being 1. */
  line: number;
  cells: string[];
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const isZip = (b: Uint8Array) => ZIP.every((x, i) => b[i] === x);
/** Old binary Excel (.xls) and other office files: a compound document, not something we read. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const isOle = (b: Uint8Array) => OLE.every((x, i) => b[i] === x);

export function readTable(bytes: Uint8Array): AsyncGenerator<SourceRow> | { refusal: string } {
  if (isZip(bytes)) return readXlsx(bytes);
  if (isOle(bytes) || bytes.subarray(0, 4096).includes(0)) {
    // A NUL byte is in no CSV text except UTF-16, which decodeText takes only with its BOM.
    if (!(bytes[0] === 0xff && bytes[1] === 0xfe) && !(bytes[0] === 0xfe && bytes[1] === 0xff)) {
      return { refusal: IMPORT_MSG.fileType };
    }
  }
  return readCsv(decodeText(bytes));
}
