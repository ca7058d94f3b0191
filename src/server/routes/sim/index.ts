/**
 * /api/sim/*: local stand-ins for outside services (SMS inbox, OAuth providers, payment). Never mounted in
 * production, and answering only this machine: they reveal codes and pay orders for free.
 */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { loopbackOnly } from '#server/http/loopbackOnly.ts';
import { simCaptcha } from './captcha.ts';
import { simOAuth } from './oauth.ts';
import { simPay } from './pay.ts';
import { simSms } from './sms.ts';

export const sim = new Hono<AppEnv>()
  .use(loopbackOnly)
  .route('/', simSms)
  .route('/', simCaptcha)
  .route('/oauth', simOAuth)
  .route('/pay', simPay);
