/** Every Chinese text the vegetable family answers (蔬菜行情). Features add their own section below. */
import { VEG_VIP_FEATURES, vegFeatureOpen, type VegVipFeature } from './access.ts';

export const VEG_VIP_PAGE = '/application/vegetable/vip';

export const VEG_MSG = {
  /** A VIP-only request from a visitor or member: names the feature and the way to subscribe. */
  vipOnly: (feature: VegVipFeature) =>
    vegFeatureOpen(feature, { vip: true, vegetableVip: false })
      ? `${VEG_VIP_FEATURES[feature].title}为VIP会员及蔬菜VIP专享，开通任一会员后即可使用`
      : `${VEG_VIP_FEATURES[feature].title}为蔬菜VIP专享，开通蔬菜VIP后即可使用`,
  unknownProduct: '没有找到该蔬菜品种',
  unknownMarket: '没有找到该批发市场',
  badDate: '请输入正确的日期（格式：2026-01-31）',
} as const;

/** The `data` of a VIP refusal, so an island shows the subscribe prompt instead of an empty chart. */
export interface VegVipRefusal {
  vip: 'vegetable';
  feature: VegVipFeature;
}

/** Markets, their reports and reporters' prices (getMarketList, marketReportDetail, addMarketData, the price import). */
export const VEG_MARKET_MSG = {
  marketRequired: '请选择批发市场',
  productRequired: '请填写蔬菜品种',
  dateRequired: '请填写日期',
  priceRequired: (label: string) => `请填写${label}`,
  pricePositive: (label: string) => `${label}应大于 0`,
  priceTooHigh: (label: string) => `${label}不能超过 9999.99 元/公斤`,
  priceDecimals: (label: string) => `${label}最多保留两位小数`,
  lowAboveAvg: '最低价不能高于平均价',
  avgAboveHigh: '平均价不能高于最高价',
  volumeInvalid: '成交量应为不小于 0 的数字（吨，最多一位小数）',
  originTooLong: '产地最多 20 个字',
  rowsRequired: '请至少填写一个品种的价格',
  tooManyRows: (max: number) => `一次最多提交 ${max} 个品种`,
  duplicateProduct: (name: string) => `品种“${name}”填写了不止一次`,
  futureDate: '日期不能晚于今天',
  tooOld: (days: number) => `报价员只能填写最近 ${days} 天内的价格`,
  notYourMarket: '您只能填写本人所在市场的价格',
  reporterOnly: '只有市场报价员或编辑可以填写价格',
  reportGone: '没有找到该市场调研报告',
  reportQuery: '请指定报告编号或批发市场',
  reportLocked: '报告全文为蔬菜VIP专享',
  accountUnknown: '没有找到该用户（请填写用户名或手机号）',
  added: (n: number) => `已保存 ${n} 个品种的价格`,
  reporterSet: '已指定市场报价员',
  reporterRemoved: '已取消市场报价员',
  unknownMarketNamed: (name: string) => `没有找到批发市场“${name}”`,
  unknownProductNamed: (name: string) => `没有找到蔬菜品种“${name}”`,
  noMarket: '暂无该市场的信息',
  noPrices: '该市场暂无价格数据',
  noReports: '该市场暂无调研报告',
} as const;

/** 产地 / 销地 as the pages show a market's kind. */
export const VEG_MARKET_KIND_LABEL: Record<string, string> = { producing: '产地', consuming: '销地' };

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
