/** Editor-only calls (/api/admin/*): 401 for visitors, 403 for members without the editor role. */
import type { MiddlewareHandler } from 'hono';
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { ROLE } from '#server/services/accounts/roles.ts';
import { currentUser } from './auth.ts';
import type { AppEnv } from './context.ts';
import { forbidden, unauthorized } from './respond.ts';

export const requireEditor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await currentUser(c);
  if (!user) return unauthorized(c);
  if (user.role !== ROLE.editor) return forbidden(c, CONTENT_MSG.forbidden);
  await next();
};
