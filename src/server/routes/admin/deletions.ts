/** /api/admin/deletion/list: 注销账号 requests for editors, pending ones first with their due dates (issue 30). */
import { Hono } from 'hono';
import { adminDeletionListSchema } from '#lib/privacy/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { deletionList } from '#server/services/privacy/deletion.ts';

export const adminDeletion = new Hono<AppEnv>().post('/list', async (c) => {
  const input = await validate(c, adminDeletionListSchema);
  return ok(c, await deletionList(c.get('deps').db, input));
});
