/** Safe defaults of src/server/env.ts: where the server listens, whose address it trusts, which origin it names. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readEnv } from '#server/env.ts';
import { PRODUCTION_IDENTITY } from '../api/production-identity.ts';
import { captureLog } from '../logCapture.ts';

const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-real-secret-0123456789',
  SMS_PROVIDER: 'aliyun',
  PUBLIC_URL: 'https://www.beedata.example/',
  EMBEDDED_DATABASE: '1',
  ...PRODUCTION_IDENTITY,
};

// readEnv exits on a bad environment: turn the exit into an error the test can see.
const exit = process.exit;
let logged: ReturnType<typeof captureLog>;
beforeEach(() => {
  process.exit = ((code?: number) => {
    throw new Error(`exit ${code}`);
  }) as typeof process.exit;
  logged = captureLog();
});
afterEach(() => {
  process.exit = exit;
  logged.stop();
});

describe('HOST', () => {
  it('is loopback in development and test unless set', () => {
    expect(readEnv({}).HOST).toBe('127.0.0.1');
    expect(readEnv({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(readEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
  it('keeps production listening on every interface unless set (behind nginx on another host)', () => {
    expect(readEnv(production).HOST).toBe('0.0.0.0');
    expect(readEnv({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });
});

describe('TRUST_PROXY', () => {
  it('counts proxy hops; 1 and true mean one, 0, false and unset none', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });
  it('refuses what is not a count', () => {
    expect(() => readEnv({ TRUST_PROXY: '-1' })).toThrow('exit 1');
    expect(() => readEnv({ TRUST_PROXY: 'yes' })).toThrow('exit 1');
  });
});

describe('PUBLIC_URL', () => {
  it('outside production without it: this server on its own host and port, never a request’s', () => {
    expect(readEnv({}).PUBLIC_URL).toBe('http://localhost:4321');
    expect(readEnv({ PORT: '4399', NODE_ENV: 'test' }).PUBLIC_URL).toBe('http://localhost:4399');
    expect(readEnv({ HOST: '0.0.0.0', PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(readEnv({ HOST: '192.168.1.20' }).PUBLIC_URL).toBe('http://192.168.1.20:4321');
    expect(readEnv({ HOST: 'fd00::5' }).PUBLIC_URL).toBe('http://[fd00::5]:4321');
  });
  it('as configured when set, without a trailing slash', () => {
    expect(readEnv({ PUBLIC_URL: 'https://dev.example/' }).PUBLIC_URL).toBe('https://dev.example');
    expect(readEnv(production).PUBLIC_URL).toBe('https://www.beedata.example');
  });
  it('is required in production', () => {
    expect(() => readEnv({ ...production, PUBLIC_URL: undefined })).toThrow('exit 1');
  });
});
