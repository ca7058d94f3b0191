/** /api/admin/product/*: editors list, read, create and update data products. */
import { Hono } from 'hono';
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { adminListSchema, productWriteSchema } from '#lib/content/validators.ts';
import { byIdSchema, idSchema } from '#lib/shared/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { CONTENT_ENTITY } from '#server/services/content/events.ts';
import {
  createProduct,
  docIdTaken,
  productForEditor,
  productsForEditor,
  updateProduct,
} from '#server/services/content/productWrite.ts';
import { actorOf, lifecycleRoutes } from './lifecycle.ts';

export const adminProduct = new Hono<AppEnv>()
  .post('/list', async (c) => {
    const { page, pageSize, status } = await validate(c, adminListSchema);
    return ok(c, await productsForEditor(c.get('deps').db, { status }, { page, pageSize }));
  })
  .post('/get', async (c) => {
    const found = await productForEditor(c.get('deps').db, (await validate(c, byIdSchema)).id);
    return found ? ok(c, found) : refuse(c, CONTENT_MSG.notFound);
  })
  .post('/create', async (c) => {
    const input = await validate(c, productWriteSchema);
    const db = c.get('deps').db;
    if (!input.title) return refuse(c, CONTENT_MSG.titleRequired);
    if (input.doc_id && (await docIdTaken(db, input.doc_id))) return refuse(c, CONTENT_MSG.docIdTaken);
    return ok(c, await createProduct(db, { ...input, title: input.title }, actorOf(c)), CONTENT_MSG.saved);
  })
  .post('/update', async (c) => {
    const input = await validate(c, productWriteSchema.extend({ id: idSchema }));
    const db = c.get('deps').db;
    if (input.doc_id && (await docIdTaken(db, input.doc_id, input.id)))
      return refuse(c, CONTENT_MSG.docIdTaken);
    const saved = await updateProduct(db, input.id, input, actorOf(c));
    return saved ? ok(c, saved, CONTENT_MSG.saved) : refuse(c, CONTENT_MSG.notFound);
  })
  .route('/', lifecycleRoutes(CONTENT_ENTITY.product));
