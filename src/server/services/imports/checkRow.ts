/** One row through the family's own zod schema: the row, or its problems as the operator reads them. */
import type { ImportProblem } from '#server/db/schema/index.ts';
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import type { ImportFamily } from './family.ts';
import type { HeaderMap } from './headerMap.ts';
import type { SourceRow } from './readTable.ts';

export type Checked<Row> = { row: Row } | { problems: ImportProblem[] };

const NUMBER = /^-?\d+(\.\d+)?$/;

export function checkRow<Row>(family: ImportFamily<Row>, map: HeaderMap, source: SourceRow): Checked<Row> {
  const numeric = new Set(family.columns.filter((c) => c.numeric).map((c) => c.field));
  const input: Record<string, string | number> = {};
  for (const [field, i] of map) {
    const cell = source.cells[i]?.trim() ?? '';
    // A blank cell is an absent field: optional ones keep their default, required ones say what is missing.
    if (cell === '') continue;
    input[field] = numeric.has(field) && NUMBER.test(cell) ? Number(cell) : cell;
  }
  const parsed = family.rowSchema.safeParse(input);
  if (parsed.success) return { row: parsed.data };
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue; // the first rule a cell breaks, as a form shows it
    seen.add(field);
    const column = family.columns.find((c) => c.field === field)?.header ?? field;
    // The schema's own Chinese message (zod's zh-CN locale where a rule has none): what the API would answer.
    // Text where a number belongs: zod's locale would name the JavaScript types, an operator needs the rule.
    const expected = issue.code === 'invalid_type' && field in input ? issue.expected : '';
    const reason =
      expected === 'number' ? IMPORT_MSG.notNumber : expected === 'int' ? IMPORT_MSG.notWhole : issue.message;
    problems.push({ line: source.line, column, reason });
  }
  return { problems };
}
