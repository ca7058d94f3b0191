/** /api/admin/product/*: editors list, read, create and update data products. */
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { adminListSchema, productWriteSchema } from '#lib/content/validators.ts';
import { CONTENT_ENTITY } from '#server/services/content/events.ts';
import { docIdTaken, productWrites } from '#server/services/content/productWrite.ts';
import { editorRoutes } from './editorRoutes.ts';

export const adminProduct = editorRoutes({
  entity: CONTENT_ENTITY.product,
  writes: productWrites,
  payload: productWriteSchema,
  listSchema: adminListSchema,
  refusal: async (db, input, id) =>
    input.doc_id && (await docIdTaken(db, input.doc_id, id)) ? CONTENT_MSG.docIdTaken : null,
});
