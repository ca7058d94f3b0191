/** The one reader of process.env: validated, with defaults; exits with the field errors. */
import { z } from 'zod';

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Unset: 127.0.0.1 outside production (the simulators must not face the network), all interfaces in production. */
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    /** postgres://… selects PostgreSQL; unset selects the embedded PGlite under DATA_DIR. */
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    /** Uploaded files (report PDFs and their previews); default <DATA_DIR>/files, also with PostgreSQL. */
    FILES_DIR: z.string().optional(),
    /** Static build served by serve.ts. */
    DIST_DIR: z.string().default('./dist'),
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
    /** SMS: 'dev' logs codes to the local simulator; 'aliyun' sends through Aliyun SMS. */
    SMS_PROVIDER: z.enum(['dev', 'aliyun']).default('dev'),
    ALIYUN_ACCESS_KEY_ID: z.string().optional(),
    ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
    ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com/'),
    /** WeChat Open Platform website app; unset: the local simulator stands in. */
    WX_APPID: z.string().optional(),
    WX_SECRET: z.string().optional(),
    /** QQ Connect app; unset: the local simulator stands in. */
    QQ_APPID: z.string().optional(),
    QQ_APPKEY: z.string().optional(),
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
    /** Log every page a publish wrote and removed. */
    PUBLISH_DEBUG: z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
    /** Production on the embedded database (one process, no fsync) must be chosen: 1. Without DATABASE_URL it is refused. */
    EMBEDDED_DATABASE: z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
    /** Load demo members and content into an empty database; default on for the embedded one; refused in production. */
    DEMO: z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  })
  .transform((e) => {
    const HOST = e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
    return {
      ...e,
      HOST,
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

/** Demo members and content are loaded outside production only: on the embedded database, or as DEMO says. */
export const loadsDemo = (env: Env): boolean =>
  env.NODE_ENV !== 'production' && (env.DEMO ?? !env.DATABASE_URL);

/**
 * Production refuses development secrets, simulators and demo data. `database`: only what a page build's database
 * needs (it builds without the server's secrets).
 */
export function productionProblems(env: Env, scope: 'server' | 'database' = 'server'): string[] {
  if (env.NODE_ENV !== 'production') return paymentProblems(env);
  const problems: string[] = paymentProblems(env);
  if (env.DEMO) problems.push('DEMO: demo members and content are never loaded in production');
  if (!env.DATABASE_URL && !env.EMBEDDED_DATABASE)
    problems.push(
      'DATABASE_URL: required in production, or EMBEDDED_DATABASE=1 for the embedded database (one process, no fsync)',
    );
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
  if (problems.length) {
    console.error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  const fields = (parsed.error?.issues ?? []).map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
  console.error(`Invalid environment:\n${fields}`);
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
