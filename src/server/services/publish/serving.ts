/** The serving process's live site and rebuild queue, wired to this database and this server's address. */
import type { Database } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { advisoryLock, processLock } from './lock.ts';
import { createPublisher, type Publisher } from './publisher.ts';
import { createRenderer, type Renderer } from '#server/services/publish/renderer/client.ts';
import { openSite, type Site } from './site.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('publish');

/** The publisher's lines, leveled by what they say (publisher.ts hands over text). */
function publishLine(line: string): void {
  if (/\bfailed\b|error/.test(line)) log.error(line);
  else if (/interrupted/.test(line)) log.warn(line);
  else log.info(line);
}

export interface Publishing {
  site: Site;
  publisher: Publisher;
  /** Renders a run's pages with the full build's kept bundle (warm between publishes). */
  renderer: Renderer;
}

/** `sourceUrl`: this server's own address, known once it listens; the rebuild reads content through it. */
export function startPublishing(
  database: Database,
  env: Pick<Env, 'DIST_DIR' | 'PUBLISH_DEBUG' | 'NODE_ENV'>,
  sourceUrl: () => string,
): Publishing {
  const site = openSite(env.DIST_DIR);
  const renderer = createRenderer({ dist: env.DIST_DIR, sourceUrl, mode: env.NODE_ENV });
  const publisher = createPublisher({
    db: database.db,
    site,
    build: (plan, staging) => renderer.render(plan, staging),
    // Several processes and machines may share one PostgreSQL; the embedded database admits one process.
    lock: database.driver === 'postgres' ? advisoryLock(database.db) : processLock,
    now: () => new Date(),
    debug: env.PUBLISH_DEBUG,
    log: publishLine,
  });
  return { site, publisher, renderer };
}
