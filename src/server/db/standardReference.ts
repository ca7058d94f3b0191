/**
 * The standards every database starts with (src/server/db/reference/standard/standards.csv, see its README): read
 * by the import's row rule, written once per number; a standard already there keeps what an import made of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { standardImportRowSchema, type StandardImportRow } from '#lib/standard/validators.ts';
import type { Db } from './client.ts';
import { referenceFile } from './referenceFiles.ts';
import { seedStandardRows } from '#server/services/standard/write.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('seed');

export const STANDARDS_CSV = referenceFile('standard', 'standards.csv');

export interface ReferenceRows {
  rows: StandardImportRow[];
  /** Rows the import's rule refuses: `line: message` (the integrity test lists them). */
  problems: string[];
}

/** The CSV's rows through the import's row rule (header = line 1). */
export function readStandardsCsv(text: string): ReferenceRows {
  const records = parse(text, { columns: true, skip_empty_lines: true, bom: true, trim: true }) as Record<
    string,
    string
  >[];
  const rows: StandardImportRow[] = [];
  const problems: string[] = [];
  records.forEach((record, i) => {
    const parsed = standardImportRowSchema.safeParse(record);
    if (parsed.success) rows.push(parsed.data);
    else
      problems.push(
        `${i + 2}: ${parsed.error.issues.map((e) => `${e.path.join('.')} ${e.message}`).join('; ')}`,
      );
  });
  return { rows, problems };
}

/** Standards not in the database yet, with their lineage; a missing file or a bad row is skipped with a warning. */
export async function seedStandards(db: Db, file = STANDARDS_CSV): Promise<number> {
  if (!existsSync(file)) return 0;
  const { rows, problems } = readStandardsCsv(readFileSync(file, 'utf8'));
  if (problems.length) log.warn({ skipped: problems.length, problems }, 'standards.csv: rows skipped');
  return seedStandardRows(db, rows);
}
