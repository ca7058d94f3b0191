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
  portNameRequired: '请填写口岸名称',
  placeNameRequired: '请填写指定监管场地名称',
  customsRequired: '请填写所属海关',
  provinceRequired: '请填写省份',
  badPortKind: (kinds: readonly string[]) => `口岸类型应为：${kinds.join('、')}`,
  badPlaceKind: (kinds: readonly string[]) => `场地类型应为：${kinds.join('、')}`,
  placePortRequired: '请填写场地所在口岸',
  /** A place names its port (trade_ports): the product page shows the port's kind beside it. */
  unknownPort: (name: string) => `没有找到口岸“${name}”，请先导入该口岸`,
  groupRequired: '请填写类别（肉类、水果、粮食、乳品）',
  groupTooLong: '类别最多 8 个字',
  productRequired: '请填写产品名称',
  productTooLong: '产品名称最多 12 个字',
  /** A permitted-origins product without HS codes (PERMIT_PRODUCT_CODES): no product page would show it. */
  unknownPermitProduct: (name: string, known: readonly string[]) =>
    `“${name}”不是已收录的准入产品，请填写：${known.join('、')}`,
  noteTooLong: '备注最多 100 个字',
} as const;

/** The product page's texts (/application/trade/detail/{code}). */
export const TRADE_PRODUCT_MSG = {
  hsSource: '商品编码与英文名称：协调制度（HS 2022）；中文名称为本站编写，仅供参考',
  metricLabel: '指标',
  metric: { value: '金额', quantity: '数量', unit_value: '单价' },
  directionLabel: '贸易方向',
  mixedUnits: '该编码下各子目计量单位不同，数量与单价不汇总',
  cumulativeNote: '累计：1月至当月',
  showTable: '查看数据表',
  noFlows: '该商品暂无进出口数据',
  noFlowsHint: '以下下级商品有进出口数据：',
  noFlowsNoChildren: '可返回上级商品或产品目录查看其他商品。',
  noPartners: '所选月份没有该方向的贸易伙伴数据',
  loadFailed: '数据加载失败',
  retry: '重试',
  total: '合计',
  noRates: '暂无该商品的税率数据',
  noPermits: '该商品不在准入名单管理范围内（肉类、水果、粮食、乳品）',
  noPlaces: '暂无该商品的指定监管场地',
  noStandards: '暂未收录适用于该商品的标准',
  standardsNote: '商品与标准的对应关系为本站整理，仅供参考，以标准原文为准',
  permitNote: '准入名单来源：海关总署公布的准入国家（地区）名单（摘录）',
  partnerSource: '国别（地区）：海关《国别（地区）代码表》',
} as const;

/** The table downloads (CSV / Excel of every trade table): refusals, the island's words and the files' notes. */
export const TRADE_DOWNLOAD_MSG = {
  badTable: '请选择要下载的表格',
  badFormat: '下载格式应为 CSV（csv）或 Excel（xlsx）',
  loginRequired: '登录后即可下载数据',
  csv: '下载 CSV',
  xlsx: '下载 Excel',
  login: '登录后下载',
  demoSource: '数据来源：演示数据，由本站生成，非海关统计',
  /** Flows an operator imported (no demo row among them). */
  importedSource: '数据来源：本站导入的海关统计数据',
  tariffSource: '数据来源：演示税率，按税则量级由本站生成，非《进出口税则》原文',
  permitSource: '数据来源：海关总署准入国家（地区）名单，由本站整理，以海关总署公告为准',
  hsSource: '商品编码：协调制度（HS 2022）；中文名称由本站编写，非官方文本',
  partnerSource: '国家（地区）代码：海关总署《国别（地区）代码表》',
  /** The figures' unit: whole 美元 or 元, as the calls answer them. */
  currency: (label: string, unit: string) => `币种：${label}；金额单位：${unit}`,
  period: (from: string, to: string, period: string) =>
    from === to ? `统计期：${to}（${period}）` : `统计期：${from} 至 ${to}（${period}）`,
  months: (from: string, to: string) => `统计期：${from} 至 ${to}，逐月`,
} as const;

/** The product directory's words (/application/trade/product-directory). */
export const TRADE_DIRECTORY_MSG = {
  searchLabel: '搜索商品编码或名称',
  searchPlaceholder: '商品编码 / 名称 / 拼音 / 首字母，如：1201、0201.30、大豆、dadou、dd',
  searching: '正在搜索…',
  noMatch: (keyword: string) => `没有找到与“${keyword}”相关的商品编码，请换个编码前缀、名称或拼音试试`,
  noFlows: '暂无贸易数据',
  level: { 2: '章', 4: '品目', 6: '子目' },
  importHead: '进口额 · 同比',
  exportHead: '出口额 · 同比',
  importShort: '进口',
  exportShort: '出口',
  period: (from: string, to: string) => `${from} 至 ${to} 累计，金额单位：万美元（≥1亿以亿美元计）`,
  source:
    '商品编码与分类：协调制度（HS 2022，UN Comtrade 分类表，PDDL 1.0）；中文名称由本站编写，非官方文本。',
  demoNote: '分章进出口额为演示数据：按贸易季节规律由本站生成，非海关统计',
} as const;

/** The downloaded tables' column names, file names and notes (services/trade/tables.ts); `m` is 美元 or 元. */
export const TRADE_FILE_MSG = {
  month: '月份',
  rank: '排名',
  partner: '国家（地区）',
  customsCode: '海关代码',
  iso: 'ISO代码',
  code: '商品编码',
  name: '商品名称',
  chapter: '章',
  chapterName: '名称',
  group: '类别',
  permitProduct: '准入产品',
  note: '备注',
  permitted: '准入',
  yes: '是',
  no: '否',
  total: '合计',
  value: (d: string, m: string) => `${d}额（${m}）`,
  valuePrev: (m: string, d = '') => `${d}上年同期（${m}）`,
  yoy: (d = '') => `${d}同比（%）`,
  share: '占比（%）',
  quantity: (d = '', unit = '') => `${d}数量${unit ? `（${unit}）` : ''}`,
  unit: '计量单位',
  unitValue: (m: string, unit = '', d = '') => `${d}单价（${m}/${unit || '计量单位'}）`,
  balance: (m: string) => `贸易差额（${m}）`,
  rate: (label: string) => `${label}（%）`,
  stemSeries: (code: string, name: string, period: string, partner?: string) =>
    `${code} ${name}-进出口${period}${partner ? `-${partner}` : ''}`,
  stemOrigins: (code: string, name: string, direction: 'import' | 'export', month: string, period: string) =>
    `${code} ${name}-${direction === 'import' ? '进口来源地' : '出口目的地'}-${month}${period}`,
  stemByOrigin: (partner: string, d: string, month: string, period: string) =>
    `${partner}-${d}商品-${month}${period}`,
  stemCountry: (partner: string) => `${partner}-进出口逐月`,
  stemRates: (code: string, name: string) => `${code} ${name}-税率`,
  stemPermits: (product?: string) => `准入国家（地区）${product ? `-${product}` : ''}`,
  stemChapters: (from: string, to: string) => `农产品分章进出口-${from}至${to}`,
  cumulativeMonths: '（每月为当年 1 月至该月累计）',
  balanceNote: '贸易差额 = 出口额 − 进口额',
  partnerShareNote: (d: string) => `合计占比为该国（地区）占中国农产品${d}的比重`,
  rateSource: (source: string) => `税率来源：${source}`,
} as const;
