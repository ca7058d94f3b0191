/** /api/admin/reference/*: editors list, read, create and update references. */
import { Hono } from 'hono';
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { adminListSchema, referenceWriteSchema } from '#lib/content/validators.ts';
import { byIdSchema, idSchema } from '#lib/shared/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { CONTENT_ENTITY } from '#server/services/content/events.ts';
import {
  createReference,
  referenceForEditor,
  referencesForEditor,
  updateReference,
} from '#server/services/content/referenceWrite.ts';
import { actorOf, lifecycleRoutes } from './lifecycle.ts';

export const adminReference = new Hono<AppEnv>()
  .post('/list', async (c) => {
    const { page, pageSize, status } = await validate(c, adminListSchema);
    return ok(c, await referencesForEditor(c.get('deps').db, { status }, { page, pageSize }));
  })
  .post('/get', async (c) => {
    const found = await referenceForEditor(c.get('deps').db, (await validate(c, byIdSchema)).id);
    return found ? ok(c, found) : refuse(c, CONTENT_MSG.notFound);
  })
  .post('/create', async (c) => {
    const input = await validate(c, referenceWriteSchema);
    if (!input.title) return refuse(c, CONTENT_MSG.titleRequired);
    const saved = await createReference(c.get('deps').db, { ...input, title: input.title }, actorOf(c));
    return ok(c, saved, CONTENT_MSG.saved);
  })
  .post('/update', async (c) => {
    const input = await validate(c, referenceWriteSchema.extend({ id: idSchema }));
    const saved = await updateReference(c.get('deps').db, input.id, input, actorOf(c));
    return saved ? ok(c, saved, CONTENT_MSG.saved) : refuse(c, CONTENT_MSG.notFound);
  })
  .route('/', lifecycleRoutes(CONTENT_ENTITY.reference));
