/** Every Chinese text the trade family answers (进出口贸易). */

export const TRADE_MSG = {
  codeRequired: '请输入商品编码',
  badCode: '商品编码应为 2、4 或 6 位数字（HS 编码）',
  unknownCode: '没有找到该商品编码',
  partnerRequired: '请选择国家（地区）',
  unknownPartner: '没有找到该国家（地区）',
  badMonth: '请输入正确的月份（格式：2026-01）',
  badPeriod: '统计口径应为当月（month）或累计（cumulative）',
  badCurrency: '币种应为美元（usd）或人民币（rmb）',
  badDirection: '贸易方向应为进口（import）或出口（export）',
  badLimit: '条数应为 1 至 50 的整数',
  keywordRequired: '请输入商品名称、拼音或编码',
  keywordTooLong: '关键词最多 40 个字',
  noData: '暂无进出口数据',
  /** A month later than the newest published one. */
  pastData: (newest: string) => `所选月份的数据尚未发布，目前数据更新至 ${newest}`,
  /** A range that ends before the first month held. */
  beforeData: (first: string) => `所选时间段没有数据，最早的数据为 ${first}`,
  rangeOrder: '开始月份不能晚于结束月份',
  rangeTooLong: (months: number) => `一次最多查询 ${months} 个月`,
  badKind: '请选择正确的类型',
  unknownProduct: '没有找到该准入产品',
  demo: '演示数据',
  demoNote: '演示数据：按贸易季节规律生成的模拟数据，仅供体验，不是海关统计',
  tariffDemoNote: '演示税率：按税则量级生成，不是《进出口税则》原文',
} as const;

/** How a period is named on the pages: the month alone, or January to that month (海关统计's 1月至当月). */
export const TRADE_PERIOD_LABEL = { month: '当月', cumulative: '累计' } as const;
export const TRADE_DIRECTION_LABEL = { import: '进口', export: '出口' } as const;
export const TRADE_CURRENCY_LABEL = { usd: '美元', rmb: '人民币' } as const;
/** The unit of the values a call answers (whole units, the pages scale them to 万 or 亿). */
export const TRADE_CURRENCY_UNIT = { usd: '美元', rmb: '元' } as const;
export const TRADE_TARIFF_LABEL = {
  mfn: '最惠国税率',
  general: '普通税率',
  provisional: '暂定税率',
  agreement: '协定税率',
} as const;

/** The home and country pages' texts (islands). */
export const TRADE_VIEW_MSG = {
  periodLabel: '统计口径',
  currencyLabel: '币种',
  directionLabel: '地图显示',
  imports: '进口额',
  exports: '出口额',
  total: '进出口总额',
  balance: '贸易差额',
  surplus: '顺差',
  deficit: '逆差',
  yoy: '同比',
  share: '占比',
  rank: '排名',
  product: '商品',
  partner: '国家（地区）',
  loading: '数据加载中…',
  failed: '数据加载失败，请稍后重试',
  topImports: '主要进口商品',
  topExports: '主要出口商品',
  topPartners: '主要贸易伙伴',
  mapTitle: (dir: string) => `贸易伙伴分布（${dir}）`,
  partnerMapTitle: (name: string) => `${name}在世界地图上的位置`,
  covers: (from: string, to: string) => (from === to ? `${to}` : `${from} 至 ${to}`),
  noProducts: '该期间没有贸易记录',
  noFlows: (name: string) => `暂无中国与${name}的农产品进出口记录`,
  noFlowsHint: '可查看该国家（地区）的准入产品，或返回进出口贸易首页浏览其他贸易伙伴。',
  seriesTitle: (name: string) => `中国与${name}农产品贸易走势`,
  buys: (name: string) => `中国自${name}进口的主要商品`,
  sells: (name: string) => `中国对${name}出口的主要商品`,
  ofChina: (dir: string) => `占中国农产品${dir}`,
  monthLabel: '月份',
  hsSource: '商品分类：世界海关组织《商品名称及编码协调制度》（HS 2022）第 01–24 章',
  partnerSource: '国家（地区）代码：中国海关贸易伙伴代码，对照 ISO 3166',
  mapSource: '地图：@surbowl/world-geo-json-zh（Unlicense）',
} as const;

/** The import families' texts. */
export const TRADE_IMPORT_MSG = {
  monthRequired: '请填写月份',
  valueRequired: '请填写美元金额',
  valueInvalid: '金额应为不小于 0 的整数',
  quantityInvalid: '数量应为不小于 0 的数字（最多一位小数）',
  unitTooLong: '计量单位最多 6 个字',
  rmbMissing: (month: string) => `${month} 没有汇率，请填写人民币金额`,
  rateRequired: '请填写税率',
  rateInvalid: '税率应为 0 至 1000 的数字（%，最多两位小数）',
  kindInvalid: '税率类型应为 最惠国、普通、暂定 或 协定',
  agreementRequired: '协定税率请填写协定名称',
  agreementForbidden: '只有协定税率填写协定名称',
  notSixDigits: '请填写 6 位商品编码',
  futureMonth: '月份不能晚于上个月',
  unknownCodeNamed: (code: string) => `没有找到商品编码“${code}”`,
  unknownPartnerNamed: (name: string) => `没有找到国家（地区）“${name}”`,
  groupRequired: '请填写类别（肉类、水果、粮食、乳品）',
  groupTooLong: '类别最多 8 个字',
  productRequired: '请填写产品名称',
  productTooLong: '产品名称最多 12 个字',
  /** A permitted-origins product without HS codes (PERMIT_PRODUCT_CODES): no product page would show it. */
  unknownPermitProduct: (name: string, known: readonly string[]) =>
    `“${name}”不是已收录的准入产品，请填写：${known.join('、')}`,
  noteTooLong: '备注最多 100 个字',
} as const;
