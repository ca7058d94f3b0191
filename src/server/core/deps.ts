/** What the app is made with (`createApp(deps)`): handlers read it as `c.get('deps')`, services take the parts they need. */
import type { ZodType } from 'zod';
import type { Db } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import type { SmsProvider } from '#server/providers/sms.ts';
import type { MemberCache } from '#server/http/memberCache.ts';
import type { PublicCache } from '#server/http/publicCache.ts';
import type { ViewCounter } from '#server/services/content/views.ts';
import type { BaikeViewGate } from '#server/services/baike/viewGate.ts';
import type { FileStore } from '#server/services/files/store.ts';

/** Merchant settings of the payment channels (providers/pay/config.ts). */
type PaySetting = Extract<keyof Env, `WXPAY_${string}` | `ALIPAY_${string}`>;

/** What the API needs of the publisher (services/publish/publisher.ts). */
export interface PublishHooks {
  /** Content changed: make sure a rebuild will pick it up. */
  notify(): void;
  /** Id of the last content event the live pages include. */
  watermark(): number;
}

export interface Deps {
  db: Db;
  driver: 'pglite' | 'postgres';
  version: string;
  /** Proxies trusted to append to X-Forwarded-For (TRUST_PROXY); 0: the socket's address is the client's. */
  proxyHops: number;
  now: () => Date;
  /** Secret keying the hashes of one-time codes. */
  secret: string;
  sms: SmsProvider;
  /** Where stored files live (FILES_DIR or the S3 bucket, `fileStoreFor.ts`): every file is read and written here. */
  files: FileStore;
  /** HTTP client for provider calls (OAuth); tests route it into the app so the simulator answers. */
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** The rebuild queue of the prebuilt pages; null where pages are not prebuilt (`astro dev`, most API tests). */
  publisher: PublishHooks | null;
  /** The cache of public answers (`publicCache.ts`); createApp makes one when none is given. */
  publicCache?: PublicCache;
  /** Who tokens sign in, kept a moment (`memberCache.ts`); none in most API tests (their fixtures write rows directly). */
  members?: MemberCache;
  /** Views counted on cached answers, written in batches; createApp makes one when none is given. */
  views?: ViewCounter;
  /** Which 农业百科 answers are page views (once per visitor, entry and day; a limit per address); createApp makes one. */
  baikeViewGate?: BaikeViewGate;
  /**
   * Start building waiting 导出我的数据 now, off the request (runtime.ts; serve.ts's minute poll catches any left);
   * none in API tests, which run the builder themselves and so never see it write between their calls.
   */
  buildExports?: () => void;
  /** Tests only: told which schema each matched route validates with (the bad-input test learns them so). */
  seeSchema?: (route: string, schema: ZodType) => void;
  /** Settings of outside services (OAuth apps, public origin). */
  env: Pick<
    Env,
    'NODE_ENV' | 'PUBLIC_URL' | 'WX_APPID' | 'WX_SECRET' | 'QQ_APPID' | 'QQ_APPKEY' | 'FILES_DIR' | PaySetting
  > &
    Partial<Pick<Env, 'SMS_PER_IP_DAILY'>>;
}
