/** The serving process's live site and rebuild queue, wired to this database and this server's address. */
import type { Database } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { advisoryLock, processLock } from './lock.ts';
import { partialBuild } from './partialBuild.ts';
import { createPublisher, type Publisher } from './publisher.ts';
import { openSite, type Site } from './site.ts';

export interface Publishing {
  site: Site;
  publisher: Publisher;
}

/** `sourceUrl`: this server's own address, known once it listens; the rebuild reads content through it. */
export function startPublishing(
  database: Database,
  env: Pick<Env, 'DIST_DIR' | 'PUBLISH_DEBUG'>,
  sourceUrl: () => string,
): Publishing {
  const site = openSite(env.DIST_DIR);
  const publisher = createPublisher({
    db: database.db,
    site,
    build: (plan, staging) => partialBuild({ plan, staging, sourceUrl: sourceUrl() }),
    // Several processes and machines may share one PostgreSQL; the embedded database admits one process.
    lock: database.driver === 'postgres' ? advisoryLock(database.db) : processLock,
    now: () => new Date(),
    debug: env.PUBLISH_DEBUG,
  });
  return { site, publisher };
}
