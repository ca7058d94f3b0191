/** /api/enterprise/addCustomOrder (spec §7): custom data and custom report requests, validated, rate-limited, stored. */
import { Hono } from 'hono';
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { customOrderSchema } from '#lib/content/validators.ts';
import { customOrders } from '#server/db/schema/index.ts';
import { currentUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { limitByIp } from '#server/http/limit.ts';
import { ok } from '#server/http/respond.ts';
import { CONTENT_RATE_LIMITS } from '#server/services/content/limits.ts';

export const enterprise = new Hono<AppEnv>().post('/addCustomOrder', async (c) => {
  const input = await validate(c, customOrderSchema);
  const ip = await limitByIp(c, CONTENT_RATE_LIMITS.customOrder);
  const user = await currentUser(c);
  const [row] = await c
    .get('deps')
    .db.insert(customOrders)
    .values({
      kind: input.kind,
      company: input.company,
      contact: input.contact,
      mobile: input.mobile,
      email: input.email ?? '',
      requirement: input.requirement,
      budget: input.budget ?? '',
      uid: user?.uid ?? null,
      ip,
    })
    .returning({ id: customOrders.id });
  return ok(c, { id: row!.id }, CONTENT_MSG.customThanks);
});
