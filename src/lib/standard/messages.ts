/** Every Chinese text the standards family answers and shows (标准查询). */

export const STD_MSG = {
  unknownStandard: '没有找到该标准',
  typeInvalid: '请选择正确的标准类型',
  subInvalid: '请选择正确的标准类别',
  statusInvalid: '请选择正确的标准状态（现行、即将实施或废止）',
  ccsInvalid: '请选择正确的中国标准文献分类（CCS，如 B 或 B31）',
  icsInvalid: '请选择正确的国际标准分类（ICS，如 67 或 67.040）',
  yearInvalid: '请选择正确的发布年份',
  daysInvalid: '天数应为 0 到 365 之间的整数',
  /** The authority the pages name instead of copying any full text. */
  authority: '全国标准信息公共服务平台',
  authorityNote:
    '本页信息整理自全国标准信息公共服务平台等公开来源，仅供查询参考；标准的状态、日期与全文以全国标准信息公共服务平台及发布机构的官方记录为准。',
  unknownField: '—',
  notListed: '未收录',
} as const;

/** The standards import (CSV/XLSX, the columns of standards.csv). */
export const STD_IMPORT_MSG = {
  numberRequired: '请填写标准号',
  numberInvalid: '标准号格式不正确（如 GB/T 1351-2023、NY/T 391-2021、DB11/T 1234-2015）',
  nameRequired: '请填写标准名称',
  dateInvalid: (label: string) => `${label}格式不正确（如 2021-09-03）`,
  replacesInvalid: (number: string) => `被代替标准号“${number}”格式不正确`,
  replacesItself: '标准不能代替它自己',
  withdrawnBeforeEffective: '废止日期不能早于实施日期',
} as const;

/** The member centre's block: followed standards that change status soon. */
export const STD_FOLLOW_MSG = {
  title: '关注标准的状态变化',
  hint: (days: number) => `您关注的标准中，${days} 天内将实施或废止的标准`,
  none: (days: number) => `您关注的标准在 ${days} 天内没有状态变化`,
  noFollows: '还没有关注任何标准，可在标准详情页点击“关注”',
  willBe: (days: number, status: string) => (days === 0 ? `今天${status}` : `${days} 天后${status}`),
} as const;
