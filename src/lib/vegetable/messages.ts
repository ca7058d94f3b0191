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

// ─── 供求信息 (supply and demand posts) ───────────────────────────────────────────────────────────────────────

/** Every Chinese text of the supply and demand posts: refusals of each field, the owner's and editors' actions. */
export const VEG_SUPPLY_MSG = {
  kind: '请选择供求类型（供应或求购）',
  product: '请选择蔬菜品种',
  unknownProduct: '没有找到该蔬菜品种，请从列表中选择',
  quantity: '请输入正确的数量（大于0，最多两位小数）',
  unit: '请选择数量单位',
  price: '请输入正确的价格（元/公斤，大于0，最多两位小数），或选择面议',
  city: '请选择所在城市',
  contactName: '请输入联系人姓名',
  validUntil: '请选择有效期（格式：2026-01-31）',
  validUntilRange: (days: number) => `有效期须在今天至${days}天内`,
  status: '请选择要执行的操作',
  tooMany: (max: number) => `发布过于频繁：每小时最多发布${max}条供求信息，请稍后再试`,
  notFound: '该供求信息不存在',
  notOwner: '只能操作自己发布的供求信息',
  hiddenByEditor: '该信息已被管理员屏蔽，无法修改',
  expiredReopen: '该信息已过有效期，无法重新开启，请重新发布',
  added: '发布成功',
  closed: '已关闭，该信息不再展示',
  reopened: '已重新开启',
  hidden: '已屏蔽，该信息不再展示',
  unhidden: '已取消屏蔽',
  signInForContact: '登录后查看联系方式',
  signInToPost: '登录后即可发布供求信息',
  demoNote: '演示信息：系统生成的示例供求，联系方式不可用',
} as const;
