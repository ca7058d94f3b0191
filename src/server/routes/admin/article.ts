/** /api/admin/article/*: editors list, read, create and update articles (publishing in lifecycle.ts). */
import { adminListSchema, articleWriteSchema } from '#lib/content/validators.ts';
import { articleWrites } from '#server/services/content/articleWrite.ts';
import { CONTENT_ENTITY } from '#server/services/content/events.ts';
import { editorRoutes } from './editorRoutes.ts';

export const adminArticle = editorRoutes({
  entity: CONTENT_ENTITY.article,
  writes: articleWrites,
  payload: articleWriteSchema,
  listSchema: adminListSchema,
});
