/** Community groups shown on /group; each QR code encodes its join link. */
export interface CommunityGroup {
  key: string;
  name: string;
  audience: string;
  topics: string[];
  joinUrl: string;
}

export const COMMUNITY_GROUPS: readonly CommunityGroup[] = [
  {
    key: 'data',
    name: '农业数据交流群',
    audience: '农业数据分析师、研究人员与数据产品用户',
    topics: ['数据口径答疑', '新数据上线通知', '分析方法交流'],
    joinUrl: 'https://work.weixin.qq.com/gm/beedata-data',
  },
  {
    key: 'vegetable',
    name: '蔬菜行情交流群',
    audience: '批发商、种植户与采购人员',
    topics: ['每日价格播报', '产地与销地行情', '供需信息对接'],
    joinUrl: 'https://work.weixin.qq.com/gm/beedata-veg',
  },
  {
    key: 'trade',
    name: '农产品外贸交流群',
    audience: '进出口企业、报关与贸易从业者',
    topics: ['月度进出口数据', '关税与检疫政策', '海外市场动态'],
    joinUrl: 'https://work.weixin.qq.com/gm/beedata-trade',
  },
  {
    key: 'policy',
    name: '农业政策研读群',
    audience: '涉农企业管理者、合作社与基层农技人员',
    topics: ['政策原文速递', '补贴申报指引', '专家解读直播'],
    joinUrl: 'https://work.weixin.qq.com/gm/beedata-policy',
  },
];

export const COMMUNITY_RULES: readonly string[] = [
  '入群请备注“姓名-单位-关注领域”，便于群管理员审核。',
  '交流以农业产业与数据为主题，禁止发布广告、链接引流与无关内容。',
  '平台数据转载请注明来源“BEEDATA 农业产业数据服务平台”。',
  '群内观点仅代表发言者个人，不构成投资或经营建议。',
];
