/**
 * kill -9 while the embedded database (in its worker thread) is acknowledging writes loses none of them: ten rounds of
 * a writer killed mid-stream on one data folder, then every acknowledged id is there (the lock of a dead pid is taken over).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';

const ROUNDS = 10;
const WRITER = path.join(import.meta.dirname, 'durability-writer.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'portal-kill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One writer, killed with SIGKILL a random moment after its first acknowledged write: the ids it acknowledged. */
function round(n: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRITER, dir, String(n * 1_000_000)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acked: number[] = [];
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d: Buffer) => {
      out += d;
      const lines = out.split('\n');
      out = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('ack ')) acked.push(Number(line.slice(4)));
        if (acked.length === 1 && line.startsWith('ack '))
          setTimeout(() => child.kill('SIGKILL'), 50 + Math.random() * 250);
      }
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(acked);
      else reject(new Error(`writer exited ${code} before it was killed:\n${err}`));
    });
  });
}

describe('kill -9 during acknowledged writes', () => {
  it(`loses none of them in ${ROUNDS} rounds`, { timeout: 180_000 }, async () => {
    const acked: number[] = [];
    for (let n = 1; n <= ROUNDS; n++) acked.push(...(await round(n)));
    expect(acked.length).toBeGreaterThan(ROUNDS);
    const database = await openDatabase({ dataDir: dir });
    try {
      const result = await database.db.execute(sql`select id from acknowledged`);
      const stored = new Set((result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id));
      expect(acked.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
