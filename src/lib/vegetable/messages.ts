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
