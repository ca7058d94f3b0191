/**
 * What an uploaded import file is, from its first bytes and (for a zip) its directory, before a parser sees it: cheap
 * enough for the serving thread, so a file refused here is answered at once and leaves no import record.
 */
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { readXlsxDirectory } from '#server/services/untrusted/zipDirectory.ts';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const isZip = (b: Uint8Array) => ZIP.every((x, i) => b[i] === x);
/** Old binary Excel (.xls) and other office files: a compound document, not something we read. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const isOle = (b: Uint8Array) => OLE.every((x, i) => b[i] === x);
const utf16Bom = (b: Uint8Array) => (b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff);
/** Text that starts as another format does (a PDF, an image, a web page) is no CSV, whatever its name says. */
const OTHER_FORMAT = /^\s*(?:%PDF-|GIF8|RIFF|<!doctype|<html|<\?xml|<svg|<script)/i;
// TextDecoder drops a UTF-8 byte-order mark; images and other binary files have a NUL byte anyway.
const otherFormat = (b: Uint8Array) => OTHER_FORMAT.test(new TextDecoder().decode(b.subarray(0, 64)));

export function sniffTable(bytes: Uint8Array): { kind: 'xlsx' | 'csv' } | { refusal: string } {
  if (isZip(bytes)) {
    const dir = readXlsxDirectory(bytes);
    return 'refusal' in dir ? dir : { kind: 'xlsx' };
  }
  // A NUL byte is in no CSV text except UTF-16, which decodeText takes only with its BOM.
  if ((isOle(bytes) || otherFormat(bytes) || bytes.subarray(0, 4096).includes(0)) && !utf16Bom(bytes)) {
    return { refusal: IMPORT_MSG.fileType };
  }
  return { kind: 'csv' };
}
