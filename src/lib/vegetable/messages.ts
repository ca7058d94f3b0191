/** Every Chinese text the vegetable family answers (蔬菜行情). Features add their own section below. */
import { VEG_VIP_FEATURES, type VegVipFeature } from './access.ts';

export const VEG_VIP_PAGE = '/application/vegetable/vip';

export const VEG_MSG = {
  /** A VIP-only request from a visitor or member: names the feature and the way to subscribe. */
  vipOnly: (feature: VegVipFeature) =>
    `${VEG_VIP_FEATURES[feature].title}为蔬菜VIP专享，开通蔬菜VIP后即可使用（蔬菜VIP页面：${VEG_VIP_PAGE}）`,
  unknownProduct: '没有找到该蔬菜品种',
  unknownMarket: '没有找到该批发市场',
  badDate: '请输入正确的日期（格式：2026-01-31）',
  demo: '演示数据',
  demoNote: '演示数据：按季节规律生成的模拟价格，仅供体验，不是官方统计',
} as const;

/** The `data` of a VIP refusal, so an island shows the subscribe prompt instead of an empty chart. */
export interface VegVipRefusal {
  vip: 'vegetable';
  feature: VegVipFeature;
}

// ── Detail: one product's page, its chart and the series download (chart module) ─────────────────────────────────
export const VEG_DETAIL_MSG = {
  nameRequired: '请选择蔬菜品种',
  badRange: '请选择正确的时间范围（近30天、近90天、近1年或近3年）',
  badMarkets: '请选择正确的批发市场',
  tooManyMarkets: (n: number) => `最多同时对比${n}个批发市场`,
  badSeasonal: '季节对比参数不正确',
  badFormat: '下载格式只能是 CSV 或 Excel',
  national: '全国均价',
  band: '最低—最高区间',
  bandNote: '区间为各市场最低价与最高价的平均',
  seasonalBand: (from: number, to: number) => `${from}—${to}年同期区间`,
  seasonalMean: (from: number, to: number) => `${from}—${to}年同期均值`,
  thisYear: (y: number) => `${y}年`,
  week: (w: number) => `第${w}周`,
  noPrices: '该品种暂无价格数据',
  notFoundTitle: '没有找到这个蔬菜品种',
  notFoundText: '品种名称可能有误，或该品种已不再统计。请回到蔬菜行情列表重新选择。',
  backToList: '返回蔬菜行情',
  subscribe: '开通蔬菜VIP',
  downloadCsv: '下载CSV',
  downloadXlsx: '下载Excel',
  fileHeader: ['日期', '系列', '均价(元/公斤)', '最低(元/公斤)', '最高(元/公斤)'] as const,
  seasonalHeader: ['周', '系列', '均价(元/公斤)', '最低(元/公斤)', '最高(元/公斤)'] as const,
} as const;
