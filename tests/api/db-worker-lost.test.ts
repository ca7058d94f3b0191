/**
 * A database worker that dies unasked (a WASM abort) is reported once, so serve.ts can exit for its supervisor to
 * restart it; a worker closed on purpose is not.
 */
import { describe, expect, it } from 'vitest';
import { WorkerClient } from '#server/db/workerClient.ts';

/** A stand-in worker: answers the opening message like pgliteWorker.ts, then dies when `die` is set. */
const fakeWorker = (die: boolean) =>
  new URL(
    `data:text/javascript,${encodeURIComponent(`
      import { parentPort } from 'node:worker_threads';
      parentPort.postMessage({ id: 0, ok: true });
      parentPort.on('message', (m) => parentPort.postMessage({ id: m.id, ok: true }));
      ${die ? 'setTimeout(() => process.exit(7), 50);' : ''}
    `)}`,
  );

describe('a database worker that dies', () => {
  it('is reported once, and every later query fails with its cause', async () => {
    const client = await WorkerClient.open(fakeWorker(true), { dataDir: null, migrations: '' });
    const lost = await new Promise<Error>((resolve) => client.onLost(resolve));
    expect(lost.message).toMatch(/exited \(code 7\)/);
    await expect(client.query('select 1')).rejects.toThrow(/exited/);
  });

  it('closed on purpose is not reported as lost', async () => {
    const client = await WorkerClient.open(fakeWorker(false), { dataDir: null, migrations: '' });
    const reports: Error[] = [];
    client.onLost((err) => reports.push(err));
    await client.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reports).toEqual([]);
  });
});
