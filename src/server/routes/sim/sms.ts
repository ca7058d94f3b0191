/** The SMS simulator's inbox: what the development provider "sent", for the simulator page and tests. */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { ok } from '#server/http/respond.ts';
import { DevSmsProvider } from '#server/providers/sms.ts';

export const simSms = new Hono<AppEnv>().get('/sms', (c) => {
  const sms = c.get('deps').sms;
  const messages = sms instanceof DevSmsProvider ? sms.messagesFor(c.req.query('mobile') || undefined) : [];
  return ok(c, { provider: sms.name, messages });
});
