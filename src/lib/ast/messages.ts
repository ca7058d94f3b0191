/** Every Chinese text of 农业专题 (issue 16). */
export const AST_MSG = {
  backToCountry: '返回全国',
  drillHint: '点击省份查看各市',
} as const;
