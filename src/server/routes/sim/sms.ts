/** The SMS simulator's inbox of one mobile: what the development provider "sent" it, for browser tests. */
import { Hono } from 'hono';
import { z } from 'zod';
import { mobileSchema } from '#lib/shared/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { DevSmsProvider } from '#server/providers/sms.ts';

const inboxSchema = z.object({ mobile: mobileSchema });

export const simSms = new Hono<AppEnv>().get('/sms', async (c) => {
  const { mobile } = await validate(c, inboxSchema);
  const sms = c.get('deps').sms;
  const messages = sms instanceof DevSmsProvider ? sms.messagesFor(mobile) : [];
  return ok(c, { provider: sms.name, messages });
});
