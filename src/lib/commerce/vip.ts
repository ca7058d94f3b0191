/** VIP membership: its eight benefits (one source for the header panel and /user/vip) and its status. */
import { chinaDate } from '#lib/chinaTime.ts';
import { isActiveUntil } from '#lib/stores/auth.ts';
import type { VegVipFeature } from '#lib/vegetable/access.ts';

export interface VipBenefit {
  key: string;
  title: string;
  description: string;
  /** The 蔬菜行情 features this benefit opens to a VIP: the gates read them here (vegFeatureOpen), never a copy. */
  vegetable?: readonly VegVipFeature[];
}

export const VIP_BENEFITS: readonly VipBenefit[] = [
  { key: 'reports', title: '全部研究报告免费阅读', description: '平台发布的研究报告全文免费阅读' },
  { key: 'memberPrice', title: '数据产品会员价', description: '购买数据产品享受会员专属价格' },
  { key: 'export', title: '数据检索无限导出', description: '数据检索结果导出不限次数' },
  { key: 'reference', title: '行业参考全文', description: '行业参考与期刊资料全文在线阅读' },
  { key: 'service', title: '专属客服', description: '专属客服一对一解答使用问题' },
  { key: 'custom', title: '定制服务优先', description: '定制数据与定制报告需求优先排期' },
  {
    key: 'vegetable',
    title: '蔬菜行情历史数据',
    description: '查看蔬菜批发价格近90天、近1年、近3年的完整历史走势',
    vegetable: ['history'],
  },
  { key: 'points', title: '积分加倍', description: '参与积分活动获得的积分加倍' },
];

export interface VipStatus {
  active: boolean;
  /** YYYY-MM-DD of the expiry when there is one (past or future). */
  until: string | null;
}

/** Spec §4: VIP is active when vip_expire is later than now. */
export function vipStatus(expire: string | number | null | undefined, now: number = Date.now()): VipStatus {
  const active = isActiveUntil(expire, now);
  if (expire === null || expire === undefined || expire === '') return { active, until: null };
  const ms = typeof expire === 'number' ? expire * 1000 : Date.parse(expire);
  if (!Number.isFinite(ms)) return { active: false, until: null };
  return { active, until: chinaDate(ms) };
}
