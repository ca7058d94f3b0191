/** Production is one checked choice: what it requires and refuses, what a page build checks, and the start line. */
import { describe, expect, it } from 'vitest';
import { databaseEnv, loadsDemo, modeReason, productionProblems, readEnv, type Env } from '#server/env.ts';
import { modeLine } from '#server/mode.ts';
import { siteIdentity } from '#lib/site.ts';
import { PRODUCTION_IDENTITY } from '../api/production-identity.ts';

/** A production environment that passes every check. */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-real-secret-from-the-vault-0123',
  PUBLIC_URL: 'https://www.beedata.example',
  SMS_PROVIDER: 'aliyun',
  DATABASE_URL: 'postgres://portal@db.internal:5432/portal',
  ...PRODUCTION_IDENTITY,
};

/** The parsed environment of `source` without the checks (readEnv in development parses the same fields; only
 * production leaves an unset PUBLIC_URL empty instead of naming this server, and an unset licence unset). */
const parse = (source: Record<string, string>): Env => {
  const env = readEnv({ ...source, NODE_ENV: 'development' });
  const production = source.NODE_ENV === 'production';
  return {
    ...env,
    NODE_ENV: (source.NODE_ENV ?? 'development') as Env['NODE_ENV'],
    PUBLIC_URL: production && !source.PUBLIC_URL ? '' : env.PUBLIC_URL,
    SITE_TELECOM_LICENCE: production ? source.SITE_TELECOM_LICENCE : env.SITE_TELECOM_LICENCE,
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

  it('checks a page build for the database settings and the identity it prints, not the secrets', () => {
    const bare = { NODE_ENV: 'production', DEMO: undefined, APP_SECRET: undefined, SMS_PROVIDER: undefined };
    expect(problems({ ...bare, PUBLIC_URL: undefined }, 'database')).toEqual([]);
    expect(problems({ ...bare, DEMO: '1' }, 'database')).toEqual([expect.stringMatching(/^DEMO: /)]);
    expect(problems({ ...bare, SITE_ICP: undefined }, 'database')).toEqual([
      expect.stringMatching(/^SITE_ICP: /),
    ]);
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
    const built = (over: Record<string, string>) =>
      databaseEnv({ NODE_ENV: 'production', ...PRODUCTION_IDENTITY, ...over });
    expect(built({ PORTAL_NODE_ENV: 'development' }).NODE_ENV).toBe('development');
    expect(loadsDemo(built({ PORTAL_NODE_ENV: 'development' }))).toBe(true);
    expect(built({ PORTAL_NODE_ENV: 'production', EMBEDDED_DATABASE: '1' }).NODE_ENV).toBe('production');
    expect(loadsDemo(built({ PORTAL_NODE_ENV: 'production', EMBEDDED_DATABASE: '1' }))).toBe(false);
  });
});

describe("the site's identity in production", () => {
  const names = (over: Record<string, string | undefined>) => problems(over).map((p) => p.split(':')[0]);

  it('refuses each missing licence number and contact, naming the setting in Chinese and English', () => {
    for (const name of Object.keys(PRODUCTION_IDENTITY)) expect(names({ [name]: undefined })).toEqual([name]);
    expect(problems({ SITE_ICP: undefined })[0]).toMatch(
      /^SITE_ICP: 生产环境须填写真实的ICP备案号（the ICP 备案号/,
    );
  });

  it('refuses the demo values and placeholders the development defaults show', () => {
    const demo = readEnv({});
    for (const name of Object.keys(PRODUCTION_IDENTITY))
      expect(names({ [name]: demo[name as keyof typeof demo] as string })).toEqual([name]);
    expect(names({ SITE_ICP: '京ICP备00000000号' })).toEqual(['SITE_ICP']);
    expect(names({ SITE_ICP: 'ICP 12345678' })).toEqual(['SITE_ICP']);
    expect(names({ SITE_POLICE_RECORD: '京公网安备00000000000000号' })).toEqual(['SITE_POLICE_RECORD']);
    expect(names({ SITE_MAP_REVIEW: 'GS（0000）0000号' })).toEqual(['SITE_MAP_REVIEW']);
    expect(names({ SITE_SERVICE_EMAIL: 'kefu@portal.example' })).toEqual(['SITE_SERVICE_EMAIL']);
  });

  it('accepts the official forms (a province letter on the 审图号, half-width brackets, no ICP suffix)', () => {
    expect(problems({ SITE_ICP: '沪ICP备2026123456号', SITE_MAP_REVIEW: 'GS京(2024)2188号' })).toEqual([]);
  });

  it('asks for the 增值电信业务经营许可证 once a payment channel sells, in its form', () => {
    const alipay = { ALIPAY_APPID: 'app', ALIPAY_PRIVATE_KEY: 'key', ALIPAY_PUBLIC_KEY: 'pub' };
    expect(names(alipay)).toEqual(['SITE_TELECOM_LICENCE']);
    expect(names({ ...alipay, SITE_TELECOM_LICENCE: '京B2-00000000-演示' })).toEqual([
      'SITE_TELECOM_LICENCE',
    ]);
    expect(problems({ ...alipay, SITE_TELECOM_LICENCE: '京B2-20261234' })).toEqual([]);
  });

  it('links the filings to their registries: the MIIT site and the police record by its digits', () => {
    const site = siteIdentity(parse(PRODUCTION));
    expect(site.icp).toEqual({ number: '京ICP备20261234号-1', url: 'https://beian.miit.gov.cn/' });
    expect(site.policeRecord.url).toBe(
      'http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=11010502012345',
    );
    expect(site.telecomLicence).toBeNull();
    expect(site.mapReview).toBe('GS（2025）1234号');
  });

  it('shows clearly demo values outside production', () => {
    const site = siteIdentity(readEnv({}));
    for (const value of [
      site.icp.number,
      site.policeRecord.number,
      site.telecomLicence,
      site.mapReview,
      site.company,
    ])
      expect(value).toContain('演示');
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
