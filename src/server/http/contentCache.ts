/** The app's public cache (`publicCache.ts`), fed by the content event log and dropped by the tags events touch. */
import type { Db } from '#server/db/client.ts';
import {
  contentEventsAfter,
  latestContentEventId,
  settledContentEventId,
} from '#server/services/content/events.ts';
import { tagsOfEvents } from '#server/services/publish/cacheTags.ts';
import { createPublicCache, type PublicCache, type PublicCacheOptions } from './publicCache.ts';

export const contentCache = (db: Db, opts: Partial<PublicCacheOptions> = {}): PublicCache =>
  createPublicCache({
    db,
    lastEvent: settledContentEventId,
    maxEvent: latestContentEventId,
    eventsAfter: contentEventsAfter,
    tagsOf: tagsOfEvents,
    ...opts,
  });
