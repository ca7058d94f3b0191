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

/* ── The list page (/application/vegetable/list): filterList, vegList, getClassIndex, getMarketWeeklyList ── */

export const VEG_LIST_MSG = {
  futureDate: '所选日期还没有行情数据，请选择今天或之前的日期',
  badType: '蔬菜类别有误',
  badProvince: '省份有误',
  badSort: '排序方式有误',
  badOrder: '排序方向有误',
  keywordTooLong: '关键词不能超过20个字',
  badWeek: '请输入正确的周（格式：2026-01-05）',
  weekRange: '开始周不能晚于结束周',
  allIndex: '蔬菜价格总指数',
  keywordHint: '输入品种名称，支持拼音与首字母，如 大白菜 / dabaicai / dbc',
  noRows: '没有符合条件的行情数据',
  noDay: '暂无行情数据',
  noReports: '暂无市场周报',
} as const;
