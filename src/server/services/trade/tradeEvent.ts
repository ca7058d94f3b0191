/** One `trade` content event after an import: the public cache drops the trade answers, a publish run follows. */
import type { Db } from '#server/db/client.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvent } from '#server/services/content/events.ts';
import type { Actor } from '#server/services/content/lifecycle.ts';

export const logTradeChange = (tx: Db, by: Actor) =>
  logContentEvent(tx, {
    entity: CONTENT_ENTITY.trade,
    id: 0,
    action: CONTENT_ACTION.update,
    uid: by.uid,
    at: by.now,
  });
