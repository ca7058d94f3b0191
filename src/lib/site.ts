/** Site-wide facts shown in the layout; one place to change them. */
export const SITE = {
  name: 'BEEDATA',
  fullName: 'BEEDATA 农业产业数据服务平台',
  description: '聚焦农业产业的数据服务平台：行业资讯、农业政策、研究报告、数据检索、数据产品与定制服务。',
  /** External data cloud site, opened in a new tab from the header. */
  dataCloudUrl: 'https://cloud.beedata.com.cn/',
  /** Official account page encoded in the follow-us QR code. */
  followUrl: 'https://weixin.qq.com/r/beedata-agri',
  /** Customer-service chat id shown under its QR code. */
  serviceChatId: 'beedata_kefu',
  serviceUrl: 'https://work.weixin.qq.com/kfid/beedata_kefu',
  serviceHours: '工作日 9:00–18:00',
  company: '蜂数（北京）农业科技有限公司',
  icp: '京ICP备20260001号',
} as const;

/** Layout constants of spec §9 (px). */
export const LAYOUT = {
  mainWidth: 1560,
  sideWidth: 280,
  contentWidth: 1280,
  headerHeight: 80,
} as const;

/** Behaviour constants of spec §9. */
export const TIMING = {
  headerShadowAt: 50,
  backToTopAt: 100,
  scrollThrottleMs: 500,
  toastMs: 3000,
  chunkReloadGuardMs: 60_000,
  progressThrottleMs: 200,
  progressDurationMs: 5000,
  fetchMinDisplayMs: 200,
  successDelayMs: 1000,
  smsCooldownS: 60,
  pollIntervalMs: 2000,
  /** The payment page's status poll: a paid order shows within ~1.5 s of the notification. */
  paymentPollMs: 1500,
  rememberMeS: 604_800,
} as const;

export const footerYear = (now: Date = new Date()): number => now.getFullYear();
