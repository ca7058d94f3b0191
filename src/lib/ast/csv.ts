/** The ranking shown as a CSV file (the project's one CSV writer: BOM, CRLF, no formulas), one row per region. */
import { csvText } from '#lib/shared/csv.ts';
import type { AstRegionValue } from './types.ts';
import { AST_MSG } from './messages.ts';

/** `shareHeader` null: a level (income, yield) has no share column. */
export function rankingCsv(rows: AstRegionValue[], unit: string, shareHeader: string | null): string {
  const head = [
    AST_MSG.rank,
    AST_MSG.region,
    `${AST_MSG.value}（${unit}）`,
    ...(shareHeader ? [`${shareHeader}（%）`] : []),
    AST_MSG.adcode,
  ];
  return csvText([
    head,
    ...rows.map((r) => [r.rank, r.name, r.value, ...(shareHeader ? [r.share] : []), r.adcode]),
  ]);
}
