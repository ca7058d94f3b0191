/** /api/admin/article/*: editors list, read, create and update articles (publishing in lifecycle.ts). */
import { Hono } from 'hono';
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { adminListSchema, articleWriteSchema } from '#lib/content/validators.ts';
import { byIdSchema, idSchema } from '#lib/shared/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import {
  articleForEditor,
  articlesForEditor,
  createArticle,
  updateArticle,
} from '#server/services/content/articleWrite.ts';
import { CONTENT_ENTITY } from '#server/services/content/events.ts';
import { actorOf, lifecycleRoutes } from './lifecycle.ts';

export const adminArticle = new Hono<AppEnv>()
  .post('/list', async (c) => {
    const { page, pageSize, ...f } = await validate(c, adminListSchema);
    return ok(c, await articlesForEditor(c.get('deps').db, f, { page, pageSize }));
  })
  .post('/get', async (c) => {
    const found = await articleForEditor(c.get('deps').db, (await validate(c, byIdSchema)).id);
    return found ? ok(c, found) : refuse(c, CONTENT_MSG.notFound);
  })
  .post('/create', async (c) => {
    const input = await validate(c, articleWriteSchema);
    if (!input.title) return refuse(c, CONTENT_MSG.titleRequired);
    return ok(
      c,
      await createArticle(c.get('deps').db, { ...input, title: input.title }, actorOf(c)),
      CONTENT_MSG.saved,
    );
  })
  .post('/update', async (c) => {
    const input = await validate(c, articleWriteSchema.extend({ id: idSchema }));
    const saved = await updateArticle(c.get('deps').db, input.id, input, actorOf(c));
    return saved ? ok(c, saved, CONTENT_MSG.saved) : refuse(c, CONTENT_MSG.notFound);
  })
  .route('/', lifecycleRoutes(CONTENT_ENTITY.article));
