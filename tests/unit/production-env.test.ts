/** Production is one checked choice: what it requires and refuses, what a page build checks, and the start line. */
import { describe, expect, it } from 'vitest';
import { databaseEnv, loadsDemo, modeReason, productionProblems, readEnv, type Env } from '#server/env.ts';
import { modeLine } from '#server/mode.ts';

/** A production environment that passes every check. */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-real-secret-from-the-vault-0123',
  PUBLIC_URL: 'https://www.beedata.example',
  SMS_PROVIDER: 'aliyun',
  DATABASE_URL: 'postgres://portal@db.internal:5432/portal',
};

/** The parsed environment of `source` without the checks (readEnv in development parses the same fields; only
 * production leaves an unset PUBLIC_URL empty instead of naming this server). */
const parse = (source: Record<string, string>): Env => {
  const env = readEnv({ ...source, NODE_ENV: 'development' });
  const production = source.NODE_ENV === 'production';
  return {
    ...env,
    NODE_ENV: (source.NODE_ENV ?? 'development') as Env['NODE_ENV'],
    PUBLIC_URL: production && !source.PUBLIC_URL ? '' : env.PUBLIC_URL,
  };
};

const problems = (over: Record<string, string | undefined>, scope?: 'server' | 'database') => {
  const source = Object.fromEntries(
    Object.entries({ ...PRODUCTION, ...over }).filter(([, v]) => v !== undefined),
  ) as Record<string, string>;
  return productionProblems(parse(source), scope);
};

describe('production settings', () => {
  it('accepts a complete production environment', () => {
    expect(problems({})).toEqual([]);
  });

  it('refuses DEMO=1, the development secret, the development SMS outbox and a missing PUBLIC_URL', () => {
    expect(problems({ DEMO: '1' })).toEqual([expect.stringMatching(/^DEMO: /)]);
    expect(problems({ APP_SECRET: undefined })).toEqual([expect.stringMatching(/^APP_SECRET: /)]);
    expect(problems({ SMS_PROVIDER: 'dev' })).toEqual([expect.stringMatching(/^SMS_PROVIDER: /)]);
    expect(problems({ PUBLIC_URL: undefined })).toEqual([expect.stringMatching(/^PUBLIC_URL: /)]);
    expect(problems({ DEMO: '0' })).toEqual([]);
  });

  it('runs on the embedded database only when EMBEDDED_DATABASE=1 says so', () => {
    expect(problems({ DATABASE_URL: undefined })).toEqual([expect.stringMatching(/^DATABASE_URL: /)]);
    expect(problems({ DATABASE_URL: undefined, EMBEDDED_DATABASE: '1' })).toEqual([]);
  });

  it('checks a page build for the database settings only: demo data and the database, not the secrets', () => {
    const bare = { NODE_ENV: 'production', DEMO: undefined, APP_SECRET: undefined, SMS_PROVIDER: undefined };
    expect(problems({ ...bare, PUBLIC_URL: undefined }, 'database')).toEqual([]);
    expect(problems({ ...bare, DEMO: '1' }, 'database')).toEqual([expect.stringMatching(/^DEMO: /)]);
  });

  it('loads demo data outside production only, on the embedded database unless DEMO says otherwise', () => {
    expect(loadsDemo(parse({}))).toBe(true);
    expect(loadsDemo(parse({ DATABASE_URL: PRODUCTION.DATABASE_URL }))).toBe(false);
    expect(loadsDemo(parse({ DATABASE_URL: PRODUCTION.DATABASE_URL, DEMO: '1' }))).toBe(true);
    expect(loadsDemo(parse({ NODE_ENV: 'production', EMBEDDED_DATABASE: '1' }))).toBe(false);
    expect(loadsDemo(parse({ NODE_ENV: 'production', DEMO: '1' }))).toBe(false);
  });

  it('gives the page build the mode npm run build was started in, not the production astro build defaults to', () => {
    // astro build has set NODE_ENV=production; scripts/astro-build.mjs handed over the operator's choice.
    const built = (over: Record<string, string>) => databaseEnv({ NODE_ENV: 'production', ...over });
    expect(built({ PORTAL_NODE_ENV: 'development' }).NODE_ENV).toBe('development');
    expect(loadsDemo(built({ PORTAL_NODE_ENV: 'development' }))).toBe(true);
    expect(built({ PORTAL_NODE_ENV: 'production', EMBEDDED_DATABASE: '1' }).NODE_ENV).toBe('production');
    expect(loadsDemo(built({ PORTAL_NODE_ENV: 'production', EMBEDDED_DATABASE: '1' }))).toBe(false);
  });
});

describe('the start line', () => {
  it('says production turns simulators and demo data off, and why', () => {
    const line = modeLine(parse(PRODUCTION), modeReason({ NODE_ENV: 'production' }));
    expect(line).toMatch(
      /^production mode \(NODE_ENV=production\): simulators off, demo data off, SMS aliyun,/,
    );
    expect(line).toContain('payment none offered');
  });

  it('says development runs the simulators and demo data on the embedded database', () => {
    const line = modeLine(parse({}), modeReason({}));
    expect(line).toMatch(/^development mode \(NODE_ENV unset\): simulators on at \/api\/sim, demo data on/);
    expect(line).toContain('payment wechat simulated, alipay simulated');
  });
});
