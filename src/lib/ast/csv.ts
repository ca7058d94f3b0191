/** The ranking shown as a CSV file: UTF-8 with a BOM (so Excel reads the Chinese), one row per region. */
import type { AstRegionValue } from './types.ts';
import { AST_MSG } from './messages.ts';

const cell = (v: string | number) => {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** `shareHeader` null: a level (income, yield) has no share column. */
export function rankingCsv(rows: AstRegionValue[], unit: string, shareHeader: string | null): string {
  const head = [
    AST_MSG.rank,
    AST_MSG.region,
    `${AST_MSG.value}（${unit}）`,
    ...(shareHeader ? [`${shareHeader}（%）`] : []),
    AST_MSG.adcode,
  ];
  const lines = rows.map((r) =>
    [r.rank, r.name, r.value, ...(shareHeader ? [r.share ?? ''] : []), r.adcode].map(cell).join(','),
  );
  return `\uFEFF${[head.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}
