// `npm run user:role -- <account|mobile> <member|editor>`: give a member the editor role (or take it back) on the
// configured database (DATABASE_URL, else PGlite under DATA_DIR). Stop the server first on PGlite (it holds a lock).
import { eq } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { readEnv } from '#server/env.ts';
import { ROLE } from '#server/services/accounts/roles.ts';
import { findByUsername } from '#server/services/accounts/users.ts';

export const ROLES = Object.values(ROLE);
const USAGE = 'usage: npm run user:role -- <account|mobile> <member|editor>';

/** Set the role of the member named by account or mobile; a line saying what happened, or null when unknown. */
export async function setUserRole(db, who, role) {
  if (!ROLES.includes(role)) throw new Error(`role must be one of: ${ROLES.join(', ')}`);
  const user = await findByUsername(db, who);
  if (!user) return null;
  await db.update(users).set({ role }).where(eq(users.uid, user.uid));
  const name = user.account ?? user.mobile ?? `uid ${user.uid}`;
  return `${name} (uid ${user.uid}): ${user.role} → ${role}`;
}

async function main(args) {
  const [who, role] = args;
  if (!who || !role || !ROLES.includes(role)) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const line = await setUserRole(database.db, who, role);
    if (!line) {
      console.error(`[user:role] no member with account or mobile "${who}"`);
      return 1;
    }
    console.log(`[user:role] ${line}`);
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
