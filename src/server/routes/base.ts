/** /api/base/*: the action log (spec §7), also carrying page views. */
import { Hono } from 'hono';
import { actionLogSchema } from '#lib/feedback/validators.ts';
import { actionLogs } from '#server/db/schema/index.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { limitByIp } from '#server/http/limit.ts';
import { ok } from '#server/http/respond.ts';
import { LIMITS } from '#server/services/security/rateLimit.ts';
import { FEEDBACK_MSG } from '#lib/feedback/messages.ts';

export const base = new Hono<AppEnv>().post('/actionLog', async (c) => {
  const input = await validate(c, actionLogSchema);
  const ip = await limitByIp(c, LIMITS.actionLog);
  // uid comes from the session (accounts issue), never from the client's claim.
  await c
    .get('deps')
    .db.insert(actionLogs)
    .values({
      action: input.action,
      model: input.model,
      recordId: input.record_id,
      remark: input.remark,
      uid: null,
      ip,
      userAgent: (c.req.header('user-agent') ?? '').slice(0, 300),
    });
  return ok(c, null, FEEDBACK_MSG.actionLogged);
});
