import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainable } from '#server/http/drain.ts';

let server: Server | null = null;
afterEach(() => server?.closeAllConnections());

/** A server whose answers take `ms`, listening on a free loopback port. */
async function slowServer(ms: number, behindProxy = false) {
  server = createServer();
  const stop = drainable(server, (_req, res) => void setTimeout(() => res.end('done'), ms), { behindProxy });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return { port: (server.address() as AddressInfo).port, stop };
}

function get(port: number, agent?: Agent) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a graceful stop', () => {
  it('finishes the answers under way, telling keep-alive clients to let the connection go', async () => {
    const { port, stop } = await slowServer(300);
    const agent = new Agent({ keepAlive: true });
    const underWay = get(port, agent);
    await new Promise((r) => setTimeout(r, 50));
    const drained = stop.drain(5_000);
    const answer = await underWay;
    expect(answer).toMatchObject({ status: 200, body: 'done', connection: 'close' });
    await drained;
    agent.destroy();
  });

  it('takes no new connection once it began, and ends when the last answer is sent', async () => {
    const { port, stop } = await slowServer(200);
    const underWay = get(port);
    await new Promise((r) => setTimeout(r, 20));
    const started = performance.now();
    const drained = stop.drain(5_000);
    await expect(get(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect((await underWay).status).toBe(200);
    await drained;
    // The answer (200 ms), not the 5 s limit.
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('leaves an idle keep-alive connection to its client: a request sent on it later is answered, not cut', async () => {
    const { port, stop } = await slowServer(50);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, agent)).connection).toBe('keep-alive');
    const drained = stop.drain(5_000);
    // As nginx may, within its upstream keepalive_timeout: the idle connection is reused well after the stop began.
    await new Promise((r) => setTimeout(r, 1_500));
    const late = await get(port, agent);
    expect(late).toMatchObject({ status: 200, body: 'done', connection: 'close' });
    const started = performance.now();
    await drained;
    expect(performance.now() - started).toBeLessThan(1_000);
    agent.destroy();
  });

  it('behind nginx, first answers GETs 503 (nginx passes them on) while it still serves writes, then closes', async () => {
    const { port, stop } = await slowServer(20, true);
    const drained = stop.drain(5_000);
    await new Promise((r) => setTimeout(r, 100));
    expect((await get(port)).status).toBe(503);
    const write = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/', method: 'POST' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end('{}');
    });
    expect(write).toBe(200);
    await drained;
    await expect(get(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('cuts an answer that outlasts the limit', async () => {
    const { port, stop } = await slowServer(10_000);
    const underWay = get(port).catch((err: NodeJS.ErrnoException) => err.code);
    await new Promise((r) => setTimeout(r, 20));
    const started = performance.now();
    await stop.drain(300);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await underWay).toBe('ECONNRESET');
  });
});
