/** The editor role: the seeded demo editor, the role in the profile, and `npm run user:role`'s setUserRole. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '#server/db/seed.ts';
import { setUserRole } from '../../scripts/user-role.mjs';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;

async function signIn(username: string) {
  const call = t.browser();
  const res = await call('/api/user/login', { username, password: 'demo1234' });
  expect(res.json.code, res.json.msg).toBe(1);
  const token = res.json.data.token as string;
  return (path: string, body: Record<string, unknown> = {}) => call(path, body, { headers: { token } });
}

beforeAll(async () => {
  t = await testApp();
  await seedDemo(t.db, new Date());
});
afterAll(() => t.close());

describe('editor role', () => {
  it('seeds a demo editor whose profile says so and who may use the editor API', async () => {
    const call = await signIn('editor');
    expect((await call('/api/user/getProfile')).json.data.role).toBe('editor');
    expect((await call('/api/admin/article/list')).status).toBe(200);
  });

  it('leaves the other demo members plain members, refused by the editor API', async () => {
    const call = await signIn('demo');
    expect((await call('/api/user/getProfile')).json.data.role).toBe('member');
    const res = await call('/api/admin/article/list');
    expect(res.status).toBe(403);
    expect(res.json.msg).toBe('没有编辑权限');
  });

  it('setUserRole promotes a member by mobile and demotes by account', async () => {
    expect(await setUserRole(t.db, '13800000003', 'editor')).toMatch(/^demo3 \(uid \d+\): member → editor$/);
    const call = await signIn('demo3');
    expect((await call('/api/admin/reference/list')).status).toBe(200);
    expect(await setUserRole(t.db, 'demo3', 'member')).toMatch(/editor → member$/);
    expect((await call('/api/admin/reference/list')).status).toBe(403);
  });

  it('setUserRole answers null for an unknown member and refuses unknown roles', async () => {
    expect(await setUserRole(t.db, 'nobody-here', 'editor')).toBeNull();
    await expect(setUserRole(t.db, 'demo', 'admin')).rejects.toThrow('role must be one of: member, editor');
  });
});
