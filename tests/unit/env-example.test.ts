/**
 * `.env.example` is env.ts's settings as they are: every setting, in env.ts's groups, with its comment and its default
 * (secrets empty). Adding, removing or changing a default in env.ts without `node scripts/env-example.mjs` fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '#server/env.ts';
import { envExample } from '#server/deploy/envExample.ts';
import { ROOT } from './sourceFiles.ts';

const SOURCE = readFileSync(path.join(ROOT, 'src/server/env.ts'), 'utf8');
const COMMITTED = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
const lineOf = (text: string, name: string) => text.split('\n').find((l) => l.startsWith(`# ${name}=`));

describe('.env.example', () => {
  it('is what env.ts makes today', () => {
    expect(COMMITTED).toBe(envExample());
  });

  it('names every setting once, commented out with its default, secrets empty', () => {
    for (const name of Object.keys(SETTINGS))
      expect(
        COMMITTED.split('\n').filter((l) => l.startsWith(`# ${name}=`)),
        name,
      ).toHaveLength(1);
    expect(lineOf(COMMITTED, 'PORT')).toBe('# PORT=4321');
    expect(lineOf(COMMITTED, 'DATABASE_POOL_SIZE')).toBe('# DATABASE_POOL_SIZE=10');
    expect(lineOf(COMMITTED, 'SITE_FULL_NAME')).toBe('# SITE_FULL_NAME="BEEDATA 农业产业数据服务平台"');
    // APP_SECRET has a development default; the example never shows it.
    expect(lineOf(COMMITTED, 'APP_SECRET')).toBe('# APP_SECRET=');
    expect(COMMITTED).not.toContain('dev-only-secret');
    expect(COMMITTED.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([]);
  });

  it("carries env.ts's comments under env.ts's group headings", () => {
    const groups = [...SOURCE.matchAll(/^ {4}\/\/ (.+)$/gm)].map((m) => m[1]);
    expect(groups.length).toBeGreaterThan(5);
    expect([...COMMITTED.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(groups);
    const lines = COMMITTED.split('\n');
    const pool = lines.indexOf('# DATABASE_POOL_SIZE=10');
    expect(lines.slice(pool - 3, pool).join(' ')).toContain(
      "# PostgreSQL connections per web process; processes × this must stay under the server's max_connections.",
    );
  });

  it('changes with a default, and refuses a reading of env.ts that misses or invents a setting', () => {
    const port = envExample(SOURCE, { ...SETTINGS, PORT: z.coerce.number().default(8080) });
    expect(lineOf(port, 'PORT')).toBe('# PORT=8080');
    expect(port).not.toBe(COMMITTED);
    const added = SOURCE.replace('    PORT: z.', "    EXTRA_SETTING: z.string().default('x'),\n    PORT: z.");
    expect(() => envExample(added)).toThrow(/EXTRA_SETTING/);
    const withExtra = Object.fromEntries(
      Object.entries(SETTINGS).flatMap(([name, rule]) =>
        name === 'PORT'
          ? [
              ['EXTRA_SETTING', z.string().default('x')],
              [name, rule],
            ]
          : [[name, rule]],
      ),
    );
    expect(lineOf(envExample(added, withExtra), 'EXTRA_SETTING')).toBe('# EXTRA_SETTING=x');
    const removed = SOURCE.replace(/^ {4}PORT: .*\n/m, '');
    expect(() => envExample(removed)).toThrow(/but its rules are/);
  });
});
