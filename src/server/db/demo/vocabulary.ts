/** Agricultural vocabulary and sentence templates the demo content is composed from (no real figures). */

export const COLUMNS = ['粮食', '蔬菜', '畜牧', '农资', '农产品贸易', '乡村振兴'] as const;

export const CATEGORIES = {
  news: ['市场动态', '产业观察', '生产进度', '科技前沿'],
  policy: ['中央政策', '地方政策', '政策解读', '项目申报'],
  report: ['行业报告', '市场月报', '专题研究', '年度报告'],
} as const;

/** Crops and products by column, so titles, tags and columns agree. */
export const CROPS_BY_COLUMN: Record<(typeof COLUMNS)[number], readonly string[]> = {
  粮食: ['玉米', '小麦', '水稻', '大豆', '马铃薯'],
  蔬菜: ['蔬菜', '大白菜', '番茄', '辣椒', '大蒜'],
  畜牧: ['生猪', '肉牛', '奶业', '家禽', '饲料'],
  农资: ['化肥', '农药', '种业', '农机', '饲料'],
  农产品贸易: ['大豆', '玉米', '水果', '棉花', '食糖'],
  乡村振兴: ['高标准农田', '冷链物流', '农村电商', '家庭农场', '数字农业'],
};

export const PESTS = ['草地贪夜蛾', '小麦条锈病', '稻飞虱', '玉米大斑病', '非洲猪瘟', '赤霉病'] as const;

export const TOPICS = [
  '高标准农田',
  '耕地保护',
  '秸秆综合利用',
  '节水灌溉',
  '绿色防控',
  '种业振兴',
  '农业机械化',
  '冷链物流',
  '农产品质量安全',
  '智慧农业',
] as const;

/** About forty tags: crops, pests and topics. */
export const TAGS = [
  ...new Set([
    '玉米',
    '小麦',
    '水稻',
    '大豆',
    '马铃薯',
    '生猪',
    '肉牛',
    '家禽',
    '奶业',
    '饲料',
    '蔬菜',
    '大白菜',
    '番茄',
    '辣椒',
    '大蒜',
    '水果',
    '棉花',
    '食糖',
    '化肥',
    '农药',
    '种业',
    '农机',
    ...PESTS,
    ...TOPICS,
    '农村电商',
    '家庭农场',
    '数字农业',
    '乡村振兴',
  ]),
];

/** Industries of references and data products: each is also a tag, so related reports can be found. */
export const INDUSTRIES = [
  '玉米',
  '小麦',
  '水稻',
  '大豆',
  '生猪',
  '家禽',
  '奶业',
  '蔬菜',
  '水果',
  '化肥',
  '种业',
  '农机',
] as const;

export const REGIONS = [
  '黑龙江',
  '吉林',
  '辽宁',
  '内蒙古',
  '河北',
  '河南',
  '山东',
  '江苏',
  '安徽',
  '湖北',
  '湖南',
  '江西',
  '四川',
  '云南',
  '广西',
  '广东',
  '新疆',
  '甘肃',
  '陕西',
  '山西',
] as const;

export const SOURCES = ['本站编辑部', '本站研究中心', '产业观察组', '市场分析组', '政策研究组'] as const;
export const AUTHORS = [
  '李明',
  '王芳',
  '张伟',
  '刘洋',
  '陈静',
  '赵磊',
  '孙丽',
  '周强',
  '吴敏',
  '郑涛',
] as const;

export const TRENDS = ['小幅上涨', '窄幅震荡', '稳中有降', '高位回落', '企稳回升', '持续走强'] as const;
export const FACTORS = [
  '新季上市节奏',
  '进口到港情况',
  '下游需求变化',
  '天气与墒情',
  '饲料成本',
  '物流运输',
  '政策性收储',
  '终端消费',
] as const;
export const SEASONS = ['春播', '夏收', '秋收', '冬储', '三夏', '秋冬种'] as const;
export const TASKS = ['生产指导', '防灾减灾', '技术推广', '质量监测', '产销对接', '市场调控'] as const;

export const NEWS_TITLES = [
  '{region}{crop}{season}进展顺利，农技人员下田开展{task}',
  '{crop}市场周评：价格{trend}，关注{factor}',
  '{region}推进{topic}建设，助力{crop}稳产增收',
  '{pest}进入防控关键期，{region}部署统防统治',
  '{crop}产业观察：{factor}成为近期市场焦点',
  '{region}举办{crop}产销对接会，企业与合作社签约合作',
  '{topic}新技术在{region}示范推广，{crop}种植户受益',
  '{crop}价格{trend}，业内人士解读{factor}影响',
] as const;

export const POLICY_TITLES = [
  '{region}印发{topic}工作方案（示例）',
  '{region}出台支持{crop}产业高质量发展的若干措施（示例）',
  '政策解读：{topic}相关支持政策要点梳理',
  '{region}启动{year}年{crop}{task}项目申报',
  '{topic}政策问答：种植户和合作社最关心的几个问题',
  '{region}部署{season}{crop}{task}工作',
] as const;

export const REPORT_TITLES = [
  '{year}年{crop}产业发展分析报告',
  '{crop}市场供需形势月度报告（{year}年{month}月）',
  '{topic}专题研究报告',
  '{region}{crop}产业链调研报告',
  '{crop}进出口贸易形势分析（{year}年）',
  '{year}年{crop}价格走势回顾与展望',
] as const;

export const PARAGRAPHS = [
  '近期，{region}各地抢抓农时，{crop}{season}工作有序推进。农业技术人员深入田间地头，围绕{task}开展巡回指导，帮助种植户解决生产中遇到的实际问题。',
  '从市场情况看，{crop}价格{trend}。业内人士认为，{factor}是影响后期走势的主要因素，建议经营主体合理安排购销节奏，避免盲目跟风。',
  '在{topic}方面，{region}坚持因地制宜、分类施策，把技术推广与经营主体培育结合起来，推动{crop}生产向标准化、规模化方向发展。',
  '当前正值{pest}防控的关键时期。植保部门提醒，要加强田间监测，发现问题及时处置，坚持绿色防控与科学用药相结合，减少化学农药使用。',
  '不少合作社负责人表示，随着{topic}的推进，{crop}生产的机械化水平和抗风险能力明显提升，种植效益更有保障。',
  '专家建议，下一步应继续完善{crop}产业链条，加强仓储、加工和冷链物流等环节建设，促进产销衔接，提升产品附加值。',
  '示例数据显示，样本地区{crop}种植户中，采用{topic}相关技术的比例较上一季有所提高（示例数据，仅供演示）。',
  '从需求端看，{crop}下游采购以按需补库为主，{factor}仍需持续关注。市场参与者普遍对后市保持谨慎乐观态度。',
] as const;

export const REPORT_SECTIONS = [
  '研究背景',
  '供需形势',
  '价格走势',
  '区域格局',
  '风险提示',
  '趋势展望',
] as const;

export const DEMO_NOTE =
  '（演示内容：本文由系统根据模板生成，仅用于展示效果，不代表任何机构的观点，文中数字均为示例数据。）';

export const REFERENCE_TITLES = [
  '{industry}产业链全景图谱',
  '{industry}行业发展现状与趋势分析',
  '{region}{industry}产业发展概况',
  '{industry}主要经营主体与区域布局',
  '{industry}生产成本与收益结构解析',
] as const;

export const SUBDETAIL_TITLES = [
  '产业概况',
  '上游投入品',
  '生产环节',
  '加工流通',
  '消费市场',
  '政策环境',
] as const;

export const ENTERPRISE_WORDS = [
  '沃土',
  '丰穗',
  '青禾',
  '垦泽',
  '绿原',
  '田润',
  '禾美',
  '稼穑',
  '穗源',
  '农鑫',
] as const;
export const ENTERPRISE_KINDS = [
  '农业科技有限公司',
  '种业有限公司',
  '食品有限公司',
  '牧业有限公司',
  '农资有限公司',
] as const;

export const PERIODICALS = ['农业产业观察', '农产品市场分析'] as const;

export const PRODUCT_TITLES = [
  '全国{industry}批发价格数据（日度）',
  '{industry}主产区生产情况数据集',
  '{industry}进出口贸易月度数据',
  '{region}{industry}产业统计数据汇编',
  '{industry}成本收益调查数据（年度）',
] as const;
export const FORMATS = ['xlsx', 'xlsx', 'csv', 'pdf'] as const;
export const FREQUENCIES = ['日度', '周度', '月度', '年度'] as const;

export const HOT_KEYWORDS = [
  '玉米',
  '生猪',
  '大豆',
  '化肥',
  '草地贪夜蛾',
  '高标准农田',
  '小麦',
  '种业',
  '蔬菜价格',
  '乡村振兴',
  '冷链物流',
  '数字农业',
] as const;

export const BANNERS = [
  { title: '农业产业数据服务平台', link: '/data/retrieval' },
  { title: '研究报告：洞察农业产业趋势', link: '/report/list' },
  { title: '行业观察：每日农业资讯', link: '/article/news' },
  { title: '数据产品：专业农业数据集', link: '/data/product' },
  { title: '定制服务：为您量身打造数据与报告', link: '/data/customized' },
] as const;

/** Fill {placeholders} from a map. */
export const fill = (template: string, vars: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? '');
