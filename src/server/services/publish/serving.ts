/** The serving process's live site and rebuild queue, wired to this database and this server's address. */
import type { Database } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { advisoryLock, processLock } from './lock.ts';
import { createPublisher, type Publisher, type Shipping } from './publisher.ts';
import { s3ConfigOf } from '#server/services/files/fileStoreFor.ts';
import { followBucket } from '#server/services/publish/bucket/follow.ts';
import { shipToBucket } from '#server/services/publish/bucket/ship.ts';
import { siteBucket } from '#server/services/publish/bucket/siteBucket.ts';
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

type BucketSettings = Parameters<typeof s3ConfigOf>[0];
/** How often each process looks at the bucket's live generation. */
const FOLLOW_MS = 1000;

/** The pages through the bucket: this process follows what it names and ships what it publishes. */
function shippingFor(site: Site, env: BucketSettings): Shipping {
  const config = s3ConfigOf(env);
  if (!config) throw new Error('SITE_IN_BUCKET needs the S3_* settings');
  const bucket = siteBucket(config);
  const follower = followBucket(bucket, site);
  follower.start(FOLLOW_MS);
  return { pull: follower.pull, ...shipToBucket(bucket, site) };
}

/** `sourceUrl`: this server's own address, known once it listens; the rebuild reads content through it. */
export function startPublishing(
  database: Database,
  env: Pick<Env, 'DIST_DIR' | 'PUBLISH_DEBUG' | 'NODE_ENV' | 'SITE_IN_BUCKET'> & BucketSettings,
  sourceUrl: () => string,
): Publishing {
  const site = openSite(env.DIST_DIR);
  const renderer = createRenderer({ dist: env.DIST_DIR, sourceUrl, mode: env.NODE_ENV });
  const shipping = env.SITE_IN_BUCKET ? shippingFor(site, env) : undefined;
  const publisher = createPublisher({
    db: database.db,
    site,
    build: (plan, staging) => renderer.render(plan, staging),
    // Several processes and machines may share one PostgreSQL; the embedded database admits one process.
    lock: database.driver === 'postgres' ? advisoryLock(database.db) : processLock,
    now: () => new Date(),
    debug: env.PUBLISH_DEBUG,
    log: publishLine,
    shipping,
  });
  return { site, publisher, renderer };
}
