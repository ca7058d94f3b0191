/** The one reader of process.env: validated, with defaults; exits with the field errors. */
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  /** postgres://… selects PostgreSQL; unset selects the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Static build served by serve.ts. */
  DIST_DIR: z.string().default('./dist'),
  /** Trust X-Forwarded-For (only behind nginx or a CDN that sets it). */
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** Load demo content into an empty embedded database. */
  DEMO: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
});

export type Env = z.infer<typeof schema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
  console.error(`Invalid environment:\n${fields}`);
  process.exit(1);
}
