/**
 * Every production start of the server carries the same V8 heap ceiling (issue 32: without it V8 let the serving
 * thread's heap grow to ~4× what it keeps alive under load), as a flag of the server's own node: package.json's
 * `start` and `serve` and the systemd unit, never NODE_OPTIONS (the page build the publisher starts would inherit it).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const flagsOf = (command: string) => command.split(/\s+/).filter((word) => word.startsWith('--max-'));
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
const unit = readFileSync('deploy/systemd/portal@.service', 'utf8');
const execStart = /^ExecStart=(.*)$/m.exec(unit)![1]!;

describe('the server heap ceiling', () => {
  it('is set by npm start, npm run serve and the systemd unit alike', () => {
    const serve = flagsOf(scripts.serve!);
    expect(serve).toEqual([expect.stringMatching(/^--max-old-space-size=\d+$/)]);
    expect(flagsOf(scripts.start!)).toEqual(serve);
    expect(flagsOf(execStart)).toEqual(serve);
  });

  it('is never in NODE_OPTIONS, which the page build would inherit', () => {
    expect(unit).not.toMatch(/NODE_OPTIONS=/);
    expect(Object.values(scripts).join('\n')).not.toMatch(/NODE_OPTIONS=[^ ]*max-old-space-size/);
  });
});
