/**
 * Keys of the advisory locks that let one process at a time do a step across every process sharing the database.
 * PostgreSQL has one advisory lock space per database, so these keys live together: no two steps share one.
 */

/** The publisher's runs (`#server/services/publish/lock.ts`): a transaction-level lock held for a whole run. */
export const PUBLISH_LOCK_KEY = 0x706f7274616c; // 'portal'

/** Applying the migrations (`migrations.ts`): a session-level lock on one connection while they run. */
export const MIGRATION_LOCK_KEY = 0x6d6967726174; // 'migrat'

/** Seeding the reference (and demo) data at a start or a build (`prepare.ts`): a transaction-level lock while it runs. */
export const PREPARE_LOCK_KEY = 0x707265706172; // 'prepar'
