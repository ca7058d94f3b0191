/** /api/admin/baike/*: the editors' review of members' 百科 versions, and withdrawing or restoring an entry. */
import { Hono } from 'hono';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import {
  baikeApproveSchema,
  baikeEntryStatusSchema,
  baikeRefuseSchema,
  baikeReviewListSchema,
  myBaikeVersionSchema,
} from '#lib/baike/validators.ts';
import { member } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import {
  approveVersion,
  refuseVersion,
  reviewList,
  reviewOf,
  setEntryShown,
} from '#server/services/baike/versionsReview.ts';

// The services' refusals (a version moved meanwhile, a title taken …) are thrown Refusals, answered by app.ts.

export const adminBaike = new Hono<AppEnv>()
  .post('/list', async (c) => {
    const q = await validate(c, baikeReviewListSchema);
    return ok(c, await reviewList(c.get('deps').db, q));
  })
  .post('/get', async (c) => {
    const { id } = await validate(c, myBaikeVersionSchema);
    const review = await reviewOf(c.get('deps').db, id);
    return review ? ok(c, review) : refuse(c, BAIKE_MSG.versionGone);
  })
  .post('/approve', async (c) => {
    const { id, revision } = await validate(c, baikeApproveSchema);
    const { db, now } = c.get('deps');
    return ok(c, await approveVersion(db, member(c).uid, id, revision, now()), BAIKE_MSG.approved);
  })
  .post('/refuse', async (c) => {
    const { id, revision, reason } = await validate(c, baikeRefuseSchema);
    const { db, now } = c.get('deps');
    return ok(c, await refuseVersion(db, member(c).uid, id, revision, reason, now()), BAIKE_MSG.refused);
  })
  .post('/withdraw', async (c) => {
    const { id } = await validate(c, baikeEntryStatusSchema);
    const { db, now } = c.get('deps');
    return ok(c, await setEntryShown(db, member(c).uid, id, false, now()), BAIKE_MSG.withdrawn);
  })
  .post('/restore', async (c) => {
    const { id } = await validate(c, baikeEntryStatusSchema);
    const { db, now } = c.get('deps');
    return ok(c, await setEntryShown(db, member(c).uid, id, true, now()), BAIKE_MSG.restored);
  });
