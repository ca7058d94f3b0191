/**
 * The server as `npm start` and the systemd units run it (`node src/server/serve.ts`), on a fresh embedded database,
 * then again: the second start applies no migration, seeds nothing, answers within a generous bound of its spawn and
 * its "ready" line counts from the process's start (its module graph included, not from after the imports).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(path.join(tmpdir(), 'portal-server-start-'));
const dist = path.join(root, 'dist');
mkdirSync(dist);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Answers within this of the spawn, even on a loaded CI machine (a quiet one answers in about a second). */
const BOUND_MS = 15_000;
/** A slow module graph, played by a module the process loads before the server. */
const SLOW_MS = 2_000;
// Encoded: NODE_OPTIONS splits at spaces.
const SLOW_IMPORT = `data:text/javascript,${encodeURIComponent(`const end = Date.now() + ${SLOW_MS}; while (Date.now() < end);`)}`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Start {
  /** ms from the spawn until /api/health answered 200. */
  answeredMs: number;
  /** ms from the spawn until the ready line was read. */
  lineMs: number;
  /** What the ready line says. */
  readyMs: number;
  migrated: string[];
  prepared: boolean;
}

async function start(extra: Record<string, string> = {}): Promise<Start> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['src/server/serve.ts'], {
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(root, 'data'),
      DIST_DIR: dist,
      DEMO: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let lineMs = NaN;
  child.stdout.on('data', (d: Buffer) => {
    out += d;
    if (Number.isNaN(lineMs) && out.includes(' ready in ')) lineMs = performance.now() - t0;
  });
  child.stderr.on('data', (d: Buffer) => (out += d));
  const exited = new Promise((r) => child.once('exit', r));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${out.slice(-3000)}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok && !Number.isNaN(lineMs)) break;
      if (performance.now() - t0 > 120_000) throw new Error(`no answer in 120 s:\n${out.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    const answeredMs = performance.now() - t0;
    const lines = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const db = lines.find((l) => l.msg === 'database ready')!;
    const ready = lines.find((l) => String(l.msg).includes(' ready in '))!;
    return {
      answeredMs,
      lineMs,
      readyMs: ready.ms as number,
      migrated: db.migrated as string[],
      prepared: db.prepared as boolean,
    };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

describe('a start of the server', { timeout: 240_000 }, () => {
  it('migrates and seeds a fresh database; the next applies no migration, seeds nothing, answers in time and logs its ready time from the process start', async () => {
    const first = await start();
    expect(first.migrated.length).toBeGreaterThan(20);
    expect(first.prepared).toBe(true);

    const second = await start({ NODE_OPTIONS: `--import=${SLOW_IMPORT}` });
    expect(second.migrated).toEqual([]);
    expect(second.prepared).toBe(false);
    expect(second.answeredMs).toBeLessThan(BOUND_MS);
    // The slow module loaded first is in the ready time. Counted from after the imports it would be at least SLOW_MS
    // short of what the test saw; the slack is the process's own launch before its clock starts, and the pipe.
    expect(second.readyMs).toBeGreaterThanOrEqual(SLOW_MS);
    expect(second.readyMs).toBeGreaterThan(second.lineMs - SLOW_MS);
    expect(second.readyMs).toBeLessThanOrEqual(second.lineMs);
  });
});
