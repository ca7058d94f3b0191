/** CSV records as they stream out of the parser, each with the line it starts on (header = line 1). */
import { parse } from 'csv-parse';
import type { SourceRow } from './readTable.ts';

const newlines = (cells: string[]) => cells.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);

export async function* readCsv(text: string): AsyncGenerator<SourceRow> {
  const parser = parse({ info: true, relax_column_count: true, skip_empty_lines: true, relax_quotes: true });
  parser.end(text);
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    // info.lines is where the record ends: a quoted cell may span lines.
    yield { line: info.lines - newlines(record), cells: record };
  }
}
