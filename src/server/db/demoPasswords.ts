/** The start-up check of production: no demo member may still sign in with the published demo password. */
import { eq } from 'drizzle-orm';
import { verifyPassword } from '#server/services/accounts/password.ts';
import type { Db } from './client.ts';
import { users } from '#server/db/schema/index.ts';

/** The password of every demo member, printed in the README: production refuses to start while one still has it. */
export const DEMO_PASSWORD = 'demo1234';

/**
 * One line per demo member (is_demo, set by seedDemo alone) whose password is still the demo one. Cheap: a
 * production database has no such rows, a demo one has four hashes to check.
 */
export async function demoPasswordProblems(db: Db): Promise<string[]> {
  const demo = await db
    .select({ uid: users.uid, account: users.account, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.isDemo, true));
  const still = await Promise.all(demo.map((u) => verifyPassword(DEMO_PASSWORD, u.passwordHash)));
  return demo
    .filter((_, i) => still[i])
    .map(
      (u) =>
        `demo member ${u.account ?? `uid ${u.uid}`} (uid ${u.uid}) still has the demo password (see docs/production.md)`,
    );
}
