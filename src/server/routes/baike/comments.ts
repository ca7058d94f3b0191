/** /api/baike/ commentLists, getNextComment, AddComment, delComment: an entry's comments (issue 17). */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import {
  baikeAddCommentSchema,
  baikeCommentListSchema,
  baikeDelCommentSchema,
  baikeNextCommentSchema,
} from '#lib/baike/validators.ts';
import { member, requireUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { ROLE } from '#server/services/accounts/roles.ts';
import { validate } from '#server/http/input.ts';
import { limitBy } from '#server/http/limit.ts';
import { cachedPublic } from '#server/http/publicCache.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { BAIKE_RATES } from '#server/services/baike/rates.ts';
import {
  addComment,
  checkComment,
  commentPage,
  deleteComment,
  entryStatus,
} from '#server/services/baike/comments.ts';
import { CACHE_TAG } from '#server/services/publish/cacheTags.ts';

const cachedComments = cachedPublic({
  tags: (i) => [CACHE_TAG.baike, CACHE_TAG.baikeComments(i.id)],
});

/**
 * Cached on the embedded database only: it has one process, so AddComment and delComment drop the entry's answers
 * everywhere they are kept. On PostgreSQL several processes may serve, and a comment logs no content event (it
 * would start a publish run), so each read goes to the database.
 */
const publicComments: MiddlewareHandler<AppEnv> = (c, next) =>
  c.get('deps').driver === 'pglite' ? cachedComments(c, next) : next();

const forgetComments = (c: Context<AppEnv>, entryId: number) =>
  c.get('deps').publicCache?.forget([CACHE_TAG.baikeComments(entryId)]);

export const baikeCommentRoutes = new Hono<AppEnv>()
  .post('/commentLists', publicComments, async (c) => {
    const { id, pageSize } = await validate(c, baikeCommentListSchema);
    const db = c.get('deps').db;
    if ((await entryStatus(db, id)) !== 'published') return refuse(c, BAIKE_MSG.entryGone);
    return ok(c, await commentPage(db, id, null, pageSize));
  })
  .post('/getNextComment', publicComments, async (c) => {
    const { id, after, pageSize } = await validate(c, baikeNextCommentSchema);
    const db = c.get('deps').db;
    if ((await entryStatus(db, id)) !== 'published') return refuse(c, BAIKE_MSG.entryGone);
    return ok(c, await commentPage(db, id, after, pageSize));
  })
  .post('/AddComment', requireUser, async (c) => {
    const input = await validate(c, baikeAddCommentSchema);
    const deps = c.get('deps');
    // Counted only for comments that would be written: one checkComment refuses does not use up the minute.
    const thread = await checkComment(deps.db, input.id, input.parent_id);
    const uid = member(c).uid;
    await limitBy(c, BAIKE_RATES.commentsPerMinute, String(uid), BAIKE_MSG.commentTooFast);
    await limitBy(c, BAIKE_RATES.commentsPerDay, String(uid), BAIKE_MSG.commentTooFast);
    const comment = await addComment(
      deps.db,
      { entryId: input.id, uid, content: input.content, thread },
      deps.now(),
    );
    forgetComments(c, input.id);
    return ok(c, comment);
  })
  .post('/delComment', requireUser, async (c) => {
    const { id } = await validate(c, baikeDelCommentSchema);
    const deps = c.get('deps');
    const user = member(c);
    const entryId = await deleteComment(
      deps.db,
      id,
      { uid: user.uid, editor: user.role === ROLE.editor },
      deps.now(),
    );
    forgetComments(c, entryId);
    return ok(c, { id });
  });
