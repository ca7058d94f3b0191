/** /api/admin/reference/*: editors list, read, create and update references. */
import { adminListSchema, referenceWriteSchema } from '#lib/content/validators.ts';
import { CONTENT_ENTITY } from '#server/services/content/events.ts';
import { referenceWrites } from '#server/services/content/referenceWrite.ts';
import { editorRoutes } from './editorRoutes.ts';

export const adminReference = editorRoutes({
  entity: CONTENT_ENTITY.reference,
  writes: referenceWrites,
  payload: referenceWriteSchema,
  listSchema: adminListSchema,
});
