/**
 * What the vegetable VIP opens (spec §4: active when vegetable_expire is later than now). One source for the server's
 * checks, the islands' locks and the list on /application/vegetable/vip.
 *
 * Everyone: the latest day's prices of every market, the class index and its history, one product's national
 * average over the last 30 days, its markets ranked by latest price, each market's profile and latest prices, and the
 * title, summary and figures of every survey report. Vegetable VIPs: everything below.
 */
import { isActiveUntil } from '#lib/stores/auth.ts';
import { VIP_BENEFITS } from '#lib/commerce/vip.ts';

export const VEG_RANGES = ['30d', '90d', '1y', '3y'] as const;
export type VegRange = (typeof VEG_RANGES)[number];

export const VEG_RANGE_DAYS: Record<VegRange, number> = { '30d': 30, '90d': 90, '1y': 365, '3y': 1095 };
export const VEG_RANGE_LABEL: Record<VegRange, string> = {
  '30d': '近30天',
  '90d': '近90天',
  '1y': '近1年',
  '3y': '近3年',
};

/** The one range open to visitors and members. */
export const VEG_FREE_RANGE: VegRange = '30d';

export const VEG_VIP_FEATURES = {
  history: { title: '完整历史价格', text: '近90天、近1年、近3年的每日价格走势与明细' },
  markets: { title: '分市场价格走势', text: '任选多个批发市场同图对比，看清产地与销地价差' },
  seasonal: { title: '季节对比', text: '今年价格与过去三年同期的最低—最高区间逐周对比' },
  download: { title: '数据下载', text: '任一价格序列导出为 CSV 或 Excel 表格' },
  reports: { title: '市场调研报告全文', text: '各批发市场每周调研报告全文阅读' },
} as const;
export type VegVipFeature = keyof typeof VEG_VIP_FEATURES;

/** Spec §4. */
export const vegetableVipActive = (expire: string | number | null | undefined, now: number = Date.now()) =>
  isActiveUntil(expire, now);

/** What a caller's memberships open: a vegetable VIP every feature, a VIP those its benefits list (VIP_BENEFITS). */
export function vegFeatureOpen(
  feature: VegVipFeature,
  caller: { vip: boolean; vegetableVip: boolean },
): boolean {
  if (caller.vegetableVip) return true;
  return caller.vip && VIP_BENEFITS.some((b) => b.vegetable?.includes(feature));
}

/** The first VIP-only feature a series request asks for, or null when anyone may have it. */
export function seriesFeature(q: {
  range?: VegRange;
  marketIds?: readonly number[];
  seasonal?: boolean;
}): VegVipFeature | null {
  if (q.seasonal) return 'seasonal';
  if (q.marketIds && q.marketIds.length > 0) return 'markets';
  if (q.range && q.range !== VEG_FREE_RANGE) return 'history';
  return null;
}

/** What everyone gets free (the VIP page says it next to the VIP's list). */
export const VEG_FREE_TEXT =
  '免费开放：各批发市场最新一日价格、蔬菜价格指数及其历史走势、单品近30天全国均价走势与各市场最新报价排名、市场概况，以及调研报告的标题、摘要和关键数据。';
