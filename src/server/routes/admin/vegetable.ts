/** /api/admin/vegetable/*: an editor appoints and removes market reporters; behind requireEditor in index.ts. */
import { Hono } from 'hono';
import { VEG_MARKET_MSG, VEG_MSG } from '#lib/vegetable/messages.ts';
import { reporterRemoveSchema, reporterSetSchema } from '#lib/vegetable/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { member } from '#server/http/auth.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { marketList } from '#server/services/vegetable/marketList.ts';
import { removeReporter, reporterList, setReporter } from '#server/services/vegetable/reporters.ts';

export const adminVegetable = new Hono<AppEnv>()
  .post('/reporterList', async (c) => ok(c, await reporterList(c.get('deps').db)))
  .post('/reporterSet', async (c) => {
    const { account, market_id } = await validate(c, reporterSetSchema);
    const db = c.get('deps').db;
    if (!(await marketList(db, { id: market_id })).length) return refuse(c, VEG_MSG.unknownMarket);
    if (!(await setReporter(db, account, market_id, member(c).uid)))
      return refuse(c, VEG_MARKET_MSG.accountUnknown);
    return ok(c, await reporterList(db), VEG_MARKET_MSG.reporterSet);
  })
  .post('/reporterRemove', async (c) => {
    const { uid } = await validate(c, reporterRemoveSchema);
    const db = c.get('deps').db;
    await removeReporter(db, uid);
    return ok(c, await reporterList(db), VEG_MARKET_MSG.reporterRemoved);
  });
