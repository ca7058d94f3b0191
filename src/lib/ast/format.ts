/** 农业专题's figures as the page prints them: grouped digits, at most two decimals; a share with its %. */
export const formatAstValue = (v: number | null | undefined): string =>
  v === null || v === undefined ? '—' : v.toLocaleString('zh-CN', { maximumFractionDigits: 2 });

export const formatAstShare = (v: number | null | undefined): string =>
  v === null || v === undefined ? '—' : `${v.toFixed(2)}%`;
