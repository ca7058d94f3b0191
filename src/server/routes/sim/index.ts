/**
 * /api/sim/*: local stand-ins for outside services (SMS inbox, OAuth providers, payment) and the browser tests' hook
 * into the daily account-deletion job. Never mounted in production, and answering only this machine: they reveal
 * codes, pay orders for free and close accounts early.
 */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { loopbackOnly } from '#server/http/loopbackOnly.ts';
import { simCaptcha } from './captcha.ts';
import { simJobs } from './jobs.ts';
import { simOAuth } from './oauth.ts';
import { simPay } from './pay.ts';
import { simSms } from './sms.ts';

export const sim = new Hono<AppEnv>()
  .use(loopbackOnly)
  .route('/', simSms)
  .route('/', simCaptcha)
  .route('/', simJobs)
  .route('/oauth', simOAuth)
  .route('/pay', simPay);
