/** 我的百科 (/api/baike/*): a member's versions — list, read, save, submit, recall, delete. Members only. */
import { Hono } from 'hono';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import { baikeDraftSchema, myBaikeListSchema, myBaikeVersionSchema } from '#lib/baike/validators.ts';
import { member, requireUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { versionView } from '#server/services/baike/versions.ts';
import { myBaike } from '#server/services/baike/versionsMine.ts';
import { delMyBaike, recallMyBaike, submitMyBaike } from '#server/services/baike/versionsMove.ts';
import { saveMyBaike } from '#server/services/baike/versionsSave.ts';

// The services' refusals (a version moved meanwhile, a title taken …) are thrown Refusals, answered by app.ts.

export const myBaikeRoutes = new Hono<AppEnv>()
  .post('/getMyBaike', requireUser, async (c) => {
    const q = await validate(c, myBaikeListSchema);
    return ok(c, await myBaike(c.get('deps').db, member(c).uid, q));
  })
  .post('/getMyBaikeVersion', requireUser, async (c) => {
    const { id } = await validate(c, myBaikeVersionSchema);
    const view = await versionView(c.get('deps').db, id);
    if (!view) return refuse(c, BAIKE_MSG.versionGone);
    if (view.author?.uid !== member(c).uid) return refuse(c, BAIKE_MSG.notYours);
    return ok(c, view);
  })
  .post('/saveMyBaike', requireUser, async (c) => {
    const input = await validate(c, baikeDraftSchema);
    const { db, now } = c.get('deps');
    const out = await saveMyBaike(db, member(c).uid, input, now());
    return ok(c, out, input.submit ? BAIKE_MSG.submitted : BAIKE_MSG.saved);
  })
  .post('/submitMyBaike', requireUser, async (c) => {
    const { id } = await validate(c, myBaikeVersionSchema);
    const { db, now } = c.get('deps');
    return ok(c, await submitMyBaike(db, member(c).uid, id, now()), BAIKE_MSG.submitted);
  })
  .post('/recallMyBaike', requireUser, async (c) => {
    const { id } = await validate(c, myBaikeVersionSchema);
    const { db, now } = c.get('deps');
    return ok(c, await recallMyBaike(db, member(c).uid, id, now()), BAIKE_MSG.recalled);
  })
  .post('/delMyBaike', requireUser, async (c) => {
    const { id } = await validate(c, myBaikeVersionSchema);
    return ok(c, await delMyBaike(c.get('deps').db, member(c).uid, id), BAIKE_MSG.deleted);
  });
