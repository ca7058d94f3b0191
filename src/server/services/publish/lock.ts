/**
 * One rebuild at a time across every process sharing the database. On PostgreSQL a transaction-level advisory lock
 * is held for the whole run: it ends with the transaction, so a crashed process (closed connection) releases it.
 * PGlite admits one process (portal.lock), so there the in-process queue is all the exclusion needed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { PUBLISH_LOCK_KEY } from '#server/db/lockKeys.ts';

export interface PublishLock {
  /** Runs `run` holding the lock and answers true, or answers false at once when another process holds it. */
  tryRun(run: () => Promise<void>): Promise<boolean>;
}

/** PGlite: one process, whose queue already runs one rebuild at a time. */
export const processLock: PublishLock = {
  tryRun: async (run) => {
    await run();
    return true;
  },
};

export function advisoryLock(db: Db): PublishLock {
  return {
    tryRun: (run) =>
      db.transaction(async (tx) => {
        // A run idles in this transaction for its whole build: a server-side idle timeout would free the lock.
        await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
        const rows = await tx.execute<{ taken: boolean }>(
          sql`select pg_try_advisory_xact_lock(${PUBLISH_LOCK_KEY}::bigint) as taken`,
        );
        const row = (Array.isArray(rows) ? rows[0] : (rows as { rows: unknown[] }).rows[0]) as
          { taken: boolean } | undefined;
        if (!row?.taken) return false;
        await run();
        return true;
      }),
  };
}
