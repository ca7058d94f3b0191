import type { Db } from '#server/db/client.ts';

const USES = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute', 'transaction']);

/** A database handle that counts every use by the app's handlers and its cache: `testApp({ db: counter.wrap })`. */
export function queryCounter() {
  let used = 0;
  return {
    wrap: (db: Db): Db =>
      new Proxy(db, {
        get(target, prop) {
          if (typeof prop === 'string' && USES.has(prop)) used++;
          const value: unknown = Reflect.get(target, prop, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }),
    get count() {
      return used;
    },
  };
}

/**
 * Counts the SQL statements sent through drizzle on either database, prepared ones included (a prepared statement is
 * made once, then executed without a `select` the proxy above would see): every query drizzle runs goes through its
 * prepared query's `execute`. Call `restore()` after.
 */
export async function statementCounter() {
  const { vi } = await import('vitest');
  const { PglitePreparedQuery } = await import('drizzle-orm/pglite/session');
  const { NodePgPreparedQuery } = await import('drizzle-orm/node-postgres/session');
  const spies = [PglitePreparedQuery.prototype, NodePgPreparedQuery.prototype].map((p) =>
    vi.spyOn(p, 'execute'),
  );
  return {
    get count() {
      return spies.reduce((n, s) => n + s.mock.calls.length, 0);
    },
    restore: () => spies.forEach((s) => s.mockRestore()),
  };
}
