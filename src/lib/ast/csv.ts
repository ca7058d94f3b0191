/** The ranking shown as a CSV file: UTF-8 with a BOM (so Excel reads the Chinese), one row per region. */
import type { AstRegionValue } from './types.ts';
import { AST_MSG } from './messages.ts';

const cell = (v: string | number) => {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

export function rankingCsv(rows: AstRegionValue[], unit: string, shareHeader: string): string {
  const head = [
    AST_MSG.rank,
    AST_MSG.region,
    `${AST_MSG.value}（${unit}）`,
    `${shareHeader}（%）`,
    '行政区划代码',
  ];
  const lines = rows.map((r) => [r.rank, r.name, r.value, r.share ?? '', r.adcode].map(cell).join(','));
  return `\uFEFF${[head.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}
