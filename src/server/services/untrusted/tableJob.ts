/** In the worker: an import file's rows, sent in chunks; the zip's parts checked against its directory first. */
import { IMPORT_LIMITS } from '#lib/imports/model.ts';
import { decodeText } from '#server/services/imports/decode.ts';
import { readCsv } from '#server/services/imports/readCsv.ts';
import type { SourceRow } from '#server/services/imports/readTable.ts';
import { readXlsx } from '#server/services/imports/readXlsx.ts';
import { sniffTable } from '#server/services/imports/sniffTable.ts';
import { readXlsxDirectory } from './zipDirectory.ts';
import { zipContentsProblem } from './zipContents.ts';

/** Rows a message carries: small enough that the serving thread takes each in well under a millisecond. */
const CHUNK = 500;
/** The header and one row over the limit are enough for runImport to refuse the file. */
const MOST_ROWS = IMPORT_LIMITS.maxRows + 2;

/** Sends the file's rows; answers a Chinese refusal when the file is not one to read. */
export async function readTableJob(
  bytes: Uint8Array,
  send: (rows: SourceRow[]) => Promise<void>,
): Promise<string | null> {
  const sniffed = sniffTable(bytes);
  if ('refusal' in sniffed) return sniffed.refusal;
  let rows: AsyncGenerator<SourceRow>;
  if (sniffed.kind === 'xlsx') {
    const dir = readXlsxDirectory(bytes);
    if ('refusal' in dir) return dir.refusal;
    const problem = zipContentsProblem(bytes, dir.entries);
    if (problem) return problem;
    rows = readXlsx(bytes);
  } else {
    rows = readCsv(decodeText(bytes));
  }
  let chunk: SourceRow[] = [];
  let sent = 0;
  for await (const row of rows) {
    chunk.push(row);
    if (chunk.length === CHUNK) {
      await send(chunk);
      sent += chunk.length;
      chunk = [];
    }
    if (sent + chunk.length >= MOST_ROWS) break;
  }
  if (chunk.length) await send(chunk);
  return null;
}
