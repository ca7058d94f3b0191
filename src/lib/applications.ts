/** Application and data-service entries (spec §1), shown on the home page and /application/list. */
import {
  Apple,
  BookOpenText,
  Carrot,
  ClipboardPen,
  Database,
  FileChartColumn,
  Map,
  ScrollText,
  Search,
  Ship,
} from 'lucide-react';
import type { ComponentType } from 'react';

export interface Entry {
  key: string;
  name: string;
  href: string;
  summary: string;
  icon: ComponentType<{ size?: number; className?: string }>;
  /** What a user can look up there, shown as chips. */
  features: string[];
}

export const APPLICATIONS: readonly Entry[] = [
  {
    key: 'food',
    name: '食物营养',
    href: '/application/food',
    summary: '按类别浏览和检索食物成分，查看能量、蛋白质、维生素与矿物质含量。',
    icon: Apple,
    features: ['食物成分', '营养对比', '分类检索'],
  },
  {
    key: 'standard',
    name: '标准查询',
    href: '/application/standard/list',
    summary: '农业国家标准、行业标准与地方标准的编号、名称、状态和实施日期。',
    icon: ScrollText,
    features: ['国家标准', '行业标准', '实施状态'],
  },
  {
    key: 'vegetable',
    name: '蔬菜行情',
    href: '/application/vegetable/list',
    summary: '主要批发市场的蔬菜价格走势、涨跌与供需信息，支持按品种和市场查看。',
    icon: Carrot,
    features: ['批发价格', '价格走势', '供需信息'],
  },
  {
    key: 'baike',
    name: '农业百科',
    href: '/application/baike',
    summary: '作物、病虫害、农资与农业技术词条，会员可编写和评论词条。',
    icon: BookOpenText,
    features: ['作物', '病虫害', '农业技术'],
  },
  {
    key: 'trade',
    name: '进出口贸易',
    href: '/application/trade',
    summary: '农产品进出口数据：按产品、国别和口岸查看贸易量、金额与税率。',
    icon: Ship,
    features: ['产品目录', '国别贸易', '关税税率'],
  },
  {
    key: 'ast',
    name: '农业专题',
    href: '/application/ast',
    summary: '全国与分省农业主题数据，按年份排序，在地图上对比各地区。',
    icon: Map,
    features: ['分省数据', '年度对比', '地图展示'],
  },
];

export const DATA_SERVICES: readonly Entry[] = [
  {
    key: 'retrieval',
    name: '数据检索',
    href: '/data/retrieval',
    summary: '按数据领域、指标和地区检索农业统计数据，导出为 Excel。',
    icon: Search,
    features: ['指标树', '地区筛选', 'Excel导出'],
  },
  {
    key: 'product',
    name: '数据产品',
    href: '/data/product',
    summary: '整理好的行业数据集与数据报告，可在线预览并下载。',
    icon: Database,
    features: ['数据集', '在线预览', '下载'],
  },
  {
    key: 'dataCustom',
    name: '定制数据',
    href: '/data/customized',
    summary: '按您的口径采集、清洗与整理数据，交付数据库或数据表。',
    icon: ClipboardPen,
    features: ['数据采集', '数据清洗', '按需交付'],
  },
  {
    key: 'reportCustom',
    name: '定制报告',
    href: '/report/customized',
    summary: '行业研究、市场分析与可行性研究报告，由分析师团队定制撰写。',
    icon: FileChartColumn,
    features: ['行业研究', '市场分析', '专家撰写'],
  },
];
