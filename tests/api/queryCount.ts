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
