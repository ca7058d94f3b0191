/** src/server/env.ts is the one reader of the environment in src/: every setting is validated and documented there. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, ROOT } from './sourceFiles.ts';

/** process.env, process['env'], or `const { env } = process`. */
const READS_ENV = /\bprocess\s*(?:\.\s*env\b|\[\s*['"`]env['"`]\s*\])|\{\s*env\s*[,}][^=]*=\s*process\b/;
const READER = 'src/server/env.ts';

const readers = filesUnder('src').filter((f) => READS_ENV.test(readFileSync(path.join(ROOT, f), 'utf8')));

describe('the environment', () => {
  it('is read in src/ by src/server/env.ts alone', () => {
    expect(readers.filter((f) => f !== READER)).toEqual([]);
  });

  it('is found however a file reads it (the check sees env.ts itself)', () => {
    expect(readers).toContain(READER);
    for (const line of [
      'process.env.X',
      "process['env']",
      'const { env } = process;',
      'const { env, argv } = process',
    ])
      expect(READS_ENV.test(line)).toBe(true);
    expect(READS_ENV.test('const environment = readEnv();')).toBe(false);
  });
});
