/** One row through the family's own zod schema: the row, or its problems as the operator reads them. */
import type { ImportProblem } from '#server/db/schema/index.ts';
import type { ImportFamily } from './family.ts';
import type { HeaderMap } from './headerMap.ts';
import type { SourceRow } from './readTable.ts';

export type Checked<Row> = { row: Row } | { problems: ImportProblem[] };

/** Cells are text, as a form's fields are: the family's schema converts its numbers, with its own messages. */
export function checkRow<Row>(family: ImportFamily<Row>, map: HeaderMap, source: SourceRow): Checked<Row> {
  const input: Record<string, string> = {};
  for (const [field, i] of map) {
    const cell = source.cells[i]?.trim() ?? '';
    // A blank cell is an absent field: optional ones keep their default, required ones say what is missing.
    if (cell === '') continue;
    input[field] = cell;
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
    problems.push({ line: source.line, column, reason: issue.message });
  }
  return { problems };
}
