/** The indicator store changed (observations or topics): one `industry` content event drops every cached answer of it. */
import type { Db } from '#server/db/client.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvent } from '#server/services/content/events.ts';
import type { Actor } from '#server/services/content/lifecycle.ts';

export const industryChanged = (tx: Db, _rows: unknown[], by: Actor): Promise<void> =>
  logContentEvent(tx, {
    entity: CONTENT_ENTITY.industry,
    id: 0,
    action: CONTENT_ACTION.update,
    uid: by.uid,
    at: by.now,
  });
