/** /api/sim/*: local stand-ins for outside services (SMS inbox, OAuth providers). Never mounted in production. */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { simCaptcha } from './captcha.ts';
import { simOAuth } from './oauth.ts';
import { simPay } from './pay.ts';
import { simSms } from './sms.ts';

export const sim = new Hono<AppEnv>()
  .route('/', simSms)
  .route('/', simCaptcha)
  .route('/oauth', simOAuth)
  .route('/pay', simPay);
