/** The product page's number cells: values in 万 (the unit in the column's header), as the table and chart show them. */

/** Whole 美元/元 → 万, one decimal, grouped: 12,345,678 → '1,234.6'. */
export const formatWan = (value: number | null): string =>
  value === null
    ? '—'
    : (value / 1e4).toLocaleString('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Whole 美元/元 → 万 as a number for the chart (one decimal). */
export const toWan = (value: number | null): number | null =>
  value === null ? null : Math.round(value / 1e3) / 10;

/** An HS code as people write it: 120190 → '1201.90', 1201 → '1201', 12 → '12'. */
export const formatHsCode = (code: string): string =>
  code.length === 6 ? `${code.slice(0, 4)}.${code.slice(4)}` : code;
