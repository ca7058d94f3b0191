/**
 * 农业专题's figures as the page prints them: grouped digits with the decimals the figures beside it share
 * (`commonDecimals`, at most two); a share with its %.
 */
export const formatAstValue = (v: number | null | undefined, decimals?: number): string =>
  v === null || v === undefined
    ? '—'
    : v.toLocaleString('zh-CN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals ?? 2 });

export const formatAstShare = (v: number | null | undefined): string =>
  v === null || v === undefined ? '—' : `${v.toFixed(2)}%`;
