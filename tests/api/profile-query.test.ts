/**
 * getProfile, a member's most frequent call (issue 12: p99 < 50 ms at 50 connections), is one query: session,
 * member and medals together, answering what the session check and the medal list answered apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { medals, sessions, userMedals, users } from '#server/db/schema/index.ts';
import { medalsOf } from '#server/services/accounts/users.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { queryCounter } from './queryCount.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
const queries = queryCounter();

let call: Caller;
let uid: number;
beforeAll(async () => {
  t = await testApp({ now: () => NOW, db: queries.wrap });
  ({ call, uid } = await signedIn(t, 'profile01'));
  const [second] = await t.db.select().from(medals).orderBy(medals.sort, medals.id).offset(1).limit(1);
  await t.db.insert(userMedals).values({ uid, medalId: second!.id, grade: 3 });
});
afterAll(() => t.close());

describe('getProfile', () => {
  it('answers in one database query', async () => {
    const before = queries.count;
    const res = await call('/api/user/getProfile', {});
    expect(res.json.code).toBe(1);
    expect(queries.count - before).toBe(1);
  });

  it('answers the member and their medals in catalogue order, as read apart', async () => {
    const res = await call('/api/user/getProfile', {});
    const [me] = await t.db.select().from(users).where(eq(users.uid, uid));
    expect(res.json.data).toMatchObject({ uid, nickname: me!.nickname, score: me!.score, role: 'member' });
    const list = await medalsOf(t.db, uid);
    expect(res.json.data.medal).toEqual({ total_count: list.length, count: 1, list });
    expect(list[1]!.new_grade).toBe(3);
  });

  it('refuses with 401 a revoked session and a disabled member', async () => {
    await t.db.update(users).set({ status: 0 }).where(eq(users.uid, uid));
    expect((await call('/api/user/getProfile', {})).status).toBe(401);
    await t.db.update(users).set({ status: 1 }).where(eq(users.uid, uid));
    expect((await call('/api/user/getProfile', {})).status).toBe(200);
    await t.db.update(sessions).set({ revokedAt: NOW }).where(eq(sessions.uid, uid));
    expect((await call('/api/user/getProfile', {})).status).toBe(401);
  });
});
