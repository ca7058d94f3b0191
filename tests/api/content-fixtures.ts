/** Shared by the content API tests: signed-in callers with a role, and a fixed clock for the demo content. */
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/services/accounts/password.ts';
import { createUser } from '#server/services/accounts/users.ts';
import { consentAsRegistered, type Caller, type TestApp } from './support.ts';

export const NOW = new Date('2026-11-21T08:00:00Z');

// Hashed once per file: each scrypt costs ~60 ms, and the login below still verifies at the production parameters.
let secretHash: Promise<string> | undefined;

/** A member of its own (role 'member' or 'editor'), consenting to the documents, signed in through the real login call. */
export async function signedIn(
  t: TestApp,
  account: string,
  role = 'member',
): Promise<{ call: Caller; uid: number; token: string }> {
  const user = await createUser(t.db, {
    account,
    passwordHash: await (secretHash ??= hashPassword('secret123')),
    nickname: `测试${account}`,
    regIp: '127.0.0.1',
  });
  if (role !== 'member') await t.db.update(users).set({ role }).where(eq(users.uid, user.uid));
  await consentAsRegistered(t, user.uid);
  const call = t.browser();
  const res = await call('/api/user/login', { username: account, password: 'secret123' });
  if (res.json.code !== 1) throw new Error(`login: ${res.json.msg}`);
  const token = res.json.data.token as string;
  return {
    call: (path, body, init = {}) => call(path, body, { ...init, headers: { token, ...init.headers } }),
    uid: user.uid,
    token,
  };
}

/** A news article written and published by `editor`, its run finished: answers its id. */
export async function publishNews(
  editor: Caller,
  publisher: { idle(): Promise<void> },
  title: string,
): Promise<number> {
  const created = await editor('/api/admin/article/create', {
    kind: 'news',
    title,
    content_html: '<p>正文</p>',
  });
  await editor('/api/admin/article/publish', { id: created.json.data.id });
  await publisher.idle();
  return created.json.data.id as number;
}
