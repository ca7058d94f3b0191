/**
 * The server's log (#server/core/log.ts) gathers info lines and writes them together (one write for many access
 * lines), sends a warning at once with what waited before it, and loses nothing at exit. Each case is a process of its
 * own writing to a real stdout.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOG = path.resolve('src/server/core/log.ts');

/** Run `body` (module code with `log` imported) in a process; answers its stdout lines and when each stream said what. */
function run(body: string): Promise<{ lines: { msg: string; level: string }[]; seen: Map<string, number> }> {
  const code = `import { log } from ${JSON.stringify(LOG)};\nconst spin = (ms) => { const t = Date.now(); while (Date.now() - t < ms); };\n${body}`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
      env: { ...process.env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const seen = new Map<string, number>();
    const note = (text: string) => {
      for (const word of ['first', 'second', 'warned', 'exiting'])
        if (text.includes(word) && !seen.has(word)) seen.set(word, performance.now());
    };
    child.stdout.on('data', (d: Buffer) => {
      out += d;
      note(out);
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d;
      note(err);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`exit ${code}: ${err}`));
      const lines = out
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { msg: string; level: string });
      resolve({ lines, seen });
    });
  });
}

describe('the log’s hand-over to stdout', () => {
  it('writes every line logged right before process.exit, in order', async () => {
    const { lines } = await run(
      `for (let i = 0; i < 2000; i++) log.info({ i }, 'line ' + i);\nprocess.exit(0);`,
    );
    expect(lines.map((l) => l.msg)).toEqual(Array.from({ length: 2000 }, (_, i) => `line ${i}`));
  });

  it('writes every line of a script that ends by itself, the last ones within the hand-over time', async () => {
    const { lines } = await run(`for (let i = 0; i < 500; i++) log.info('line ' + i);`);
    expect(lines.map((l) => l.msg)).toEqual(Array.from({ length: 500 }, (_, i) => `line ${i}`));
  });

  it('holds info lines while the process is busy, and sends a warning at once with them', async () => {
    const { lines, seen } = await run(
      [
        `log.info('first');`,
        `spin(600);`,
        `process.stderr.write('warned\\n');`,
        `log.warn('second');`,
        `spin(600);`,
        `process.stderr.write('exiting\\n');`,
        `process.exit(0);`,
      ].join('\n'),
    );
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['info', 'first'],
      ['warn', 'second'],
    ]);
    // The info line waited (no write while the loop was busy) and left with the warning, long before the exit.
    expect(seen.get('first')!).toBeGreaterThanOrEqual(seen.get('warned')! - 50);
    expect(seen.get('second')!).toBeLessThan(seen.get('exiting')! - 300);
  }, 20_000);
});
