/** The one reader of process.env: validated, with defaults; exits with the field errors. */
import { z } from 'zod';
import { logFor } from '#server/core/log.ts';

/**
 * The operator's facts the pages print (footer, maps, contacts): outside production clearly demo values; production
 * requires each in its official form (IDENTITY_FORMS) and refuses the demo ones. The build reads them (pages are
 * prebuilt), as does the server.
 */
const identitySchema = {
  /** The site's short and full names: header, titles, documents. */
  SITE_NAME: z.string().min(1).default('BEEDATA'),
  SITE_FULL_NAME: z.string().min(1).default('BEEDATA 农业产业数据服务平台'),
  /** The operating company (主办单位), as on its business licence and its ICP filing. */
  SITE_COMPANY: z.string().min(1).default('蜂数（北京）农业科技有限公司（演示）'),
  /** ICP 备案号, linked to the MIIT filing site in the footer. */
  SITE_ICP: z.string().min(1).default('京ICP备00000000号-演示'),
  /** 公安机关备案号 (全国互联网安全管理服务平台); its 14 digits make the footer's link. */
  SITE_POLICE_RECORD: z.string().min(1).default('京公网安备00000000000000号-演示'),
  /** 增值电信业务经营许可证 (EDI/ICP 经营许可证) for the paid services; required in production once a payment channel is set. */
  SITE_TELECOM_LICENCE: z.string().min(1).optional(),
  /** The map's 审图号, shown under every map. */
  SITE_MAP_REVIEW: z.string().min(1).default('GS（0000）0000号-演示'),
  /** Customer service: WeChat id shown under its QR code, the chat address the QR code opens, hours, phone, e-mail. */
  SITE_SERVICE_WECHAT: z.string().min(1).default('demo_kefu'),
  SITE_SERVICE_URL: z.url().default('https://work.weixin.qq.com/kfid/demo_kefu'),
  SITE_SERVICE_HOURS: z.string().min(1).default('工作日 9:00–18:00'),
  SITE_SERVICE_PHONE: z.string().min(1).default('400-000-0000（演示）'),
  SITE_SERVICE_EMAIL: z.email().default('service@beedata.example'),
  /** The official account encoded in the follow-us QR code, and the data cloud opened from the header. */
  SITE_FOLLOW_URL: z.url().default('https://weixin.qq.com/r/beedata-agri'),
  SITE_DATA_CLOUD_URL: z.url().default('https://cloud.beedata.com.cn/'),
};

/** A value that is still a demo or made-up one: marked 演示/demo, a run of zeros, or an example domain. */
const PLACEHOLDER = /演示|demo|0{8,}|\.example\b|example\.(com|org|net)/i;

/** The official form of each identity setting production requires (a placeholder is refused too). */
export const IDENTITY_FORMS = {
  SITE_COMPANY: { form: /^\S.{3,}$/u, what: 'the operating company, as on its business licence' },
  SITE_ICP: {
    form: /^\p{Script=Han}ICP备\d{8,10}号(-\d{1,3})?$/u,
    what: 'the ICP 备案号, e.g. 京ICP备12345678号-1',
  },
  SITE_POLICE_RECORD: {
    form: /^\p{Script=Han}公网安备\d{14}号$/u,
    what: 'the 公安机关备案号, e.g. 京公网安备11010502012345号',
  },
  SITE_MAP_REVIEW: {
    form: /^GS\p{Script=Han}?[（(](19|20)\d{2}[）)]\d{3,5}号$/u,
    what: "the map's 审图号, e.g. GS（2024）0650号",
  },
  SITE_SERVICE_WECHAT: { form: /^[A-Za-z][-_A-Za-z0-9]{5,19}$/, what: 'the customer-service WeChat id' },
  SITE_SERVICE_URL: { form: /^https:\/\//, what: 'the customer-service chat address (https)' },
  SITE_SERVICE_PHONE: { form: /^[0-9][-0-9 ]{6,18}[0-9]$/, what: 'the customer-service phone number' },
  SITE_SERVICE_EMAIL: { form: /@/, what: 'the customer-service e-mail address' },
} as const;

/** 增值电信业务经营许可证 number, e.g. 京B2-20261234. */
const TELECOM_LICENCE = /^\p{Script=Han}?[AB]\d-\d{8}$/u;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const logLevelSchema = z.enum(LOG_LEVELS).default('info');

/**
 * LOG_LEVEL alone, for the logger (made at import, before readEnv runs); a wrong value is refused by readEnv. A hoisted
 * function using nothing else of this module: log.ts calls it while this module, which logs through log.ts, may still
 * be loading.
 */
export function logLevel(source: NodeJS.ProcessEnv = process.env): (typeof LOG_LEVELS)[number] {
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
  return levels.find((l) => l === source.LOG_LEVEL) ?? 'info';
}

const schema = z
  .object({
    // The process: its mode, its address.
    /** `production` is one explicit choice, checked against docs/production.md's table at start (and by the build). */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Unset: 127.0.0.1 outside production (the simulators must not face the network), all interfaces in production. */
    HOST: z.string().min(1).optional(),
    /** The port this process listens on (one per web process behind nginx). */
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    // The database, the uploaded files and the built site.
    /** postgres://… selects PostgreSQL; unset selects the embedded PGlite under DATA_DIR. */
    DATABASE_URL: z.url().optional(),
    /**
     * PostgreSQL connections per web process; processes × this must stay under the server's max_connections. At least
     * 2: a publish run holds one for its whole run (its lock) while its queries and its page build need another.
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
    /** Production on the embedded database (one process, no fsync) must be chosen: 1. Without DATABASE_URL it is refused. */
    EMBEDDED_DATABASE: z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
    /** The embedded database's folder, and the files' unless FILES_DIR says otherwise. */
    DATA_DIR: z.string().default('./data'),
    /** Uploaded files (report PDFs and their previews); default <DATA_DIR>/files, also with PostgreSQL. */
    FILES_DIR: z.string().optional(),
    /** The full build served by serve.ts; publishing writes its generations beside it, in <DIST_DIR>-live. */
    DIST_DIR: z.string().default('./dist'),
    /** Load demo members and content into an empty database; default on for the embedded one; refused in production. */
    DEMO: z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
    // Object storage for the files (instead of FILES_DIR).
    /**
     * S3-compatible object storage (Aliyun OSS, Tencent COS, MinIO) for uploads, report PDFs, previews and exports:
     * endpoint, bucket and both keys, or none of them (files on local disk under FILES_DIR).
     */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Path-style addresses (MinIO, s3rver): 1; virtual-hosted bucket names (Aliyun OSS, Tencent COS): 0. */
    S3_FORCE_PATH_STYLE: z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
    /** Key prefix in the bucket (`portal/`), so one bucket can hold several sites or environments. */
    S3_PREFIX: z
      .string()
      .regex(/^([a-z0-9][a-z0-9._-]*\/)*$/, 'S3_PREFIX: empty, or lower-case folders each ending in /')
      .default(''),
    /**
     * Several web machines: the publisher ships each generation of pages to the bucket and every machine serves the
     * one the bucket names within seconds (services/publish/bucket/). Needs S3_* and the same full build everywhere.
     */
    SITE_IN_BUCKET: z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
    // Behind a proxy, the public address, the secret.
    /**
     * How many proxies in front of the server append to X-Forwarded-For (nginx with $proxy_add_x_forwarded_for: 1;
     * a CDN in front of nginx: 2); the client's address is that many entries from the right. 0: the socket's.
     */
    TRUST_PROXY: z
      .union([
        z.enum(['true', 'false']).transform((v) => (v === 'true' ? 1 : 0)),
        z.string().regex(/^\d$/).transform(Number),
      ])
      .default(0),
    /**
     * Public origin of the site: OAuth redirect addresses, payment notification and simulator addresses. Required
     * in production; elsewhere unset means this server on its own HOST and PORT (never a request's Host header).
     */
    PUBLIC_URL: z.url().optional(),
    /** Keys HMACs of one-time codes; must be set in production. */
    APP_SECRET: z.string().min(16).default('dev-only-secret-change-me-0123456789'),
    // SMS codes.
    /** SMS: 'dev' logs codes to the local simulator; 'aliyun' sends through Aliyun SMS. */
    SMS_PROVIDER: z.enum(['dev', 'aliyun']).default('dev'),
    /** SMS codes one client address may ask for in a day (raise it for many members behind one NAT). */
    SMS_PER_IP_DAILY: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Aliyun SMS (SMS_PROVIDER=aliyun): AccessKey, signature, a template with a ${code} variable, endpoint. */
    ALIYUN_ACCESS_KEY_ID: z.string().optional(),
    ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
    ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com/'),
    // Sign-in with WeChat and QQ.
    /** WeChat Open Platform website app; unset: the local simulator stands in. */
    WX_APPID: z.string().optional(),
    WX_SECRET: z.string().optional(),
    /** QQ Connect app; unset: the local simulator stands in. */
    QQ_APPID: z.string().optional(),
    QQ_APPKEY: z.string().optional(),
    // Payment channels.
    /**
     * WeChat Pay v3 merchant (Native pay). All unset: the local payment simulator stands in outside production;
     * in production the channel is then not offered. Half-set: refused at start.
     */
    WXPAY_MCHID: z.string().optional(),
    /** AppID bound to the merchant number. */
    WXPAY_APPID: z.string().optional(),
    /** Serial number of the merchant API certificate (signs our requests). */
    WXPAY_SERIAL: z.string().optional(),
    /** Merchant API private key (apiclient_key.pem): PEM text or a file path. */
    WXPAY_PRIVATE_KEY: z.string().optional(),
    /** APIv3 key, 32 characters: decrypts notification resources. */
    WXPAY_APIV3_KEY: z.string().optional(),
    /** WeChat Pay public key ID (PUB_KEY_ID_…) and the public key (PEM text or a file path): verify answers and notifications. */
    WXPAY_PUBLIC_KEY_ID: z.string().optional(),
    WXPAY_PUBLIC_KEY: z.string().optional(),
    /** API origin; unset: https://api.mch.weixin.qq.com/. */
    WXPAY_API_BASE: z.url().optional(),
    /** Alipay open platform app (PC page pay). Same rules as WXPAY_*: all or none. */
    ALIPAY_APPID: z.string().optional(),
    /** App private key, PKCS8: PEM text, bare base64 or a file path. */
    ALIPAY_PRIVATE_KEY: z.string().optional(),
    /** Alipay public key (verifies notifications and answers): PEM text, bare base64 or a file path. */
    ALIPAY_PUBLIC_KEY: z.string().optional(),
    /** Gateway; unset: https://openapi.alipay.com/gateway.do. */
    ALIPAY_GATEWAY: z.url().optional(),
    // Logs and metrics.
    /** Level of the JSON log lines on stdout (pino); `silent` writes none. */
    LOG_LEVEL: logLevelSchema,
    /** Log every page a publish wrote and removed. */
    PUBLISH_DEBUG: z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
    /** Opens GET /metrics to a scraper that is not on this machine (Authorization: Bearer …); unset: loopback only. */
    METRICS_TOKEN: z.string().min(16).optional(),
    // The site's identity, printed on the pages (the build reads them too).
    ...identitySchema,
  })
  .transform((e) => {
    const HOST = e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
    return {
      ...e,
      HOST,
      // Outside production the footer shows a demo licence; production shows one only when it is set.
      SITE_TELECOM_LICENCE:
        e.SITE_TELECOM_LICENCE ?? (e.NODE_ENV === 'production' ? undefined : '京B2-00000000-演示'),
      // FILES_DIR follows DATA_DIR unless set on its own.
      FILES_DIR: e.FILES_DIR ?? `${e.DATA_DIR.replace(/\/+$/, '')}/files`,
      // Empty in production without PUBLIC_URL: productionProblems refuses to start.
      PUBLIC_URL: (e.PUBLIC_URL ?? (e.NODE_ENV === 'production' ? '' : ownOrigin(HOST, e.PORT))).replace(
        /\/+$/,
        '',
      ),
    };
  });

/**
 * This server's own origin from its settings. Loopback and all-interfaces hosts are named localhost, as the
 * README and the start log name them: cookies set through the simulators belong to the same site.
 */
export function ownOrigin(host: string, port: number): string {
  const local = /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|::1?|\[::1?\])$/i.test(host);
  const name = local ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export type Env = z.infer<typeof schema>;

/** Every server setting's rule by name, in env.ts's order: `.env.example` is made from them and their comments. */
export const SETTINGS = schema.in.shape;

/** Settings of each payment channel: all set (real merchant) or none (simulator, or not offered in production). */
export const PAY_SETTINGS = {
  wechat: [
    'WXPAY_MCHID',
    'WXPAY_APPID',
    'WXPAY_SERIAL',
    'WXPAY_PRIVATE_KEY',
    'WXPAY_APIV3_KEY',
    'WXPAY_PUBLIC_KEY_ID',
    'WXPAY_PUBLIC_KEY',
  ],
  alipay: ['ALIPAY_APPID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'],
} as const;

/** Object storage: all of these set (files in the bucket) or none (files on local disk). */
export const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** A half-configured bucket would put some files on disk and look for them in the bucket. */
function storageProblems(env: Env): string[] {
  const missing = S3_SETTINGS.filter((n) => !env[n]);
  if (missing.length > 0 && missing.length < S3_SETTINGS.length)
    return [`${missing.join(', ')}: set all of ${S3_SETTINGS.join(', ')} or none`];
  if (env.SITE_IN_BUCKET && missing.length > 0)
    return [`SITE_IN_BUCKET: the pages go through the bucket, so set ${S3_SETTINGS.join(', ')}`];
  return [];
}

/** A half-configured merchant is a mistake in any environment: it would silently fall back or fail at payment. */
function paymentProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const names of Object.values(PAY_SETTINGS)) {
    const missing = names.filter((n) => !env[n]);
    if (missing.length > 0 && missing.length < names.length)
      problems.push(`${missing.join(', ')}: set all of ${names.join(', ')} or none`);
  }
  if (env.WXPAY_APIV3_KEY && Buffer.byteLength(env.WXPAY_APIV3_KEY) !== 32)
    problems.push('WXPAY_APIV3_KEY: must be the 32-character APIv3 key');
  if (env.WXPAY_PUBLIC_KEY_ID && !env.WXPAY_PUBLIC_KEY_ID.startsWith('PUB_KEY_ID_'))
    problems.push('WXPAY_PUBLIC_KEY_ID: the WeChat Pay public key ID starts with PUB_KEY_ID_');
  return problems;
}

/**
 * Production prints the operator's real facts: each identity setting set, in its official form, not a demo value
 * (the build as well as the server: the pages carry them). Paid services need the 增值电信业务经营许可证.
 */
function identityProblems(env: Env): string[] {
  const problems: string[] = [];
  const source = env as unknown as Record<string, string | undefined>;
  for (const [name, { form, what }] of Object.entries(IDENTITY_FORMS)) {
    const value = source[name] ?? '';
    if (!form.test(value) || PLACEHOLDER.test(value))
      problems.push(
        `${name}: 生产环境须填写真实的${IDENTITY_LABELS[name as IdentityName]}（${what}; now ${value || 'unset'}）`,
      );
  }
  const paid = Object.values(PAY_SETTINGS).some((names) => names.every((n) => env[n]));
  const licence = env.SITE_TELECOM_LICENCE ?? '';
  if (paid && (!TELECOM_LICENCE.test(licence) || PLACEHOLDER.test(licence)))
    problems.push(
      `SITE_TELECOM_LICENCE: 开通付费服务须填写增值电信业务经营许可证编号（the licence for paid services, e.g. 京B2-20261234; now ${licence || 'unset'}）`,
    );
  return problems;
}

type IdentityName = keyof typeof IDENTITY_FORMS;

/** The settings' names in the refusals, in Chinese. */
const IDENTITY_LABELS: Record<IdentityName, string> = {
  SITE_COMPANY: '主办单位名称',
  SITE_ICP: 'ICP备案号',
  SITE_POLICE_RECORD: '公安机关备案号',
  SITE_MAP_REVIEW: '地图审图号',
  SITE_SERVICE_WECHAT: '客服微信号',
  SITE_SERVICE_URL: '客服地址',
  SITE_SERVICE_PHONE: '客服电话',
  SITE_SERVICE_EMAIL: '客服邮箱',
};

/** Demo members and content are loaded outside production only: on the embedded database, or as DEMO says. */
export const loadsDemo = (env: Env): boolean =>
  env.NODE_ENV !== 'production' && (env.DEMO ?? !env.DATABASE_URL);

/**
 * Production refuses development secrets, simulators and demo data. `database`: only what a page build's database
 * needs (it builds without the server's secrets).
 */
export function productionProblems(env: Env, scope: 'server' | 'database' = 'server'): string[] {
  if (env.NODE_ENV !== 'production') return [...paymentProblems(env), ...storageProblems(env)];
  const problems: string[] = [...paymentProblems(env), ...storageProblems(env)];
  if (env.DEMO) problems.push('DEMO: demo members and content are never loaded in production');
  if (!env.DATABASE_URL && !env.EMBEDDED_DATABASE)
    problems.push(
      'DATABASE_URL: required in production, or EMBEDDED_DATABASE=1 for the embedded database (one process, no fsync)',
    );
  problems.push(...identityProblems(env));
  if (scope === 'database') return problems;
  if (env.APP_SECRET.startsWith('dev-only')) problems.push('APP_SECRET: set a real secret in production');
  if (env.SMS_PROVIDER === 'dev')
    problems.push('SMS_PROVIDER: the development SMS simulator cannot run in production');
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (OAuth redirect addresses)');
  return problems;
}

export function readEnv(
  source: NodeJS.ProcessEnv = process.env,
  scope: 'server' | 'database' = 'server',
): Env {
  const parsed = schema.safeParse(source);
  const problems = parsed.success ? productionProblems(parsed.data, scope) : [];
  if (parsed.success && problems.length === 0) return parsed.data;
  const named = problems.length
    ? problems
    : (parsed.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
  // The one line says every problem: the operator reads it in the journal as it is.
  logFor('env').fatal({ problems: named }, `Invalid environment: ${named.join('; ')}`);
  process.exit(1);
}

/**
 * The page build's database settings, in the mode the operator chose: astro build sets NODE_ENV=production when it is
 * unset, so `npm run build` hands the chosen one over as PORTAL_NODE_ENV (scripts/astro-build.mjs). A bare
 * `astro build` counts as production. The server's own checks (secrets, SMS) are not the build's.
 */
export const databaseEnv = (source: NodeJS.ProcessEnv = process.env): Env =>
  readEnv({ ...source, NODE_ENV: source.PORTAL_NODE_ENV || source.NODE_ENV }, 'database');

/** Why the process is in its mode, for the start line: `NODE_ENV=production` or `NODE_ENV unset`. */
export const modeReason = (source: NodeJS.ProcessEnv = process.env): string =>
  source.NODE_ENV ? `NODE_ENV=${source.NODE_ENV}` : 'NODE_ENV unset';

const buildSchema = z.object({
  /** Build folder of `astro build` (parallel browser-test runs and rebuilds use their own). */
  ASTRO_OUT_DIR: z.string().default('./dist'),
  /** The warm renderer asks the running server for content (its embedded database admits one process), with this token. */
  PORTAL_SOURCE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  PORTAL_SOURCE_TOKEN: z.string().default(''),
});

export type BuildEnv = z.infer<typeof buildSchema>;

/** The settings of `astro build`, the build scripts and the page renderer (`renderer/client.ts` sets the source). */
export function buildEnv(source: NodeJS.ProcessEnv = process.env): BuildEnv {
  return buildSchema.parse(source);
}

/** The environment a child process inherits, with changes (a rebuild's `astro build`). */
export function childEnv(changes: NodeJS.ProcessEnv, drop: string[] = []): NodeJS.ProcessEnv {
  const env = { ...process.env, ...changes };
  for (const name of drop) delete env[name];
  return env;
}
