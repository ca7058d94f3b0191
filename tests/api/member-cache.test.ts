/**
 * Who a token signs in, kept a moment per process (issue 12: every signed-in call paid one session lookup): a
 * member's next calls read no database, while every write of this process shows at once and another process's
 * within the cache's few seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.ts';
import { createMemberCache } from '#server/http/memberCache.ts';
import { signedIn } from './content-fixtures.ts';
import { queryCounter } from './queryCount.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

const TTL_MS = 2_000;
let clock = Date.parse('2026-11-24T02:00:00Z');
const counter = queryCounter();
let t: TestApp;

beforeAll(async () => {
  t = await testApp({
    now: () => new Date(clock),
    db: counter.wrap,
    members: createMemberCache({ ttlMs: TTL_MS }),
  });
});
afterAll(() => t.close());

async function queriesOf(run: () => Promise<unknown>) {
  const before = counter.count;
  await run();
  return counter.count - before;
}

const profile = async (call: Caller) => (await call('/api/user/getProfile', {})).json;

describe('the member cache', () => {
  it('answers a member’s next calls without a session lookup', async () => {
    const { call } = await signedIn(t, 'cache01');
    expect((await profile(call)).code).toBe(1);
    expect(await queriesOf(() => profile(call))).toBe(0);
    // A member call that reads the caller takes it from the cache too.
    const scores = await queriesOf(() => call('/api/user/getScoreLists', {}));
    const again = await queriesOf(() => call('/api/user/getScoreLists', {}));
    expect(again).toBe(scores);
    expect(again).toBeGreaterThan(0);
    // Reads leave it as it is: a public cached read, and the supply-and-demand filters (per caller, not cached).
    await call('/api/vegetable/filterList', {});
    await call('/api/vegetable/getSupplyDemandCityList', {});
    expect(await queriesOf(() => profile(call))).toBe(0);
  });

  it('is kept through calls that cannot have written: the health check, an unknown path, a refused body', async () => {
    const { call } = await signedIn(t, 'cache05');
    expect((await profile(call)).code).toBe(1);
    expect((await t.app.request('/api/health')).status).toBe(200);
    await call('/api/no/such/call', {});
    expect(
      (await call('/api/user/getProfile', undefined, { raw: 'x', headers: { 'content-type': 'text/plain' } }))
        .status,
    ).toBe(415);
    expect(await queriesOf(() => profile(call))).toBe(0);
  });

  it('refuses a token at once after logout', async () => {
    const { call } = await signedIn(t, 'cache02');
    expect((await profile(call)).code).toBe(1);
    expect((await call('/api/user/logout', {})).json.code).toBe(1);
    const res = await call('/api/user/getProfile', {});
    expect(res.status).toBe(401);
  });

  it('shows the member’s own write at once', async () => {
    const { call } = await signedIn(t, 'cache03');
    expect((await profile(call)).data.nickname).toBe('测试cache03');
    expect((await call('/api/user/updateInfo', { nickname: '新名字' })).json.code).toBe(1);
    expect((await profile(call)).data.nickname).toBe('新名字');
  });

  it('shows a write by any call of this process at once (a payment notice, an editor), another process’s within the TTL', async () => {
    const { call, uid } = await signedIn(t, 'cache04');
    expect((await profile(call)).data.vegetable_expire).toBeNull();
    const until = new Date(clock + 30 * 86_400_000);
    // Another process's write: this one does not see it until the kept answer runs out.
    await t.db.update(users).set({ vegetableExpire: until }).where(eq(users.uid, uid));
    expect((await profile(call)).data.vegetable_expire).toBeNull();
    clock += TTL_MS + 1;
    expect((await profile(call)).data.vegetable_expire).not.toBeNull();

    await t.db.update(users).set({ vegetableExpire: null }).where(eq(users.uid, uid));
    // Any call that may write (here a visitor's feedback) empties the cache when it ends.
    await t.call('/api/user/feedback', { contact: '张三', tel: '13800001234', content: '建议增加更多品种' });
    expect((await profile(call)).data.vegetable_expire).toBeNull();
  });

  it('never keeps what a lookup read before a write it overlapped', () => {
    const cache = createMemberCache({ ttlMs: TTL_MS });
    const now = new Date(clock);
    const ends = new Date(clock + 86_400_000);
    const since = cache.epoch();
    cache.clear(); // a write ended while the lookup ran
    cache.put('t'.repeat(40), { user: {} as never }, ends, now, since);
    expect(cache.get('t'.repeat(40), now)).toBeUndefined();
    cache.put('t'.repeat(40), { user: {} as never }, ends, now, cache.epoch());
    expect(cache.get('t'.repeat(40), now)).toBeDefined();
    expect(cache.get('t'.repeat(40), new Date(clock + TTL_MS))).toBeUndefined();
  });
});
