/**
 * /api/legal/*: a member asked again after a newer 用户协议 or 隐私政策 took effect (issue 30). Open to members whose
 * other calls answer 428 until they accept (requireSignedIn, not requireUser).
 */
import { Hono } from 'hono';
import { LEGAL_MSG } from '#lib/legal/messages.ts';
import { acceptConsentSchema } from '#lib/legal/validators.ts';
import { member, requireSignedIn } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { clientIp, validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { acceptRenewal, consentsDue } from '#server/services/legal/consents.ts';

export const legal = new Hono<AppEnv>()
  .use('*', requireSignedIn)
  /** The documents the member has not accepted in their version in force, with what changed. */
  .post('/consentDue', async (c) => {
    const { db, now } = c.get('deps');
    return ok(c, await consentsDue(db, member(c).uid, now()));
  })
  /** 同意并继续: the versions the member was shown (one per kind asked), recorded as `renew`. */
  .post('/accept', async (c) => {
    const shown = await validate(c, acceptConsentSchema);
    const { db, now } = c.get('deps');
    await acceptRenewal(db, { uid: member(c).uid, shown, ip: clientIp(c), now: now() });
    return ok(c, null, LEGAL_MSG.renewDone);
  });
