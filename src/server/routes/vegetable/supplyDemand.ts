/** /api/vegetable/ getSupplyDemandCityList, getSupplyDemandNameList, getSupplyDemandList, supplyDemandAdd, supplyDemandStatusChange (spec §7). */
import { Hono, type Context } from 'hono';
import { chinaToday } from '#lib/chinaTime.ts';
import { VEG_SUPPLY_MSG } from '#lib/vegetable/messages.ts';
import {
  supplyDemandAddSchema,
  supplyDemandCitySchema,
  supplyDemandListSchema,
  supplyDemandNameSchema,
  supplyDemandStatusSchema,
} from '#lib/vegetable/validators.ts';
import { currentUser, member, requireUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { limitBy, limitByIp } from '#server/http/limit.ts';
import { ok } from '#server/http/respond.ts';
import { supplyDemandCities, supplyDemandNames } from '#server/services/vegetable/supplyDemandCounts.ts';
import { SUPPLY_DEMAND_LIMITS } from '#server/services/vegetable/supplyDemandLimits.ts';
import { supplyDemandList } from '#server/services/vegetable/supplyDemandList.ts';
import { addPost, changeStatus, checkPost } from '#server/services/vegetable/supplyDemandWrite.ts';

const today = (c: Context<AppEnv>) => chinaToday(c.get('deps').now());

export const vegetableSupplyDemand = new Hono<AppEnv>()
  // Counts change with every post (no content event): answered from indexes, not from the public cache.
  .post('/getSupplyDemandCityList', async (c) => {
    const input = await validate(c, supplyDemandCitySchema);
    return ok(c, { list: await supplyDemandCities(c.get('deps').db, input, today(c)) });
  })
  .post('/getSupplyDemandNameList', async (c) => {
    const input = await validate(c, supplyDemandNameSchema);
    return ok(c, { list: await supplyDemandNames(c.get('deps').db, input, today(c)) });
  })
  // Per caller (contacts only for members): never cached.
  .post('/getSupplyDemandList', async (c) => {
    const input = await validate(c, supplyDemandListSchema);
    const user = await currentUser(c);
    const answer = await supplyDemandList(c.get('deps').db, input, {
      uid: user?.uid ?? null,
      today: today(c),
    });
    return ok(c, answer);
  })
  .post('/supplyDemandAdd', requireUser, async (c) => {
    const input = await validate(c, supplyDemandAddSchema);
    const deps = c.get('deps');
    // Counted only for posts that would be written (checkPost refuses first): a typo does not use up the hour.
    await checkPost(deps.db, input, today(c));
    const uid = member(c).uid;
    const { member: perMember, address } = SUPPLY_DEMAND_LIMITS;
    await limitBy(c, perMember, String(uid), VEG_SUPPLY_MSG.tooMany(perMember.max));
    await limitByIp(c, address, VEG_SUPPLY_MSG.tooMany(address.max));
    const id = await addPost(deps.db, input, uid, deps.now());
    return ok(c, { id }, VEG_SUPPLY_MSG.added);
  })
  .post('/supplyDemandStatusChange', requireUser, async (c) => {
    const { id, status } = await validate(c, supplyDemandStatusSchema);
    const deps = c.get('deps');
    await changeStatus(deps.db, id, status, member(c).uid, deps.now(), today(c));
    return ok(c, { id, status }, status === 'closed' ? VEG_SUPPLY_MSG.closed : VEG_SUPPLY_MSG.reopened);
  });
