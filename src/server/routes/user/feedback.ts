/** POST /api/user/feedback (spec §2, §7): validated, rate-limited per IP, stored. */
import { Hono } from 'hono';
import { feedbackSchema } from '#lib/feedback/validators.ts';
import { feedbacks } from '#server/db/schema/index.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { limitByIp } from '#server/http/limit.ts';
import { ok } from '#server/http/respond.ts';
import { LIMITS } from '#server/services/security/rateLimit.ts';
import { FEEDBACK_MSG } from '#lib/feedback/messages.ts';

export const feedbackRoutes = new Hono<AppEnv>().post('/feedback', async (c) => {
  const input = await validate(c, feedbackSchema);
  const ip = await limitByIp(c, LIMITS.feedback);
  await c
    .get('deps')
    .db.insert(feedbacks)
    .values({ ...input, ip, uid: null });
  return ok(c, null, FEEDBACK_MSG.feedbackThanks);
});
