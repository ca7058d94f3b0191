/** The one reader of process.env: validated, with defaults; exits with the field errors. */
import { z } from 'zod';

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    /** postgres://… selects PostgreSQL; unset selects the embedded PGlite under DATA_DIR. */
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    /** Uploaded files (report PDFs and their previews); default <DATA_DIR>/files, also with PostgreSQL. */
    FILES_DIR: z.string().optional(),
    /** Static build served by serve.ts. */
    DIST_DIR: z.string().default('./dist'),
    /** Trust X-Forwarded-For (only behind nginx or a CDN that sets it). */
    TRUST_PROXY: z
      .enum(['0', '1', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
    /** Public origin of the site, used for OAuth redirect addresses. */
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
    /** Load demo content into an empty embedded database. */
    DEMO: z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  })
  // FILES_DIR follows DATA_DIR unless set on its own.
  .transform((e) => ({ ...e, FILES_DIR: e.FILES_DIR ?? `${e.DATA_DIR.replace(/\/+$/, '')}/files` }));

export type Env = z.infer<typeof schema>;

/** Production refuses development secrets and simulators. */
function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.APP_SECRET.startsWith('dev-only')) problems.push('APP_SECRET: set a real secret in production');
  if (env.SMS_PROVIDER === 'dev')
    problems.push('SMS_PROVIDER: the development SMS simulator cannot run in production');
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (OAuth redirect addresses)');
  return problems;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  const problems = parsed.success ? productionProblems(parsed.data) : [];
  if (parsed.success && problems.length === 0) return parsed.data;
  if (problems.length) {
    console.error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  const fields = (parsed.error?.issues ?? []).map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
  console.error(`Invalid environment:\n${fields}`);
  process.exit(1);
}
