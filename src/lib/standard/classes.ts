/**
 * The class trees a standard carries: CCS (中国标准文献分类, first level a letter) and ICS (国际标准分类, first level
 * two digits), named for the list's filters. A code not named here shows as itself.
 */

/** CCS first-level classes (the 24 letters of the Chinese Standard Classification). */
export const CCS_CLASSES: Readonly<Record<string, string>> = {
  A: '综合',
  B: '农业、林业',
  C: '医药、卫生、劳动保护',
  D: '矿业',
  E: '石油',
  F: '能源、核技术',
  G: '化工',
  H: '冶金',
  J: '机械',
  K: '电工',
  L: '电子元器件与信息技术',
  M: '通信、广播',
  N: '仪器、仪表',
  P: '工程建设',
  Q: '建材',
  R: '公路、水路运输',
  S: '铁路',
  T: '车辆',
  U: '船舶',
  V: '航空、航天',
  W: '纺织',
  X: '食品',
  Y: '轻工、文化与生活用品',
  Z: '环境保护',
};

/** ICS first-level fields (those of farming, food and their neighbours; others show their number). */
export const ICS_FIELDS: Readonly<Record<string, string>> = {
  '01': '综合、术语学、标准化、文献',
  '03': '管理与质量',
  '07': '数学、自然科学',
  '11': '医药卫生技术',
  '13': '环境、健康保护与安全',
  '17': '计量学和测量',
  '19': '试验',
  '55': '包装和货物运输',
  '65': '农业',
  '67': '食品技术',
  '71': '化工技术',
  '75': '石油及相关技术',
  '79': '木材技术',
  '83': '橡胶和塑料工业',
};

/** B31 → B; 67.040 → 67. */
export const ccsClassOf = (code: string): string => code.trim().slice(0, 1).toUpperCase();
export const icsFieldOf = (code: string): string => code.trim().slice(0, 2);

export const ccsName = (letter: string): string => CCS_CLASSES[letter] ?? letter;
export const icsName = (field: string): string => ICS_FIELDS[field] ?? field;
