/** The operator's settings the identity is made of (SITE_* in src/server/env.ts, which gives the demo defaults). */
export interface IdentitySettings {
  SITE_NAME: string;
  SITE_FULL_NAME: string;
  SITE_COMPANY: string;
  SITE_ICP: string;
  SITE_POLICE_RECORD: string;
  SITE_TELECOM_LICENCE?: string;
  SITE_MAP_REVIEW: string;
  SITE_SERVICE_WECHAT: string;
  SITE_SERVICE_URL: string;
  SITE_SERVICE_HOURS: string;
  SITE_SERVICE_PHONE: string;
  SITE_SERVICE_EMAIL: string;
  SITE_FOLLOW_URL: string;
  SITE_DATA_CLOUD_URL: string;
}

/** Where the footer's ICP 备案号 links: the MIIT filing site. */
export const ICP_FILING_URL = 'https://beian.miit.gov.cn/';

/** The public-security filing's page of one record, by the record's 14 digits. */
export const policeRecordUrl = (record: string): string =>
  `http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=${record.replace(/\D/g, '')}`;

/** The customer-service contacts, as islands receive them from their page. */
export interface ServiceContact {
  wechat: string;
  url: string;
  hours: string;
  phone: string;
  email: string;
}

/**
 * Site-wide facts shown in the layout, the maps and the documents. Pages read them as `SITE` (`#content/site.ts`,
 * made from the operator's settings at build time); islands receive what they show as props.
 */
export function siteIdentity(s: IdentitySettings) {
  return {
    name: s.SITE_NAME,
    fullName: s.SITE_FULL_NAME,
    description: '聚焦农业产业的数据服务平台：行业资讯、农业政策、研究报告、数据检索、数据产品与定制服务。',
    /** External data cloud site, opened in a new tab from the header. */
    dataCloudUrl: s.SITE_DATA_CLOUD_URL,
    /** Official account page encoded in the follow-us QR code. */
    followUrl: s.SITE_FOLLOW_URL,
    service: {
      wechat: s.SITE_SERVICE_WECHAT,
      url: s.SITE_SERVICE_URL,
      hours: s.SITE_SERVICE_HOURS,
      phone: s.SITE_SERVICE_PHONE,
      email: s.SITE_SERVICE_EMAIL,
    } satisfies ServiceContact,
    company: s.SITE_COMPANY,
    icp: { number: s.SITE_ICP, url: ICP_FILING_URL },
    policeRecord: { number: s.SITE_POLICE_RECORD, url: policeRecordUrl(s.SITE_POLICE_RECORD) },
    /** 增值电信业务经营许可证; null when the operator sells nothing (production without a payment channel). */
    telecomLicence: s.SITE_TELECOM_LICENCE ?? null,
    /** The map's 审图号, printed under every map. */
    mapReview: s.SITE_MAP_REVIEW,
  } as const;
}

export type SiteIdentity = ReturnType<typeof siteIdentity>;

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
