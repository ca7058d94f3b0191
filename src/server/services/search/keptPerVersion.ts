/**
 * A value read from the database once per version of its family's cache tag (`publicCache.tagVersion(tag)`, moved by
 * the events that drop that tag): what a search matches in memory (CONTRIBUTING "A searchable column"), as fresh as
 * the cached answers of that tag, and not read again when another family changes.
 */
import type { Db } from '#server/db/client.ts';

/** `read` once per database and version; a failed read is forgotten, so the next call tries again. */
export function keptPerVersion<T>(read: (db: Db) => Promise<T>): (db: Db, version: number) => Promise<T> {
  const memo = new WeakMap<Db, { version: number; value: Promise<T> }>();
  return (db, version) => {
    const kept = memo.get(db);
    if (kept?.version === version) return kept.value;
    const value = read(db);
    memo.set(db, { version, value });
    value.catch(() => {
      if (memo.get(db)?.value === value) memo.delete(db);
    });
    return value;
  };
}
