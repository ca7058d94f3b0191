/** publish / unpublish / delete for one content entity: the same three calls under each editor family. */
import { Hono, type Context } from 'hono';
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { byIdSchema } from '#lib/shared/validators.ts';
import { member } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import type { PageEntity } from '#server/services/content/events.ts';
import { publish, remove, unpublish, type Actor } from '#server/services/content/lifecycle.ts';

export const actorOf = (c: Context<AppEnv>): Actor => ({ uid: member(c).uid, now: c.get('deps').now() });

type Step = typeof publish;

const step = (entity: PageEntity, run: Step, done: string) => async (c: Context<AppEnv>) => {
  const { id } = await validate(c, byIdSchema);
  const changed = await run(c.get('deps').db, entity, id, actorOf(c));
  return changed ? ok(c, { id }, done) : refuse(c, CONTENT_MSG.notFound);
};

export const lifecycleRoutes = (entity: PageEntity) =>
  new Hono<AppEnv>()
    .post('/publish', step(entity, publish, CONTENT_MSG.published))
    .post('/unpublish', step(entity, unpublish, CONTENT_MSG.unpublished))
    .post('/delete', step(entity, remove, CONTENT_MSG.deleted));
