/** /api/admin/supplyDemand/*: editors list every supply and demand post and hide (or show again) abusive ones. */
import { Hono } from 'hono';
import { VEG_SUPPLY_MSG } from '#lib/vegetable/messages.ts';
import { supplyDemandAdminListSchema, supplyDemandHideSchema } from '#lib/vegetable/validators.ts';
import { member } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { editorPostList, setHidden } from '#server/services/vegetable/supplyDemandEditor.ts';

export const adminSupplyDemand = new Hono<AppEnv>()
  .post('/list', async (c) => {
    const input = await validate(c, supplyDemandAdminListSchema);
    const deps = c.get('deps');
    return ok(c, await editorPostList(deps.db, input, member(c).uid, deps.now()));
  })
  .post('/hide', async (c) => {
    const { id, hidden } = await validate(c, supplyDemandHideSchema);
    const deps = c.get('deps');
    if (!(await setHidden(deps.db, id, hidden, member(c).uid, deps.now())))
      return refuse(c, VEG_SUPPLY_MSG.notFound);
    return ok(c, { id, hidden }, hidden ? VEG_SUPPLY_MSG.hidden : VEG_SUPPLY_MSG.unhidden);
  });
